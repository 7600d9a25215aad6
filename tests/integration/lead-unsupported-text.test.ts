import { eq } from 'drizzle-orm';
import {
  postApplication,
  postContact,
  postCustom,
  postPartnership,
} from '@/tests/helpers/form-routes';
import { contactRequests, deliveries, type LeadType } from '@/lib/db/schema';
import { enqueueLeadDeliveries } from '@/lib/delivery/outbox';
import { setLeadsContextForTests } from '@/lib/leads/context';
import { saveWebhookSettings } from '@/lib/settings/webhook-settings';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from '@/tests/helpers/db';
import {
  APPLICATION_FIELDS,
  TEST_SITE_URL,
  VALID_LEADS,
  applicationRequest,
  fixture,
  formUrl,
  jsonRequest,
  errorFields,
  setupLeadsContext,
} from '@/tests/helpers/lead-requests';

/**
 * A lone UTF-16 surrogate (only possible through a JSON `\ud800` escape) is stored by a text column
 * but refused by jsonb, where the webhook deliveries live: once a webhook was configured, such a
 * lead used to be rolled back and answered 503 "please try again" forever. It is the visitor's
 * input, so it is a 422 on the field; the byte-level forms (urlencoded, multipart) can only carry
 * well-formed text and are stored and delivered.
 */

const HOOKS = {
  contactFormWebhook: 'http://127.0.0.1:9/contact',
  partnerFormWebhook: 'http://127.0.0.1:9/partner',
  jobApplicationWebhook: 'http://127.0.0.1:9/application',
  customSolutionWebhook: 'http://127.0.0.1:9/custom',
  emailWebhook: 'http://127.0.0.1:9/email',
};
const UNSUPPORTED = 'Please remove unsupported characters.';

const TEXT_FORMS = [
  ['contact', postContact],
  ['partnership', postPartnership],
  ['custom-solution', postCustom],
] as const;

function urlencodedRequest(type: LeadType, body: string): Request {
  return new Request(formUrl(type), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: TEST_SITE_URL,
      'sec-fetch-site': 'same-origin',
    },
    body,
  });
}

describe.each(DATABASE_KINDS)('unsupported characters in lead forms on %s', (kind) => {
  let database: TestDatabase;
  let dispatched: string[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ({ dispatched } = setupLeadsContext(database.db));
    const saved = await saveWebhookSettings(database.db, HOOKS, null, { allowPrivate: true });
    expect(saved.ok).toBe(true);
  });
  afterAll(async () => {
    setLeadsContextForTests({});
    await database?.destroy();
  });

  it.each(TEXT_FORMS)(
    '%s (JSON): a lone surrogate is a field error, not 503',
    async (_type, post) => {
      const type = _type as LeadType;
      const valid = VALID_LEADS[_type];
      for (const [field, value] of [
        ['firstName', 'Ada\ud800'],
        ['company', '\udc00Engines'],
        ['message', 'Hello \ud83d there'],
      ] as const) {
        const response = await post(jsonRequest(type, { ...valid, [field]: value }));
        expect({ field, status: response.status }).toEqual({ field, status: 422 });
        expect(await errorFields(response)).toEqual({ [field]: UNSUPPORTED });
      }
      // A well-formed emoji (a surrogate pair) is ordinary text.
      const emoji = await post(jsonRequest(type, { ...valid, message: 'Thanks 🎉' }));
      expect(emoji.status).toBe(201);
    },
  );

  it.each(TEXT_FORMS)('%s (JSON): U+0000 is cleaned, stored and queued', async (_type, post) => {
    const before = dispatched.length;
    const response = await post(
      jsonRequest(_type as LeadType, {
        ...VALID_LEADS[_type],
        firstName: 'A\u0000da',
        message: 'a\u0000b',
      }),
    );
    expect(response.status).toBe(201);
    expect(dispatched.length).toBe(before + 2);
  });

  it.each(TEXT_FORMS)(
    '%s (urlencoded): broken UTF-8 and %%00 are stored and queued',
    async (_type, post) => {
      const before = dispatched.length;
      const fields = new URLSearchParams(
        Object.entries(VALID_LEADS[_type]).map(([name, value]) => [name, String(value)]),
      ).toString();
      // %ED%A0%80 is a surrogate encoded as UTF-8: decoding makes it U+FFFD, never a lone surrogate.
      const body = `${fields.replace(/firstName=[^&]*/, 'firstName=Ada%ED%A0%80%00')}`;
      const response = await post(urlencodedRequest(_type as LeadType, body));
      expect(response.status).toBe(201);
      expect(dispatched.length).toBe(before + 2);
    },
  );

  it('application (multipart): a surrogate in a field or the file name is stored and queued', async () => {
    const before = dispatched.length;
    const response = await postApplication(
      applicationRequest(
        { ...APPLICATION_FIELDS, firstName: 'Kath\ud800erine', message: 'a\u0000b\udc00' },
        { name: 'cv\ud800.pdf', bytes: fixture('resume.pdf'), type: 'application/pdf' },
      ),
    );
    expect(response.status).toBe(201);
    expect(dispatched.length).toBe(before + 2);
  });

  it('stores a delivery payload even when a lead brings a lone surrogate past validation', async () => {
    const [lead] = await database.db
      .select({ id: contactRequests.id })
      .from(contactRequests)
      .limit(1);
    const ids = await database.db.transaction((tx) =>
      enqueueLeadDeliveries(
        tx,
        {
          type: 'contact',
          id: lead!.id,
          submittedAt: new Date(),
          email: 'ada@example.com',
          userData: { firstName: 'Ada\ud800', lastName: 'Love\u0000lace' },
        },
        {
          brand: {
            name: 'Sonara AI',
            url: TEST_SITE_URL,
            supportHours: '9-5',
            email: { noReply: 'n@x.io', careers: 'c@x.io', salesReplyTo: 's@x.io' },
          },
        },
      ),
    );
    expect(ids).toHaveLength(2);
    const [row] = await database.db.select().from(deliveries).where(eq(deliveries.id, ids[0]!));
    expect((row?.payload as { fields: Record<string, string> }).fields).toMatchObject({
      firstName: 'Ada\ufffd',
      lastName: 'Lovelace',
    });
  });
});
