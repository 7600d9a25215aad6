import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';

const OWN_ADMIN = { username: 'links_admin', password: 'links-admin-password-1' };

/**
 * A server started without SITE_URL (its default names http://localhost:3000) and opened at
 * http://127.0.0.1:<port>, as `npm run serve` invites: the links an admin follows inside the
 * site stay on the address in use.
 */
test.describe('admin links without SITE_URL', () => {
  let server: OwnServer;
  let origin: string;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startOwnServer({
      SITE_URL: '',
      ADMIN_USERNAME: OWN_ADMIN.username,
      ADMIN_PASSWORD: OWN_ADMIN.password,
      BETTER_AUTH_SECRET: 'links-secret-links-secret-links-secret-0123',
    });
    origin = `http://127.0.0.1:${server.port}`;
  });

  test.afterAll(() => server?.dispose());

  test('the Careers tab links and Logout stay on the address in use', async ({ page }) => {
    await page.goto(`${origin}/admin`);
    await page.getByLabel('Username').fill(OWN_ADMIN.username);
    await page.getByLabel('Password').fill(OWN_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    await page.getByRole('tab', { name: 'Careers', exact: true }).click();
    const links = page.getByRole('link', { name: /^View page/ });
    await expect(links.first()).toBeVisible();
    for (const href of await links.evaluateAll((all) =>
      all.map((link) => (link as HTMLAnchorElement).href),
    )) {
      expect(new URL(href).origin).toBe(origin);
    }

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(`${origin}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
