import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';

const ADMIN = { username: 'origin_admin', password: 'origin-admin-password-1' };

// The public site on 127.0.0.1 and the admin on localhost: two origins (and two sites) of one server.
test.describe('an admin on its own origin (ADMIN_URL)', () => {
  let server: OwnServer;
  let site: string;
  let admin: string;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startOwnServer((port) => ({
      ADMIN_URL: `http://localhost:${port}`,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      BETTER_AUTH_SECRET: 'origin-secret-origin-secret-origin-secret-01',
    }));
  });

  test.afterAll(() => server?.dispose());

  test('pixel scripts on the public site cannot reach the signed-in admin', async ({ page }) => {
    site = `http://127.0.0.1:${server.port}`;
    admin = `http://localhost:${server.port}`;
    await page.goto(`${admin}/admin`);
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => fetch('/api/admin/leads').then((r) => r.status))).toBe(200);

    // A script on a public page, in the same browser, with the admin signed in.
    await page.goto(`${site}/`);
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Admin' }),
    ).toHaveAttribute('href', `${admin}/admin`);
    const sameOrigin = await page.evaluate(() =>
      fetch('/api/admin/leads', { credentials: 'include' }).then((r) => r.status),
    );
    expect(sameOrigin).toBe(404);
    const crossOrigin = await page.evaluate(
      (url) =>
        fetch(`${url}/api/admin/leads`, { credentials: 'include' }).then(
          (r) => `read ${r.status}`,
          () => 'blocked',
        ),
      admin,
    );
    expect(crossOrigin).toBe('blocked');

    const response = await page.goto(`${site}/admin`);
    expect(response?.url()).toBe(`${admin}/admin`);
  });
});
