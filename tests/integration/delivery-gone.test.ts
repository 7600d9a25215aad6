import { and, eq } from 'drizzle-orm';
import { postContact } from '@/tests/helpers/form-routes';
import { auditLog, deliveries } from '@/lib/db/schema';
import { runDueDeliveries, deliverNow } from '@/lib/delivery/dispatcher';
import { HELD_UNTIL } from '@/lib/settings/held-deliveries';
import { setLeadsContextForTests } from '@/lib/leads/context';
import { saveWebhookSettings } from '@/lib/settings/webhook-settings';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import { jsonRequest, VALID_LEADS, setupLeadsContext } from '@/tests/helpers/lead-requests';
import { startWebhookReceiver, type WebhookReceiver } from '@/tests/helpers/webhook-receiver';
import {
  adminCookie,
  callAdmin,
  releaseTestDatabase,
  useTestDatabase,
} from '@/tests/integration/admin-harness';

/**
 * 410 Gone means the receiver's hook no longer exists: the endpoint is disabled (audited, shown to
 * the admin with its date and reason), later leads are held instead of sent, and saving the URL
 * again re-enables it and sends what was held. Any other 4xx is an ordinary failure.
 */

const HOUR = 60 * 60 * 1000;

describe.each(DATABASE_KINDS)('an endpoint answering 410 Gone on %s', (kind) => {
  let database: TestDatabase;
  let cookie: string;
  let clock: number;
  let dispatched: string[];
  const receivers: WebhookReceiver[] = [];
  const now = () => new Date(clock);
  const options = () => ({ now, allowPrivate: true, random: () => 0.5 });

  beforeAll(async () => {
    process.env.ALLOW_PRIVATE_WEBHOOKS = 'true';
    database = await useTestDatabase(kind);
    cookie = await adminCookie(database);
  });
  afterAll(async () => {
    setLeadsContextForTests({});
    await Promise.all(receivers.map((receiver) => receiver.close()));
    await releaseTestDatabase(database);
  });
  beforeEach(async () => {
    await database.db.delete(deliveries);
    clock = Date.now();
    ({ dispatched } = setupLeadsContext(database.db, { now }));
  });

  async function receiver(answers: { status: number }[]) {
    const started = await startWebhookReceiver(answers);
    receivers.push(started);
    return started;
  }

  async function submit(): Promise<string[]> {
    const before = dispatched.length;
    const response = await postContact(jsonRequest('contact', VALID_LEADS.contact));
    expect(response.status).toBe(201);
    return dispatched.slice(before);
  }

  const rowOf = async (id: string) =>
    (await database.db.select().from(deliveries).where(eq(deliveries.id, id)))[0]!;

  const audits = (action: string) =>
    database.db.select().from(auditLog).where(eq(auditLog.action, action));

  it('disables the form webhook, holds later leads, and re-enables it when saved again', async () => {
    const hook = await receiver([{ status: 410 }, { status: 204 }]);
    const saved = await saveWebhookSettings(
      database.db,
      { contactFormWebhook: hook.url, emailWebhook: '' },
      null,
      { allowPrivate: true },
    );
    expect(saved.ok).toBe(true);

    const [first] = await submit();
    await deliverNow(database.db, [first!], options());
    expect(await rowOf(first!)).toMatchObject({ status: 'dead', lastStatusCode: 410 });
    expect(await audits('webhook.disable')).toEqual([
      expect.objectContaining({ target: 'contactFormWebhook', actorName: 'system' }),
    ]);

    // The next lead is stored and its delivery held: not sent now, nor by any later sweep.
    const [second] = await submit();
    await deliverNow(database.db, [second!], options());
    clock += 1000 * HOUR;
    await runDueDeliveries(database.db, options());
    expect(hook.requests).toHaveLength(1);
    const held = await rowOf(second!);
    expect(held).toMatchObject({ status: 'failed', attempts: 0, nextAttemptAt: HELD_UNTIL });
    expect(held.lastError).toMatch(/^Held: the endpoint was disabled on \d{4}-\d\d-\d\d after 410/);

    const view = (await (await callAdmin('webhooks', { cookie })).json()) as {
      contactFormWebhook: string;
      disabled: Record<string, { at: string; reason: string }>;
    };
    expect(view.contactFormWebhook).toBe(hook.url);
    expect(Object.keys(view.disabled)).toEqual(['contactFormWebhook']);
    expect(view.disabled.contactFormWebhook?.reason).toContain('410 Gone');
    expect(Date.parse(view.disabled.contactFormWebhook?.at ?? '')).not.toBeNaN();

    // Saving the same URL again re-enables it (audited) and sends what was held.
    const resave = await callAdmin('webhooks', {
      method: 'PUT',
      cookie,
      body: { contactFormWebhook: hook.url },
    });
    expect(resave.status).toBe(200);
    expect(((await resave.json()) as { disabled: object }).disabled).toEqual({});
    expect(await audits('webhook.enable')).toEqual([
      expect.objectContaining({ target: 'contactFormWebhook', actorName: 'test_admin' }),
    ]);
    clock = Date.now() + 1000;
    await runDueDeliveries(database.db, options());
    expect(await rowOf(second!)).toMatchObject({ status: 'succeeded', lastStatusCode: 204 });
    expect(hook.requests).toHaveLength(2);

    const [third] = await submit();
    await deliverNow(database.db, [third!], options());
    expect(await rowOf(third!)).toMatchObject({ status: 'succeeded' });
  });

  it('holds a delivery still waiting when the 410 came, and sends it once the URL is saved again', async () => {
    const hook = await receiver([{ status: 410 }, { status: 204 }]);
    const saved = await saveWebhookSettings(
      database.db,
      { contactFormWebhook: hook.url, emailWebhook: '' },
      null,
      { allowPrivate: true },
    );
    expect(saved.ok).toBe(true);
    // Two leads close together: the second's delivery is queued before the first one's 410.
    const [first] = await submit();
    const [second] = await submit();
    await deliverNow(database.db, [first!], options());
    expect(await rowOf(first!)).toMatchObject({ status: 'dead', lastStatusCode: 410 });
    expect(await rowOf(second!)).toMatchObject({
      status: 'failed',
      attempts: 0,
      nextAttemptAt: HELD_UNTIL,
    });

    const resave = await callAdmin('webhooks', {
      method: 'PUT',
      cookie,
      body: { contactFormWebhook: hook.url },
    });
    expect(resave.status).toBe(200);
    clock = Date.now() + 1000;
    await runDueDeliveries(database.db, options());
    expect(await rowOf(second!)).toMatchObject({ status: 'succeeded', lastStatusCode: 204 });
    expect(hook.requests).toHaveLength(2);
  });

  it('disables the email webhook and shows it in Email Settings until saved again', async () => {
    const forms = await receiver([{ status: 204 }]);
    const email = await receiver([{ status: 410 }, { status: 200 }]);
    const saved = await saveWebhookSettings(
      database.db,
      { contactFormWebhook: forms.url, emailWebhook: email.url },
      null,
      { allowPrivate: true },
    );
    expect(saved.ok).toBe(true);
    const ids = await submit();
    await deliverNow(database.db, ids, options());
    const settings = (await (await callAdmin('email', { cookie })).json()) as {
      emailWebhookDisabled: { at: string; reason: string } | null;
    };
    expect(settings.emailWebhookDisabled?.reason).toContain('410 Gone');

    // The form webhook is unaffected; the email webhook row of the next lead is held.
    const next = await submit();
    await deliverNow(database.db, next, options());
    const rows = await database.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.settingKey, 'emailWebhook'), eq(deliveries.status, 'failed')));
    expect(rows).toHaveLength(1);
    expect(email.requests).toHaveLength(1);
    expect(forms.requests).toHaveLength(2);

    const resave = await callAdmin('email', {
      method: 'PUT',
      cookie,
      body: { emailWebhook: email.url },
    });
    expect(await resave.json()).toEqual({ emailWebhook: email.url, emailWebhookDisabled: null });
    clock = Date.now() + 1000;
    await runDueDeliveries(database.db, options());
    expect(email.requests).toHaveLength(2);
  });

  it('does not disable a URL the admin replaced before the 410 came back', async () => {
    const old = await receiver([{ status: 410 }]);
    const replacement = await receiver([{ status: 204 }]);
    await saveWebhookSettings(
      database.db,
      { contactFormWebhook: old.url, emailWebhook: '' },
      null,
      {
        allowPrivate: true,
      },
    );
    const [first] = await submit();
    await saveWebhookSettings(database.db, { contactFormWebhook: replacement.url }, null, {
      allowPrivate: true,
    });
    await deliverNow(database.db, [first!], options());
    expect(await rowOf(first!)).toMatchObject({ status: 'dead', lastStatusCode: 410 });
    const view = (await (await callAdmin('webhooks', { cookie })).json()) as { disabled: object };
    expect(view.disabled).toEqual({});
    const [second] = await submit();
    await deliverNow(database.db, [second!], options());
    expect(await rowOf(second!)).toMatchObject({ status: 'succeeded' });
  });

  it('retries a 4xx other than 410 on the schedule without disabling the endpoint', async () => {
    const hook = await receiver([{ status: 404 }, { status: 429 }, { status: 204 }]);
    await saveWebhookSettings(
      database.db,
      { contactFormWebhook: hook.url, emailWebhook: '' },
      null,
      {
        allowPrivate: true,
      },
    );
    const [id] = await submit();
    await deliverNow(database.db, [id!], options());
    const failed = await rowOf(id!);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, lastStatusCode: 404 });
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(clock);
    expect(failed.nextAttemptAt.getTime()).toBeLessThan(clock + HOUR);
    // Not due yet: nothing is sent before the scheduled time.
    await runDueDeliveries(database.db, options());
    expect(hook.requests).toHaveLength(1);
    clock = failed.nextAttemptAt.getTime() + 1;
    await runDueDeliveries(database.db, options());
    expect(await rowOf(id!)).toMatchObject({ status: 'failed', attempts: 2, lastStatusCode: 429 });
    clock += 24 * HOUR;
    await runDueDeliveries(database.db, options());
    expect(await rowOf(id!)).toMatchObject({ status: 'succeeded', attempts: 3 });
    const view = (await (await callAdmin('webhooks', { cookie })).json()) as { disabled: object };
    expect(view.disabled).toEqual({});
  });
});
