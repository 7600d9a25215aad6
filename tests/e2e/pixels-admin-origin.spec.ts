import { expect, test } from './fixtures';
import { ADMIN_ENV, addPixel } from './consent-helpers';
import { ADMIN } from './admin-helpers';
import { startOwnServer, type OwnServer } from './own-server';

const SYSTEM = '__gateSystemPixel';
const USER = '__gateUserPixel';

/**
 * A production server whose admin shares the site's origin (no ADMIN_URL) and whose operator did
 * not accept the risk: no pixel code reaches a public page, and the admin's Tracking Pixels tab
 * says why and how to change it.
 */
test.describe('pixels without an admin origin of its own', () => {
  let server: OwnServer;
  let origin: string;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(90_000);
    server = await startOwnServer({
      ...ADMIN_ENV,
      ALLOW_PIXELS_ON_ADMIN_ORIGIN: '',
      SYSTEM_PIXEL_CODE: `<script>window.${SYSTEM} = true</script>`,
    });
    origin = `http://127.0.0.1:${server.port}`;
    await addPixel(request, origin, {
      name: 'Necessary pixel',
      location: 'body',
      code: `<script>window.${USER} = true</script>`,
      category: 'necessary',
    });
  });

  test.afterAll(() => server?.dispose());

  test('public pages carry no pixel code, the built-in one included', async () => {
    for (const path of ['/', '/about-us', '/careers', '/no-such-page']) {
      const body = await (await fetch(`${origin}${path}`)).text();
      expect(body, path).toContain('</html>');
      expect(body, path).not.toContain(SYSTEM);
      expect(body, path).not.toContain(USER);
    }
  });

  test('the Tracking Pixels tab says why pixels are not running and how to fix it', async ({
    page,
  }) => {
    await page.goto(`${origin}/admin`);
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('tab', { name: 'Tracking Pixels', exact: true }).click();
    const notice = page.getByRole('alert', { name: 'Tracking pixels are not running' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('set ADMIN_URL');
    await expect(notice).toContainText('ALLOW_PIXELS_ON_ADMIN_ORIGIN=true');
  });
});
