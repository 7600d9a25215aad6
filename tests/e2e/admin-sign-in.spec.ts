import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';

const ADMIN = { username: 'throttle_admin', password: 'throttle-admin-password-1' };
const GUESSER = '203.0.113.45';

// A server of its own (behind a "trusted proxy", so each test picks its client address): its
// throttled admin does not disturb the specs that sign in as the shared e2e admin.
test.describe('admin sign-in on the built server', () => {
  let server: OwnServer;
  let origin: string;
  let api: APIRequestContext;

  const signIn = (username: string, password: string, client: string) =>
    api.post('/api/auth/sign-in/username', {
      data: { username, password },
      headers: { origin, 'x-forwarded-for': client },
    });

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startOwnServer({
      TRUST_PROXY: 'true',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      BETTER_AUTH_SECRET: 'throttle-secret-throttle-secret-throttle-01',
    });
    origin = `http://127.0.0.1:${server.port}`;
    api = await playwrightRequest.newContext({ baseURL: origin });
  });

  test.afterAll(async () => {
    await api?.dispose();
    server?.dispose();
  });

  test('a throttled sign-in answers 429 with Retry-After, is audited and shows the wait', async ({
    page,
  }) => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(ADMIN.username, `wrong password ${attempt}!`, GUESSER)).status()).toBe(
        401,
      );
    }
    const throttled = await signIn(ADMIN.username, ADMIN.password, GUESSER);
    expect(throttled.status()).toBe(429);
    expect(Number(throttled.headers()['retry-after'])).toBeGreaterThan(0);
    expect(await throttled.json()).toMatchObject({
      message: expect.stringMatching(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/),
    });

    // The login card, from the same client, names the wait.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': GUESSER });
    await page.goto(`${origin}/admin`);
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(
      page.getByText(/^Too many sign-in attempts\. Try again in 1[45] minutes\.$/),
    ).toBeVisible();

    // Another client signs in and finds the refusals in the audit log.
    expect((await signIn(ADMIN.username, ADMIN.password, '198.51.100.7')).status()).toBe(200);
    const audit = await api.get('/api/admin/audit', {
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(audit.status()).toBe(200);
    const actions = ((await audit.json()) as { action: string }[]).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'auth.sign-in.throttled')).toHaveLength(2);
  });

  test('a NUL byte in the username is refused with 400, not a server error', async () => {
    const response = await signIn('adm\u0000in', 'some password here', '192.0.2.61');
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_CHARACTERS' });
  });
});
