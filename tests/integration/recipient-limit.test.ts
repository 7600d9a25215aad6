import { eq } from 'drizzle-orm';
import { postContact } from '@/tests/helpers/form-routes';
import { contactRequests, deliveries, rateLimits } from '@/lib/db/schema';
import { setLeadsContextForTests } from '@/lib/leads/context';
import { pruneRateLimits } from '@/lib/leads/rate-limit';
import { saveWebhookSettings } from '@/lib/settings/webhook-settings';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from '@/tests/helpers/db';
import {
  VALID_LEADS,
  jsonRequest,
  responseJson,
  setupLeadsContext,
} from '@/tests/helpers/lead-requests';

const HOOKS = {
  contactFormWebhook: 'http://127.0.0.1:9/contact',
  emailWebhook: 'http://127.0.0.1:9/email',
};
const VICTIM = 'victim@example.com';
const HOUR = 3_600_000;

describe.each(DATABASE_KINDS)('confirmation emails per recipient on %s', (kind) => {
  let database: TestDatabase;
  let now: Date;
  let warn: jest.SpyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const saved = await saveWebhookSettings(database.db, HOOKS, null, { allowPrivate: true });
    expect(saved.ok).toBe(true);
  });
  afterAll(async () => {
    setLeadsContextForTests({});
    await database?.destroy();
  });
  beforeEach(() => {
    now = new Date('2026-03-02T10:00:00Z');
    setupLeadsContext(database.db, {
      smtpUrl: 'smtp://127.0.0.1:9',
      notifyEmail: 'leads@sonara.test',
      confirmationsPerRecipient: 3,
      trustProxy: true,
      now: () => now,
    });
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  /** Submits a contact lead for `email` from its own client; returns the kinds of its deliveries. */
  async function submit(email: string, client: number): Promise<{ id: string; kinds: string[] }> {
    const response = await postContact(
      jsonRequest(
        'contact',
        { ...VALID_LEADS.contact, email },
        { 'x-forwarded-for': `192.0.2.${client}` },
      ),
    );
    expect(response.status).toBe(201);
    const id = String((await responseJson(response)).id);
    const rows = await database.db.select().from(deliveries).where(eq(deliveries.leadId, id));
    return { id, kinds: rows.map((row) => row.kind).sort() };
  }

  const ALL = ['email-webhook', 'form-webhook', 'smtp-confirmation', 'smtp-notification'];
  const WITHOUT_CONFIRMATION = ['form-webhook', 'smtp-notification'];

  it('mails one address at most 3 times a day, whoever submits; the leads are still stored and delivered', async () => {
    for (let client = 1; client <= 3; client += 1) {
      expect((await submit(VICTIM, client)).kinds).toEqual(ALL);
    }
    // The same address in other letter case and with spaces is the same inbox.
    const fourth = await submit(' Victim@Example.COM ', 4);
    expect(fourth.kinds).toEqual(WITHOUT_CONFIRMATION);
    const stored = await database.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, fourth.id));
    expect(stored).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`lead ${fourth.id} not sent`));
    expect(warn.mock.calls.join(' ')).not.toMatch(/victim@example\.com/i);

    // Another address is not affected.
    expect((await submit('someone-else@example.com', 5)).kinds).toEqual(ALL);

    // The count is kept under a salted hash, never the address.
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map(
      (row) => row.key,
    );
    expect(keys.filter((key) => key.startsWith('recipient:'))).toHaveLength(2);
    expect(keys.join(' ')).not.toMatch(/victim|example/i);
  });

  it('keeps the count through the form limit’s pruning, and allows mail again after 24 hours', async () => {
    now = new Date(now.getTime() + HOUR);
    // The sweep prunes with the forms' 10-minute window: the daily counts must survive it.
    await pruneRateLimits(database.db, 600, now);
    expect((await submit(VICTIM, 6)).kinds).toEqual(WITHOUT_CONFIRMATION);

    now = new Date(now.getTime() + 24 * HOUR);
    expect(await pruneRateLimits(database.db, 600, now)).toBeGreaterThanOrEqual(1);
    expect((await submit(VICTIM, 7)).kinds).toEqual(ALL);
  });
});
