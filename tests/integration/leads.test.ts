import {
  postApplication,
  postContact,
  postCustom,
  postPartnership,
} from '@/tests/helpers/form-routes';
import { eq } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';
import {
  applicationResumes,
  contactRequests,
  customSolutionRequests,
  deliveries,
  jobApplications,
  partnerInquiries,
  rateLimits,
} from '@/lib/db/schema';
import { installPeerAddressHook, peerAddressHeader } from '@/lib/http/client-address';
import { setLeadsContextForTests } from '@/lib/leads/context';
import { HONEYPOT_FIELD } from '@/lib/leads/metadata';
import { pruneRateLimits } from '@/lib/leads/rate-limit';
import { saveWebhookSettings } from '@/lib/settings/webhook-settings';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from '@/tests/helpers/db';
import {
  APPLICATION_FIELDS,
  UTM,
  FIRST_TOUCH,
  WEBHOOK_ATTRIBUTION,
  VALID_LEADS,
  applicationRequest,
  fixture,
  jsonRequest,
  responseJson,
  setupLeadsContext,
} from '@/tests/helpers/lead-requests';

const HOOKS = {
  contactFormWebhook: 'http://127.0.0.1:9/contact',
  partnerFormWebhook: 'http://127.0.0.1:9/partner',
  jobApplicationWebhook: 'http://127.0.0.1:9/jobs',
  customSolutionWebhook: 'http://127.0.0.1:9/custom',
  emailWebhook: 'http://127.0.0.1:9/email',
};

describe.each(DATABASE_KINDS)('lead forms on %s', (kind) => {
  let database: TestDatabase;
  let dispatched: string[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    setLeadsContextForTests({});
    await database?.destroy();
  });
  beforeEach(() => {
    ({ dispatched } = setupLeadsContext(database.db, {
      smtpUrl: 'smtp://127.0.0.1:9',
      notifyEmail: 'leads@sonara.test',
    }));
  });

  describe('with every destination configured', () => {
    beforeAll(async () => {
      const saved = await saveWebhookSettings(database.db, HOOKS, null, { allowPrivate: true });
      expect(saved.ok).toBe(true);
    });
    afterAll(async () => {
      const cleared = Object.fromEntries(Object.keys(HOOKS).map((key) => [key, '']));
      await saveWebhookSettings(database.db, cleared, null);
    });

    async function expectDeliveries(leadId: string, formHook: string) {
      const rows = await database.db.select().from(deliveries).where(eq(deliveries.leadId, leadId));
      expect(rows.map((row) => `${row.kind} ${row.destination}`).sort()).toEqual(
        [
          `email-webhook ${HOOKS.emailWebhook}`,
          `form-webhook ${formHook}`,
          'smtp-confirmation ' + rows.find((row) => row.kind === 'smtp-confirmation')?.destination,
          'smtp-notification leads@sonara.test',
        ].sort(),
      );
      expect(rows.every((row) => row.status === 'pending' && row.attempts === 0)).toBe(true);
      expect(new Set(rows.map((row) => row.webhookId)).size).toBe(4);
      expect(dispatched.sort()).toEqual(rows.map((row) => row.id).sort());
      return rows;
    }

    it('stores one lead and one row per destination for a double submit, concurrent or retried at the limit', async () => {
      await database.db.delete(rateLimits);
      const key = 'feedface-1111-4222-8333-444455556666';
      const send = () =>
        postContact(jsonRequest('contact', VALID_LEADS.contact, { 'idempotency-key': key }));
      const [first, second] = await Promise.all([send(), send()]);
      expect([first.status, second.status]).toEqual([201, 201]);
      // The answer is the same both times: the lead's id and its booking link's token.
      const answer = await responseJson(first);
      const { id } = answer;
      expect(answer).toEqual({ id, booking: { token: expect.any(String) } });
      expect(await responseJson(second)).toEqual(answer);

      // The client has used up its submissions (one allowed; the pair counted one or two): a
      // retry, whose key may come as a field, still gets its first answer.
      const limit = { max: 1, windowSeconds: 60 };
      setupLeadsContext(database.db, {
        rateLimit: limit,
        smtpUrl: 'smtp://127.0.0.1:9',
        notifyEmail: 'leads@sonara.test',
        dispatch: (_db, ids) => dispatched.push(...ids),
      });
      const fieldOnly = jsonRequest('contact', { ...VALID_LEADS.contact, idempotencyKey: key });
      fieldOnly.headers.delete('idempotency-key');
      const retried = await postContact(fieldOnly);
      expect(retried.status).toBe(201);
      expect(retried.headers.get('idempotent-replayed')).toBe('true');
      expect(await responseJson(retried)).toEqual(answer);
      expect((await postContact(jsonRequest('contact', VALID_LEADS.contact))).status).toBe(429);

      const leads = await database.db
        .select()
        .from(contactRequests)
        .where(eq(contactRequests.idempotencyKey, key));
      expect(leads).toHaveLength(1);
      await expectDeliveries(String(id), HOOKS.contactFormWebhook);
      await database.db.delete(rateLimits);
    });

    it('stores a contact request with every column and its four deliveries', async () => {
      const response = await postContact(
        jsonRequest(
          'contact',
          { ...VALID_LEADS.contact, ...UTM, ...FIRST_TOUCH },
          { 'user-agent': 'jest' },
        ),
      );
      expect(response.status).toBe(201);
      const { id } = await responseJson(response);
      const [row] = await database.db
        .select()
        .from(contactRequests)
        .where(eq(contactRequests.id, String(id)));
      expect(row).toMatchObject({
        ...VALID_LEADS.contact,
        ...UTM,
        ...FIRST_TOUCH,
        userAgent: 'jest',
      });
      expect(row?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
      const rows = await expectDeliveries(String(id), HOOKS.contactFormWebhook);
      const form = rows.find((r) => r.kind === 'form-webhook');
      expect(form?.payload).toEqual({
        fields: {
          ...Object.fromEntries(
            Object.entries(VALID_LEADS.contact).map(([key, value]) => [key, String(value)]),
          ),
          ...WEBHOOK_ATTRIBUTION,
          leadId: id,
          submittedAt: row?.createdAt.toISOString(),
        },
      });
      const email = rows.find((r) => r.kind === 'email-webhook');
      expect(email?.payload).toMatchObject({
        to: 'ada@example.com',
        from: 'no-reply@sonara.ai',
        subject: 'Thank you for contacting us | Sonara AI',
        formType: 'contact',
        userData: VALID_LEADS.contact,
      });
    });

    it('stores a partnership inquiry (optional phone and message empty)', async () => {
      const response = await postPartnership(
        jsonRequest('partnership', { ...VALID_LEADS.partnership, phone: undefined }),
      );
      expect(response.status).toBe(201);
      const { id } = await responseJson(response);
      const [row] = await database.db
        .select()
        .from(partnerInquiries)
        .where(eq(partnerInquiries.id, String(id)));
      expect(row).toMatchObject(VALID_LEADS.partnership);
      const rows = await expectDeliveries(String(id), HOOKS.partnerFormWebhook);
      expect(rows.find((r) => r.kind === 'email-webhook')?.payload).toMatchObject({
        formType: 'partner',
        subject: 'Thank you for your partnership inquiry | Sonara AI',
      });
    });

    it('stores a custom solution request', async () => {
      const response = await postCustom(
        jsonRequest('custom-solution', VALID_LEADS['custom-solution']),
      );
      expect(response.status).toBe(201);
      const { id } = await responseJson(response);
      const [row] = await database.db
        .select()
        .from(customSolutionRequests)
        .where(eq(customSolutionRequests.id, String(id)));
      expect(row).toMatchObject(VALID_LEADS['custom-solution']);
      const rows = await expectDeliveries(String(id), HOOKS.customSolutionWebhook);
      expect(rows.find((r) => r.kind === 'email-webhook')?.payload).toMatchObject({
        formType: 'customSolution',
        subject: 'Thank you for your custom solution request | Sonara AI',
      });
    });

    it('stores an application with its resume and a signed resume link in the webhook', async () => {
      const pdf = fixture('resume.pdf');
      const response = await postApplication(
        applicationRequest(
          { ...APPLICATION_FIELDS, ...UTM },
          { name: 'cv.pdf', bytes: pdf, type: 'text/html' },
        ),
      );
      expect(response.status).toBe(201);
      const { id } = await responseJson(response);
      const [row] = await database.db
        .select()
        .from(jobApplications)
        .where(eq(jobApplications.id, String(id)));
      expect(row).toMatchObject({
        ...APPLICATION_FIELDS,
        ...UTM,
        jobTitle: 'Senior AI Solutions Specialist',
        resumeFile: 'cv.pdf',
      });
      const [resume] = await database.db
        .select()
        .from(applicationResumes)
        .where(eq(applicationResumes.applicationId, String(id)));
      // The claimed type (text/html) is ignored: the type comes from the checked content.
      expect(resume).toMatchObject({
        fileName: 'cv.pdf',
        mediaType: 'application/pdf',
        size: pdf.length,
      });
      expect(Buffer.compare(resume!.data, pdf)).toBe(0);
      const rows = await expectDeliveries(String(id), HOOKS.jobApplicationWebhook);
      const fields = rows.find((r) => r.kind === 'form-webhook')?.payload.fields as Record<
        string,
        string
      >;
      expect(fields).toMatchObject({ resumeFile: 'cv.pdf', resumeFileName: 'cv.pdf' });
      // The download link is signed when each try is sent (tests/integration/delivery.test.ts).
      expect(fields.resumeUrl).toBe('');
      expect(rows.find((r) => r.kind === 'email-webhook')?.payload).toMatchObject({
        from: 'careers@sonara.ai',
        formType: 'career',
        subject: 'Thank you for your job application | Sonara AI',
      });
    });
  });

  it('stores the lead and nothing else when no destination is configured', async () => {
    setupLeadsContext(database.db);
    const response = await postContact(jsonRequest('contact', VALID_LEADS.contact));
    expect(response.status).toBe(201);
    const { id } = await responseJson(response);
    expect(
      await database.db
        .select()
        .from(deliveries)
        .where(eq(deliveries.leadId, String(id))),
    ).toEqual([]);
    expect(dispatched).toEqual([]);
  });

  it('accepts urlencoded form data with a checkbox value of "on"', async () => {
    const body = new URLSearchParams({ ...VALID_LEADS['custom-solution'], agreeToTerms: 'on' });
    const response = await postCustom(
      new Request('http://localhost:3000/api/forms/custom-solution', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      }),
    );
    expect(response.status).toBe(201);
  });

  it('answers a repeated idempotency key with the first lead and stores nothing new', async () => {
    setupLeadsContext(database.db);
    const key = 'c0ffee00-1111-4222-8333-444455556666';
    const first = await postContact(
      jsonRequest('contact', VALID_LEADS.contact, { 'idempotency-key': key }),
    );
    const again = await postContact(
      jsonRequest(
        'contact',
        { ...VALID_LEADS.contact, firstName: 'Changed' },
        { 'idempotency-key': key },
      ),
    );
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await responseJson(again)).toEqual(await responseJson(first));
    const rows = await database.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.idempotencyKey, key));
    expect(rows.map((row) => row.firstName)).toEqual(['Ada']);
  });

  it('answers a bot that fills the honeypot like a person, keeping its lead as spam unsent', async () => {
    const response = await postPartnership(
      jsonRequest('partnership', { ...VALID_LEADS.partnership, [HONEYPOT_FIELD]: '555-0199' }),
    );
    expect(response.status).toBe(201);
    const body = await responseJson(response);
    expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const rows = await database.db
      .select({ status: partnerInquiries.status, reason: partnerInquiries.spamReason })
      .from(partnerInquiries)
      .where(eq(partnerInquiries.id, String(body.id)));
    expect(rows).toEqual([{ status: 'spam', reason: 'honeypot' }]);
    expect(dispatched).toEqual([]);
  });

  it('refuses a cross-site POST with 403', async () => {
    const byOrigin = await postContact(
      jsonRequest('contact', VALID_LEADS.contact, {
        origin: 'https://evil.example',
        'sec-fetch-site': '',
      }),
    );
    const byFetchSite = await postContact(
      jsonRequest('contact', VALID_LEADS.contact, { 'sec-fetch-site': 'cross-site' }),
    );
    expect(byOrigin.status).toBe(403);
    expect(byFetchSite.status).toBe(403);
  });

  it('refuses a body over the limit with 413, by Content-Length and while reading', async () => {
    const declared = await postContact(
      jsonRequest('contact', VALID_LEADS.contact, { 'content-length': String(10 * 1024 * 1024) }),
    );
    expect(declared.status).toBe(413);
    const huge = 'x'.repeat(70 * 1024);
    const streamed = new Request('http://localhost:3000/api/forms/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(
            new TextEncoder().encode(JSON.stringify({ ...VALID_LEADS.contact, message: huge })),
          );
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect((await postContact(streamed)).status).toBe(413);
    const bigApplication = await postApplication(
      applicationRequest(APPLICATION_FIELDS, {
        name: 'cv.pdf',
        bytes: Buffer.alloc(11 * 1024 * 1024, 0x25),
      }),
    );
    expect(bigApplication.status).toBe(413);
  });

  it('limits a burst from one client with 429 and Retry-After, per client', async () => {
    setupLeadsContext(database.db, { rateLimit: { max: 2, windowSeconds: 60 }, trustProxy: true });
    const from = (ip: string) =>
      jsonRequest('contact', VALID_LEADS.contact, { 'x-forwarded-for': `203.0.113.9, ${ip}` });
    expect((await postContact(from('198.51.100.1'))).status).toBe(201);
    expect((await postContact(from('198.51.100.1'))).status).toBe(201);
    const limited = await postContact(from('198.51.100.1'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await postContact(from('198.51.100.2'))).status).toBe(201);
    // Buckets are salted hashes: no address is stored.
    const keys = await database.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(keys.some((row) => row.key.includes('198.51'))).toBe(false);
  });

  it('ignores X-Forwarded-For when the proxy is not trusted and uses the socket address', async () => {
    await database.db.delete(rateLimits);
    setupLeadsContext(database.db, { rateLimit: { max: 1, windowSeconds: 60 }, trustProxy: false });
    const send = (peer: string, spoofed: string) =>
      postCustom(
        jsonRequest('custom-solution', VALID_LEADS['custom-solution'], {
          [peerAddressHeader()]: peer,
          'x-forwarded-for': spoofed,
        }),
      );
    // A client naming its own peer address is not believed: one shared bucket for both.
    const forged = (peer: string) =>
      postCustom(
        jsonRequest('custom-solution', VALID_LEADS['custom-solution'], { 'x-peer-address': peer }),
      );
    expect((await forged('192.0.2.60')).status).toBe(201);
    expect((await forged('192.0.2.61')).status).toBe(429);
    await database.db.delete(rateLimits);
    installPeerAddressHook();
    expect((await send('192.0.2.50', '192.0.2.1')).status).toBe(201);
    expect((await send('192.0.2.50', '192.0.2.2')).status).toBe(429);
    expect((await send('192.0.2.51', '192.0.2.2')).status).toBe(201);
  });

  it('keeps the rate-limit table bounded by pruning ended windows', async () => {
    const now = new Date();
    await database.db.insert(rateLimits).values([
      { key: 'form:test:old', windowStart: new Date(now.getTime() - 3_600_000), count: 3 },
      { key: 'form:test:new', windowStart: now, count: 1 },
    ]);
    expect(await pruneRateLimits(database.db, 600, now)).toBeGreaterThanOrEqual(1);
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map(
      (r) => r.key,
    );
    expect(keys).toContain('form:test:new');
    expect(keys).not.toContain('form:test:old');
  });

  it('answers malformed bodies with 400 or 415, never 500', async () => {
    expect((await postContact(jsonRequest('contact', '{"firstName":'))).status).toBe(400);
    expect((await postContact(jsonRequest('contact', '[1,2]'))).status).toBe(400);
    const text = jsonRequest('contact', 'hello', { 'content-type': 'text/plain' });
    expect((await postContact(text)).status).toBe(415);
  });

  it('answers 503 and stores nothing when the database is unreachable', async () => {
    const unreachable = openDatabase({
      databaseUrl: 'postgresql://nobody:nothing@127.0.0.1:9/none',
    });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      setupLeadsContext(unreachable.db);
      const response = await postContact(jsonRequest('contact', VALID_LEADS.contact));
      expect(response.status).toBe(503);
      expect(await responseJson(response)).toEqual({
        error: {
          code: 'unavailable',
          message: 'There was a problem submitting your request. Please try again.',
        },
      });
      const application = await postApplication(
        applicationRequest(APPLICATION_FIELDS, { name: 'cv.pdf', bytes: fixture('resume.pdf') }),
      );
      expect(application.status).toBe(503);
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      await unreachable.close();
    }
  });
});
