import { postApplication, postContact } from '@/tests/helpers/form-routes';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { GET as getResume } from '@/app/api/resumes/[id]/route';
import { deliveries } from '@/lib/db/schema';
import { listDeliveries, retryDelivery } from '@/lib/delivery/delivery-log';
import { deliverNow, runDueDeliveries } from '@/lib/delivery/dispatcher';
import type { Resolver } from '@/lib/http/ssrf-guard';
import { startDeliverySweep } from '@/lib/delivery/sweep';
import { sendLabelTestWebhook, sendTestEmailWebhook } from '@/lib/delivery/webhook-tests';
import { setLeadsContextForTests } from '@/lib/leads/context';
import { FORM_FIELDS } from '@/lib/forms';
import { getEndpointSecret } from '@/lib/settings/stored-secrets';
import { saveWebhookSettings } from '@/lib/settings/webhook-settings';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from '@/tests/helpers/db';
import {
  APPLICATION_FIELDS,
  NO_ATTRIBUTION,
  VALID_LEADS,
  applicationRequest,
  fixture,
  jsonRequest,
  responseJson,
  setupLeadsContext,
} from '@/tests/helpers/lead-requests';
import {
  startWebhookReceiver,
  type ScriptedAnswer,
  type WebhookReceiver,
} from '@/tests/helpers/webhook-receiver';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe.each(DATABASE_KINDS)('webhook delivery on %s', (kind) => {
  let database: TestDatabase;
  let receiver: WebhookReceiver;
  let clock: number;
  let dispatched: string[];
  const now = () => new Date(clock);
  const options = () => ({ now, allowPrivate: true, random: () => 0.5 });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    setLeadsContextForTests({});
    await database?.destroy();
  });
  afterEach(async () => {
    await receiver?.close();
  });

  /** A receiver with a script, configured as the contact webhook; one contact lead submitted. */
  async function submitContactTo(answers: ScriptedAnswer[]) {
    // Each test owns the outbox: earlier tests' unfinished rows would become due as the clock jumps.
    await database.db.delete(deliveries);
    receiver = await startWebhookReceiver(answers);
    clock = Date.now();
    ({ dispatched } = setupLeadsContext(database.db, { now }));
    const saved = await saveWebhookSettings(
      database.db,
      { contactFormWebhook: receiver.url, emailWebhook: '' },
      null,
      { allowPrivate: true },
    );
    expect(saved.ok).toBe(true);
    const response = await postContact(jsonRequest('contact', VALID_LEADS.contact));
    expect(response.status).toBe(201);
    expect(dispatched).toHaveLength(1);
    return { leadId: String((await responseJson(response)).id), deliveryId: dispatched[0]! };
  }

  const row = async (id: string) =>
    (await database.db.select().from(deliveries).where(eq(deliveries.id, id)))[0]!;

  it('form-encodes every field and signs the request (Standard Webhooks)', async () => {
    const { leadId, deliveryId } = await submitContactTo([{ status: 204 }]);
    await deliverNow(database.db, [deliveryId], options());
    const [request] = receiver.requests;
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const fields = Object.fromEntries(new URLSearchParams(request!.body));
    // In the form's own order, as FORM_FIELDS lists the variables, then where the visit came from.
    const formKeys = FORM_FIELDS.contact.map((field) => field.name);
    expect(Object.keys(fields).slice(0, formKeys.length)).toEqual(formKeys);
    expect(fields).toEqual({
      ...VALID_LEADS.contact,
      agreeToTerms: 'true',
      ...NO_ATTRIBUTION,
      leadId,
      submittedAt: now().toISOString(),
    });
    const stored = await row(deliveryId);
    expect(request?.headers['webhook-id']).toBe(stored.webhookId);
    const secret = await getEndpointSecret(database.db, 'contactFormWebhook');
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const headers = request!.headers as Record<string, string>;
    expect(() =>
      new Webhook(secret).verify(request!.body, headers, { jsonParse: false }),
    ).not.toThrow();
    expect(() =>
      new Webhook(secret).verify(request!.body.replace('Ada', 'Eve'), headers),
    ).toThrow();
    const stale = { ...headers, 'webhook-timestamp': String(Math.floor(Date.now() / 1000) - 3600) };
    expect(() => new Webhook(secret).verify(request!.body, stale)).toThrow();
    expect(stored).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      lastStatusCode: 204,
      lockedUntil: null,
    });
    expect(stored.deliveredAt).toEqual(now());
  });

  it('retries a receiver answering 500, 500, 200 on the schedule until it gets the lead', async () => {
    const { deliveryId } = await submitContactTo([
      { status: 500 },
      { status: 500 },
      { status: 200 },
    ]);
    await deliverNow(database.db, [deliveryId], options());
    expect(await row(deliveryId)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastStatusCode: 500,
    });
    expect((await row(deliveryId)).nextAttemptAt).toEqual(new Date(clock + 5 * SECOND));
    expect(await runDueDeliveries(database.db, options())).toBe(0); // not due yet
    clock += 5 * SECOND;
    expect(await runDueDeliveries(database.db, options())).toBe(1);
    expect((await row(deliveryId)).nextAttemptAt).toEqual(new Date(clock + 5 * MINUTE));
    clock += 5 * MINUTE;
    await runDueDeliveries(database.db, options());
    expect(await row(deliveryId)).toMatchObject({
      status: 'succeeded',
      attempts: 3,
      lastStatusCode: 200,
    });
    expect(new Set(receiver.requests.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(receiver.requests).toHaveLength(3);
  });

  it('stops at 410 Gone: the delivery is dead and never tried again', async () => {
    const { deliveryId } = await submitContactTo([{ status: 410 }]);
    await deliverNow(database.db, [deliveryId], options());
    expect(await row(deliveryId)).toMatchObject({
      status: 'dead',
      attempts: 1,
      lastStatusCode: 410,
    });
    clock += 48 * HOUR;
    await runDueDeliveries(database.db, options());
    expect(receiver.requests).toHaveLength(1);
  });

  it('treats a 302 as a failure and does not follow it', async () => {
    const { deliveryId } = await submitContactTo([
      { status: 302, headers: { location: '/followed' } },
    ]);
    await deliverNow(database.db, [deliveryId], options());
    expect(await row(deliveryId)).toMatchObject({
      status: 'failed',
      lastStatusCode: 302,
      lastError: 'HTTP 302: redirects are not followed',
    });
    expect(receiver.requests.map((r) => r.path)).toEqual(['/hook']);
  });

  it('honours Retry-After when it asks for more than the schedule', async () => {
    const { deliveryId } = await submitContactTo([
      { status: 503, headers: { 'retry-after': '120' } },
    ]);
    await deliverNow(database.db, [deliveryId], options());
    expect((await row(deliveryId)).nextAttemptAt).toEqual(new Date(clock + 120 * SECOND));
  });

  it('retries a delivery whose host name did not resolve (DNS down) instead of ending it', async () => {
    const { deliveryId } = await submitContactTo([{ status: 200 }]);
    const { port, pathname } = new URL(receiver.url);
    await database.db
      .update(deliveries)
      .set({ destination: `http://hooks.receiver.test:${port}${pathname}` })
      .where(eq(deliveries.id, deliveryId));
    let dnsUp = false;
    const resolve: Resolver = async () => {
      if (!dnsUp) throw new Error('getaddrinfo EAI_AGAIN hooks.receiver.test');
      return [{ address: '127.0.0.1', family: 4 }];
    };
    await deliverNow(database.db, [deliveryId], { ...options(), resolve });
    expect(await row(deliveryId)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'The host name hooks.receiver.test could not be resolved',
      nextAttemptAt: new Date(clock + 5 * SECOND),
    });
    dnsUp = true;
    clock += 5 * SECOND;
    expect(await runDueDeliveries(database.db, { ...options(), resolve })).toBe(1);
    expect(await row(deliveryId)).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(receiver.requests).toHaveLength(1);
  });

  it('marks a delivery dead after the tenth try, and "Retry now" replays it', async () => {
    const answers: ScriptedAnswer[] = [
      ...Array.from({ length: 10 }, () => ({ status: 500 })),
      { status: 200 },
    ];
    const { deliveryId } = await submitContactTo(answers);
    await deliverNow(database.db, [deliveryId], options());
    for (const wait of [
      5 * SECOND,
      5 * MINUTE,
      30 * MINUTE,
      2 * HOUR,
      5 * HOUR,
      10 * HOUR,
      14 * HOUR,
      20 * HOUR,
      24 * HOUR,
    ]) {
      clock += wait;
      expect(await runDueDeliveries(database.db, options())).toBe(1);
    }
    expect(await row(deliveryId)).toMatchObject({ status: 'dead', attempts: 10 });
    clock += 48 * HOUR;
    expect(await runDueDeliveries(database.db, options())).toBe(0);
    const { rows } = await listDeliveries(database.db, { status: 'dead', leadType: 'contact' });
    expect(rows.map((r) => r.id)).toContain(deliveryId);
    expect(rows[0]).not.toHaveProperty('payload');
    const replayed = await retryDelivery(database.db, deliveryId, options());
    expect(replayed).toMatchObject({ status: 'succeeded', attempts: 11, lastStatusCode: 200 });
    expect(new Set(receiver.requests.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(await retryDelivery(database.db, deliveryId, options())).toBeUndefined();
  });

  it.each([
    ['the default claim (60 s)', undefined, 60],
    ['a DELIVERY_CLAIM_LOCK_MS of 20 s', 20 * SECOND, 20],
  ])(
    'redelivers with the same webhook-id after a dispatcher is stopped mid-send, once %s expires',
    async (_claim, lockMs, claimSeconds) => {
      const { deliveryId } = await submitContactTo([{ status: 200, hang: true }, { status: 200 }]);
      const sweep = { ...options(), intervalMs: HOUR, lockMs };
      const first = startDeliverySweep(database.db, sweep);
      await receiver.waitForRequests(1);
      await first.stop();
      expect(await row(deliveryId)).toMatchObject({ status: 'pending', attempts: 0 });
      // A restarted server finds the row locked by the dead worker until the claim expires.
      const restarted = startDeliverySweep(database.db, sweep);
      await restarted.runOnce();
      expect(receiver.requests).toHaveLength(1);
      clock += (claimSeconds - 1) * SECOND;
      await restarted.runOnce();
      expect(receiver.requests).toHaveLength(1);
      clock += 2 * SECOND;
      await restarted.runOnce();
      await restarted.stop();
      expect(receiver.requests).toHaveLength(2);
      expect(receiver.requests[1]?.headers['webhook-id']).toBe(
        receiver.requests[0]?.headers['webhook-id'],
      );
      expect(await row(deliveryId)).toMatchObject({ status: 'succeeded', attempts: 1 });
    },
  );

  it('sends the confirmation email JSON to the email webhook, signed with its own secret', async () => {
    receiver = await startWebhookReceiver([{ status: 200 }]);
    clock = Date.now();
    ({ dispatched } = setupLeadsContext(database.db, { now }));
    await saveWebhookSettings(
      database.db,
      { contactFormWebhook: '', emailWebhook: receiver.url },
      null,
      {
        allowPrivate: true,
      },
    );
    await postContact(jsonRequest('contact', VALID_LEADS.contact));
    await deliverNow(database.db, dispatched, options());
    const [request] = receiver.requests;
    expect(request?.headers['content-type']).toBe('application/json');
    const secret = await getEndpointSecret(database.db, 'emailWebhook');
    expect(
      new Webhook(secret).verify(request!.body, request!.headers as Record<string, string>),
    ).toEqual({
      to: 'ada@example.com',
      from: 'no-reply@sonara.ai',
      subject: 'Thank you for contacting us | Sonara AI',
      userData: VALID_LEADS.contact,
      formType: 'contact',
    });
  });

  it("gives an application's webhook a working 7-day resume link", async () => {
    receiver = await startWebhookReceiver([{ status: 200 }]);
    clock = Date.now();
    ({ dispatched } = setupLeadsContext(database.db, { now }));
    await saveWebhookSettings(
      database.db,
      { jobApplicationWebhook: receiver.url, emailWebhook: '' },
      null,
      {
        allowPrivate: true,
      },
    );
    const docx = fixture('resume.docx');
    const response = await postApplication(
      applicationRequest(APPLICATION_FIELDS, { name: 'Katherine Résumé.docx', bytes: docx }),
    );
    expect(response.status).toBe(201);
    await deliverNow(database.db, dispatched, options());
    const fields = Object.fromEntries(new URLSearchParams(receiver.requests[0]!.body));
    expect(fields).toMatchObject({
      ...APPLICATION_FIELDS,
      jobTitle: 'Senior AI Solutions Specialist',
      resumeFile: 'Katherine Résumé.docx',
      resumeFileName: 'Katherine Résumé.docx',
    });
    const link = new URL(fields.resumeUrl!);
    // Signed when this try was sent, for 7 days from then.
    expect(Number(link.searchParams.get('expires'))).toBe(
      Math.floor((clock + 7 * 24 * HOUR) / 1000),
    );
    const id = link.pathname.split('/').at(-1)!;
    const download = await getResume(new Request(link), { params: Promise.resolve({ id }) });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Katherine R_sum_.docx"; filename*=UTF-8''Katherine%20R%C3%A9sum%C3%A9.docx`,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-security-policy')).toBe('sandbox');
    expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), docx)).toBe(0);

    const tampered = new URL(link);
    tampered.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 1));
    expect(
      (await getResume(new Request(tampered), { params: Promise.resolve({ id }) })).status,
    ).toBe(404);
    clock += 7 * 24 * HOUR + MINUTE;
    expect((await getResume(new Request(link), { params: Promise.resolve({ id }) })).status).toBe(
      404,
    );
  });

  it('never sends one delivery twice when two dispatchers run at once (SKIP LOCKED)', async () => {
    await submitContactTo([{ status: 200 }]);
    for (let i = 0; i < 7; i += 1) {
      expect((await postContact(jsonRequest('contact', VALID_LEADS.contact))).status).toBe(201);
    }
    expect(dispatched).toHaveLength(8);
    await Promise.all([
      runDueDeliveries(database.db, { ...options(), batchSize: 3 }),
      runDueDeliveries(database.db, { ...options(), batchSize: 3 }),
    ]);
    const ids = receiver.requests.map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(8);
    expect(new Set(ids).size).toBe(8);
  });

  it('sends the admin tests: label names to a form webhook and a sample email, with real statuses', async () => {
    receiver = await startWebhookReceiver([{ status: 202 }, { status: 418 }]);
    const labels = await sendLabelTestWebhook(database.db, {
      leadType: 'partnership',
      url: receiver.url,
      allowPrivate: true,
    });
    expect(labels).toMatchObject({ ok: true, status: 202 });
    expect(Object.fromEntries(new URLSearchParams(receiver.requests[0]!.body))).toMatchObject({
      firstName: 'First Name',
      website: 'Website',
      partnerType: 'Partnership Type',
    });
    const secret = await getEndpointSecret(database.db, 'partnerFormWebhook');
    expect(() =>
      new Webhook(secret).verify(
        receiver.requests[0]!.body,
        receiver.requests[0]!.headers as Record<string, string>,
        {
          jsonParse: false,
        },
      ),
    ).not.toThrow();
    const email = await sendTestEmailWebhook(database.db, {
      formType: 'career',
      url: receiver.url,
      allowPrivate: true,
    });
    expect(email).toMatchObject({ ok: false, status: 418 });
    expect(JSON.parse(receiver.requests[1]!.body)).toMatchObject({
      to: 'test@example.com',
      from: 'careers@sonara.ai',
      subject: 'Thank you for your job application | Sonara AI',
      formType: 'career',
      userData: { firstName: 'John', lastName: 'Doe' },
    });
    const refused = await sendTestEmailWebhook(database.db, {
      formType: 'contact',
      url: receiver.url,
      allowPrivate: false,
    });
    expect(refused).toMatchObject({ ok: false, refused: true });
  });
});
