import { auditLog } from '@/lib/db/schema';
import { startWebhookReceiver, type WebhookReceiver } from '@/tests/helpers/webhook-receiver';
import type { TestDatabase } from '@/tests/helpers/db';
import {
  adminCookie,
  callAdmin,
  releaseTestDatabase,
  useTestDatabase,
} from '@/tests/integration/admin-harness';

describe('webhook tests against a local receiver', () => {
  let database: TestDatabase;
  let cookie: string;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    // Loopback receivers are allowed here, as in local development and the e2e server.
    process.env.ALLOW_PRIVATE_WEBHOOKS = 'true';
    database = await useTestDatabase('pglite');
    cookie = await adminCookie(database);
    receiver = await startWebhookReceiver([{ status: 202 }]);
  });

  afterAll(async () => {
    await receiver.close();
    await releaseTestDatabase(database);
  });

  it('saves all four URLs, sends the labels signed, and reports the receiver status', async () => {
    const saved = await callAdmin('webhooks', {
      method: 'PUT',
      body: {
        contactFormWebhook: receiver.url,
        partnerFormWebhook: receiver.url,
        jobApplicationWebhook: '',
        customSolutionWebhook: receiver.url,
      },
      cookie,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      contactFormWebhook: receiver.url,
      jobApplicationWebhook: '',
    });

    const test = await callAdmin('webhooks/test', {
      method: 'POST',
      body: { form: 'contact', url: receiver.url },
      cookie,
    });
    expect(await test.json()).toEqual({ ok: true, status: 202, error: null });
    const [request] = receiver.requests;
    const fields = Object.fromEntries(new URLSearchParams(request?.body ?? ''));
    expect(fields).toMatchObject({ firstName: 'First Name', email: 'Business Email' });
    expect(request?.headers['webhook-signature']).toMatch(/^v1,/);

    const email = await callAdmin('email/test', {
      method: 'POST',
      body: { formType: 'career', url: receiver.url },
      cookie,
    });
    expect(await email.json()).toMatchObject({ ok: true, status: 202 });
    const payload = JSON.parse(receiver.requests[1]?.body ?? '{}') as {
      formType: string;
      subject: string;
    };
    expect(payload.formType).toBe('career');
    expect(payload.subject).toMatch(/^Thank you for your job application/);
    const actions = (await database.db.select().from(auditLog)).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(['settings.webhooks.update', 'webhook.test', 'email.test']),
    );
  });
});
