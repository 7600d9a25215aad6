import { randomUUID } from 'node:crypto';
import { postContact } from '@/tests/helpers/form-routes';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { GET as getResume } from '@/app/api/resumes/[id]/route';
import { deliveries, jobApplications } from '@/lib/db/schema';
import { deliverNow, runDueDeliveries } from '@/lib/delivery/dispatcher';
import type { Resolver } from '@/lib/http/ssrf-guard';
import { setLeadsContextForTests } from '@/lib/leads/context';
import { saveWebhookSettings } from '@/lib/settings/webhook-settings';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import { VALID_LEADS, jsonRequest, setupLeadsContext } from '@/tests/helpers/lead-requests';
import { startWebhookReceiver, type WebhookReceiver } from '@/tests/helpers/webhook-receiver';
import {
  adminCookie,
  callAdmin,
  releaseTestDatabase,
  useTestDatabase,
} from '@/tests/integration/admin-harness';
import { insertApplication } from '@/tests/integration/admin-fixtures';

/**
 * How each kind of delivery failure is treated: a receiver that never answers in time, an SMTP
 * server refusing for good (5xx) or for now (4xx), a URL that was allowed when saved but is refused
 * when sent, and a resume that is not there.
 */

const HOUR = 60 * 60 * 1000;

/** An SMTP server that refuses every recipient with the given reply code. */
async function refusingSmtp(code: number): Promise<{ url: string; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      const error = new Error(code >= 500 ? 'No such mailbox' : 'Try again later');
      callback(Object.assign(error, { responseCode: code }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(DATABASE_KINDS)('delivery failures on %s', (kind) => {
  let database: TestDatabase;
  let clock: number;
  let dispatched: string[];
  let receiver: WebhookReceiver | undefined;
  const now = () => new Date(clock);
  const options = () => ({ now, allowPrivate: true, random: () => 0.5 });

  beforeAll(async () => {
    database = await useTestDatabase(kind);
  });
  afterAll(async () => {
    setLeadsContextForTests({});
    await releaseTestDatabase(database);
  });
  beforeEach(async () => {
    await database.db.delete(deliveries);
    clock = Date.now();
  });
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
  });

  const rowOf = async (id: string) =>
    (await database.db.select().from(deliveries).where(eq(deliveries.id, id)))[0]!;

  async function submitTo(url: string, smtpUrl?: string): Promise<string[]> {
    ({ dispatched } = setupLeadsContext(database.db, { now, smtpUrl }));
    const saved = await saveWebhookSettings(
      database.db,
      { contactFormWebhook: url, emailWebhook: '' },
      null,
      { allowPrivate: true, resolve: async () => [{ address: '93.184.216.34', family: 4 }] },
    );
    expect(saved.ok).toBe(true);
    const response = await postContact(jsonRequest('contact', VALID_LEADS.contact));
    expect(response.status).toBe(201);
    return dispatched;
  }

  it('counts a receiver that does not answer in time as a failure and tries again later', async () => {
    receiver = await startWebhookReceiver([{ status: 200, hang: true }, { status: 204 }]);
    const [id] = await submitTo(receiver.url);
    const started = Date.now();
    await deliverNow(database.db, [id!], { ...options(), timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(5000);
    const failed = await rowOf(id!);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastStatusCode: null,
      lastError: 'No answer within 300 ms',
      lockedUntil: null,
    });
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(clock);
    clock = failed.nextAttemptAt.getTime();
    await runDueDeliveries(database.db, { ...options(), timeoutMs: 300 });
    expect(await rowOf(id!)).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(receiver.requests).toHaveLength(2);
  });

  it('does not send to a URL saved while allowed once private addresses are refused', async () => {
    receiver = await startWebhookReceiver([{ status: 204 }]);
    const [id] = await submitTo(receiver.url);
    await deliverNow(database.db, [id!], { ...options(), allowPrivate: false });
    const row = await rowOf(id!);
    expect(row).toMatchObject({ status: 'dead', attempts: 1, lastStatusCode: null });
    expect(row.lastError).toMatch(/https/i);
    expect(receiver.requests).toHaveLength(0);
  });

  it('does not send to a host name that now resolves to a private address', async () => {
    const [id] = await submitTo('https://hooks.example.com/lead');
    const resolve: Resolver = async () => [{ address: '10.1.2.3', family: 4 }];
    await deliverNow(database.db, [id!], { ...options(), allowPrivate: false, resolve });
    const row = await rowOf(id!);
    expect(row).toMatchObject({ status: 'dead', attempts: 1, lastStatusCode: null });
    expect(row.lastError).toMatch(/private|internal|not allowed|refused/i);
  });

  it.each([
    [550, 'dead', false],
    [451, 'failed', true],
  ] as const)('treats an SMTP %d as %s', async (code, status, retried) => {
    const smtp = await refusingSmtp(code);
    try {
      ({ dispatched } = setupLeadsContext(database.db, { now, smtpUrl: smtp.url }));
      await saveWebhookSettings(database.db, { contactFormWebhook: '', emailWebhook: '' }, null);
      const response = await postContact(jsonRequest('contact', VALID_LEADS.contact));
      expect(response.status).toBe(201);
      expect(dispatched).toHaveLength(1);
      await deliverNow(database.db, dispatched, { ...options(), smtpUrl: smtp.url });
      const row = await rowOf(dispatched[0]!);
      expect(row).toMatchObject({ kind: 'smtp-confirmation', status, attempts: 1 });
      expect(row.lastError).toContain(String(code));
      // A permanent refusal is never tried again; a temporary one is, on the schedule.
      clock += 48 * HOUR;
      const tried = await runDueDeliveries(database.db, { ...options(), smtpUrl: smtp.url });
      expect(tried).toBe(retried ? 1 : 0);
    } finally {
      await smtp.close();
    }
  });
});

describe.each(DATABASE_KINDS)('a missing resume on %s', (kind) => {
  let database: TestDatabase;
  let cookie: string;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    cookie = await adminCookie(database);
  });
  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  it('answers 404 or 410, not 500, in the admin and behind a webhook link', async () => {
    const [withoutFile] = await database.db
      .insert(jobApplications)
      .values({
        idempotencyKey: randomUUID(),
        firstName: 'No',
        lastName: 'File',
        email: 'nofile@example.com',
        resumeFile: 'gone.pdf',
        jobId: 'job-default-1',
      })
      .returning();
    const stored = await insertApplication(database);
    for (const id of [withoutFile!.id, randomUUID(), 'not-a-uuid', stored.id]) {
      const response = await callAdmin('leads/[type]/[id]/resume', {
        cookie,
        params: { type: 'application', id },
      });
      // An application kept without its file (resume retention drops files) answers 410 Gone.
      const status = id === stored.id ? 200 : id === withoutFile!.id ? 410 : 404;
      expect({ id, status: response.status }).toEqual({ id, status });
    }
    setupLeadsContext(database.db);
    const link = await getResume(
      new Request(`http://localhost:3000/api/resumes/${randomUUID()}?expires=1&signature=x`),
      { params: Promise.resolve({ id: randomUUID() }) },
    );
    expect(link.status).toBe(404);
    setLeadsContextForTests({});
  });
});
