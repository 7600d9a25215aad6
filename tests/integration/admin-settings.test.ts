import { auditLog, settings } from '@/lib/db/schema';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import {
  adminCookie,
  callAdmin,
  releaseTestDatabase,
  useTestDatabase,
} from '@/tests/integration/admin-harness';

// Private addresses stay forbidden here (ALLOW_PRIVATE_WEBHOOKS is not set for this file).
const REFUSED = [
  'http://127.0.0.1/hook',
  'https://127.0.0.1/hook',
  'https://2130706433/hook',
  'https://[::ffff:127.0.0.1]/hook',
  'https://169.254.169.254/latest/meta-data',
  'https://10.0.0.5/hook',
  'https://[::1]/hook',
  'https://user:secret@hooks.example.com/hook',
  'not a url',
];

describe.each(DATABASE_KINDS)('webhook and email settings on %s', (kind) => {
  let database: TestDatabase;
  let cookie: string;

  beforeAll(async () => {
    delete process.env.ALLOW_PRIVATE_WEBHOOKS;
    database = await useTestDatabase(kind);
    cookie = await adminCookie(database);
  });

  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  it.each(REFUSED)('refuses to save %s and says why', async (url) => {
    const response = await callAdmin('webhooks', {
      method: 'PUT',
      body: { contactFormWebhook: url, partnerFormWebhook: '' },
      cookie,
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.contactFormWebhook).toMatch(/\w+/);
    expect(await database.db.select().from(settings)).not.toContainEqual(
      expect.objectContaining({ key: 'contactFormWebhook' }),
    );
  });

  it('refuses an email webhook on a private address too', async () => {
    const response = await callAdmin('email', {
      method: 'PUT',
      body: { emailWebhook: 'https://169.254.169.254/' },
      cookie,
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.emailWebhook).toMatch(/link-local|private|address/i);
  });

  it('says "No webhook URL" when testing without one', async () => {
    const response = await callAdmin('webhooks/test', {
      method: 'POST',
      body: { form: 'contact', url: '  ' },
      cookie,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: { code: 'invalid_fields', message: 'No webhook URL' },
    });
  });

  it('reports a refused test URL as a failed test, not a server error', async () => {
    const response = await callAdmin('webhooks/test', {
      method: 'POST',
      body: { form: 'partnership', url: 'https://169.254.169.254/' },
      cookie,
    });
    expect(response.status).toBe(200);
    const result = (await response.json()) as { ok: boolean; status: number | null; error: string };
    expect(result).toMatchObject({ ok: false, status: null });
    expect(result.error).toMatch(/\w+/);
  });

  it('reveals and rotates a secret, auditing both without the secret', async () => {
    const first = (await (
      await callAdmin('webhooks/[key]/secret', { params: { key: 'emailWebhook' }, cookie })
    ).json()) as { secret: string };
    expect(first.secret).toMatch(/^whsec_/);
    const rotated = (await (
      await callAdmin('webhooks/[key]/secret', {
        method: 'POST',
        params: { key: 'emailWebhook' },
        cookie,
      })
    ).json()) as { secret: string };
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(first.secret);
    const unknown = await callAdmin('webhooks/[key]/secret', { params: { key: 'nope' }, cookie });
    expect(unknown.status).toBe(404);
    const rows = await database.db.select().from(auditLog);
    const actions = rows.map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(['webhook.secret.reveal', 'webhook.secret.rotate']),
    );
    const serialized = JSON.stringify(rows);
    expect(serialized).not.toContain(first.secret);
    expect(serialized).not.toContain(rotated.secret);
  });
});
