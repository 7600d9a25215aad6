import { expect, test } from './fixtures';
import { startOwnServer } from './own-server';
import { startWebhookReceiver } from '../helpers/webhook-receiver';

/**
 * A receiver answering 410 Gone, against the built server: the endpoint is disabled, the admin
 * sees it in Form Webhooks with its date and reason, and Save Configuration turns it back on.
 * An own server, so no other spec's webhook settings or deliveries get in the way.
 */

const ADMIN = { username: 'gone_admin', password: 'gone-admin-password-123' };

type HeldRow = {
  kind: string;
  status: string;
  attempts: number;
  lastError: string | null;
  webhookId: string;
};

const PARTNER_LEAD = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  phone: '',
  company: 'Compiler Agency',
  website: 'https://compiler.example.com',
  partnerType: 'referral',
  companySize: '501+',
  message: '',
  agreeToTerms: true,
};

test('410 Gone disables the form webhook until the admin saves it again', async ({ page }) => {
  test.setTimeout(90_000);
  const receiver = await startWebhookReceiver([{ status: 410 }, { status: 204 }]);
  const server = await startOwnServer({
    ALLOW_PRIVATE_WEBHOOKS: 'true',
    DELIVERY_SWEEP_MS: '500',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const origin = `http://127.0.0.1:${server.port}`;
  try {
    const signIn = await page.request.post(`${origin}/api/auth/sign-in/username`, {
      data: ADMIN,
      headers: { origin },
    });
    expect(signIn.status()).toBe(200);
    const saved = await page.request.put(`${origin}/api/admin/webhooks`, {
      data: { partnerFormWebhook: receiver.url },
      headers: { origin },
    });
    expect(saved.status()).toBe(200);

    const submit = () =>
      page.request.post(`${origin}/api/forms/partnership`, {
        data: PARTNER_LEAD,
        headers: { origin, 'sec-fetch-site': 'same-origin' },
      });
    expect((await submit()).status()).toBe(201);
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`${origin}/api/admin/webhooks`)).json()) as {
              disabled: Record<string, unknown>;
            }
          ).disabled,
      )
      .toHaveProperty('partnerFormWebhook');

    // A later lead is stored but not sent while the endpoint is disabled: the server's own record
    // of its delivery says held (no attempt, no due time), read once the 201 has committed it.
    const held = await submit();
    expect(held.status()).toBe(201);
    const { id: heldLead } = (await held.json()) as { id: string };
    const heldDelivery = async () => {
      const answer = await page.request.get(`${origin}/api/admin/deliveries?leadId=${heldLead}`);
      const { rows } = (await answer.json()) as { rows: HeldRow[] };
      expect(rows).toHaveLength(1);
      return rows[0]!;
    };
    const before = await heldDelivery();
    expect(before).toMatchObject({ kind: 'form-webhook', status: 'failed', attempts: 0 });
    expect(before.lastError).toMatch(/^Held: /);
    expect(receiver.requests).toHaveLength(1);

    await page.goto(`${origin}/admin`);
    await page.getByRole('tab', { name: 'Form Webhooks', exact: true }).click();
    await page.getByRole('tab', { name: /^Partnership Form/ }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Disabled on' });
    await expect(notice).toContainText('410 Gone');
    await expect(notice).toContainText(/Disabled on \d{4}-\d\d-\d\d \d\d:\d\d UTC/);

    const savedAt = Math.floor(Date.now() / 1000);
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await expect(page.getByText('Configuration saved')).toBeVisible();
    await expect(notice).toBeHidden();
    // The held lead goes out once the endpoint is enabled again, and only then: its one and only
    // attempt is the request the receiver got second, signed after the save.
    await receiver.waitForRequests(2);
    const sent = receiver.requests[1]!;
    expect(sent.headers['webhook-id']).toBe(before.webhookId);
    expect(Number(sent.headers['webhook-timestamp'])).toBeGreaterThanOrEqual(savedAt);
    await expect.poll(async () => (await heldDelivery()).status).toBe('succeeded');
    expect((await heldDelivery()).attempts).toBe(1);
    expect(
      receiver.requests.filter((r) => r.headers['webhook-id'] === before.webhookId),
    ).toHaveLength(1);
  } finally {
    server.dispose();
    await receiver.close();
  }
});
