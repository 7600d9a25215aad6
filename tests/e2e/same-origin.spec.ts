import { expect, test } from './fixtures';
import { jsonLogLines } from './log-lines';
import { startOwnServer, type OwnServer } from './own-server';

const ADMIN = { username: 'origin_admin', password: 'origin-admin-password-1' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// A second name for the loopback address, as a LAN address or a proxy's host name would be.
const LAN_NAME = 'sonara-lan.test';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`,
    ],
  },
});

// SITE_URL says localhost, as it does by default; visitors type other addresses of the server.
test.describe('a site opened at another address than SITE_URL', () => {
  test.describe.configure({ mode: 'serial' });
  let server: OwnServer;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startOwnServer((port) => ({
      SITE_URL: `http://localhost:${port}`,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      BETTER_AUTH_SECRET: 'origin-secret-origin-secret-origin-secret-1',
      RATE_LIMIT_MAX: '100',
    }));
  });
  test.afterAll(() => server?.dispose());

  for (const host of ['127.0.0.1', LAN_NAME]) {
    test(`at ${host}: the form stores its lead and the admin signs in`, async ({ page }) => {
      test.setTimeout(60_000);
      const origin = `http://${host}:${server.port}`;
      const email = `visitor.${host.replace(/\W/g, '')}@example.com`;
      await page.goto(`${origin}/#contact`);
      const form = page.getByRole('form', { name: 'Consultation request' });
      await form.getByLabel('First Name').fill('Ada');
      await form.getByLabel('Last Name').fill('Lovelace');
      await form.getByLabel('Business Email').fill(email);
      await form.getByLabel('Phone Number').fill('(305) 555-0100');
      await form.getByLabel('Company Name').fill('Analytical Dental');
      await form.getByLabel('Industry').selectOption('dental');
      await form.getByLabel('Company Size').selectOption('11-50');
      await form.getByLabel('Message').fill('We miss calls at lunch.');
      await form.getByRole('checkbox').check();
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/forms/contact'));
      await form.getByRole('button', { name: 'Schedule My Consultation' }).click();
      const response = await answered;
      expect(response.status()).toBe(201);
      const requestId = response.headers()['x-request-id'];
      expect(requestId).toMatch(UUID);
      const { id } = (await response.json()) as { id: string };
      await expect(page.getByText('Request submitted successfully!')).toBeVisible();

      // One JSON log line names the lead by id, with the request's id; the email is nowhere.
      await expect
        .poll(() =>
          jsonLogLines(server.output()).filter(
            (line) => line.event === 'lead.created' && line.leadId === id,
          ),
        )
        .toEqual([
          expect.objectContaining({
            level: 'info',
            leadType: 'contact',
            requestId,
            time: expect.any(String),
          }),
        ]);
      expect(server.output()).not.toContain(email);

      await page.goto(`${origin}/admin`);
      await page.getByLabel('Username').fill(ADMIN.username);
      await page.getByLabel('Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('Login successful')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
      // From the page: only the browser knows the second host name.
      const leads = await page.evaluate(async () => {
        const answer = await fetch('/api/admin/leads');
        return { status: answer.status, text: await answer.text() };
      });
      expect(leads.status).toBe(200);
      expect(leads.text).toContain(id);
      expect(server.output()).not.toContain(ADMIN.username);
    });
  }

  test('another site is still refused, and the refusal says which origins are accepted', async () => {
    const site = `http://127.0.0.1:${server.port}`;
    const evil = 'https://evil.example';
    // A form post (checked by its route) and an admin write (checked first by proxy.ts).
    for (const path of ['/api/forms/contact', '/api/admin/jobs']) {
      const response = await fetch(`${site}${path}`, {
        method: 'POST',
        headers: {
          origin: evil,
          'content-type': 'application/json',
          'sec-fetch-site': 'cross-site',
        },
        body: '{}',
      });
      expect(response.status).toBe(403);
    }
    await expect
      .poll(() =>
        jsonLogLines(server.output())
          .filter((line) => line.event === 'http.cross-site-refused' && line.origin === evil)
          .map((line) => line.accepted),
      )
      .toEqual([
        [site, `http://localhost:${server.port}`],
        [site, `http://localhost:${server.port}`],
      ]);
  });
});
