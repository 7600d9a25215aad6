import http from 'node:http';
import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';
import { openAdminTab } from './admin-helpers';

const ADMIN = { username: 'host_admin', password: 'host-admin-password-1' };
const PIXEL = '<script>window.__hostPixelMarker = true</script>';

/** A GET of a raw path (escapes left as they are) with the given Host header. */
function rawGet(
  port: number,
  path: string,
  host: string,
): Promise<{ status?: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode, body }));
    });
    request.on('error', reject);
  });
}

// The public site on 127.0.0.1 and the admin on localhost: two hosts of one server.
test.describe('public pages on the admin host (ADMIN_URL set)', () => {
  let server: OwnServer;
  let site: string;
  let admin: string;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startOwnServer((port) => ({
      ADMIN_URL: `http://localhost:${port}`,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      BETTER_AUTH_SECRET: 'host-secret-host-secret-host-secret-host-01',
      SYSTEM_PIXEL_CODE: PIXEL,
    }));
    site = `http://127.0.0.1:${server.port}`;
    admin = `http://localhost:${server.port}`;
  });

  test.afterAll(() => server?.dispose());

  test('are never served there, pixel included; the admin still works there', async ({ page }) => {
    // The pixel is on the public site...
    const home = await fetch(`${site}/about-us`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('__hostPixelMarker');

    // ...and no public page, feed, sitemap or image is served on the admin's host.
    for (const path of [
      '/about-us',
      '/careers',
      '/blog',
      '/sitemap.xml',
      '/robots.txt',
      '/blog/rss.xml',
      '/opengraph-image',
      '/no-such-page',
    ]) {
      const response = await page.request.get(`${admin}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      const body = await response.text();
      expect(body, path).not.toContain('__hostPixelMarker');
      expect(body, path).toContain(`href="${site}${path}"`);
    }
    // The proxy checks the Host itself: no header a client sends changes that.
    const forged = await page.request.get(`${admin}/about-us`, {
      headers: { 'x-sonara-site-host': '1', 'x-forwarded-host': `127.0.0.1:${server.port}` },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(404);
    expect(await forged.text()).not.toContain('__hostPixelMarker');
    // An unknown address under /admin there is a bare 404: no site 404 page, so no pixel script.
    for (const path of ['/admin/no-such-page', '/admin/a/b']) {
      const missing = await page.request.get(`${admin}${path}`, { maxRedirects: 0 });
      expect(missing.status(), path).toBe(404);
      const body = await missing.text();
      expect(body, path).not.toContain('__hostPixelMarker');
      expect(body, path).not.toContain('<script');
    }
    // A malformed escape there gets no page either (the site's 404 page carries the pixels).
    for (const path of ['/%zz', '/admin/%E0%A4%A']) {
      const answer = await rawGet(server.port, path, `localhost:${server.port}`);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain('__hostPixelMarker');
    }

    // An unknown API path there is not found either (not the site's 404 page, pixel and all).
    const unknownApi = await page.request.get(`${admin}/api/no-such-endpoint`);
    expect(unknownApi.status()).toBe(404);
    expect(await unknownApi.text()).not.toContain('__hostPixelMarker');

    // In a browser: the admin host's home leads to the admin, whose sign-in and API work there.
    await page.goto(`${admin}/`);
    expect(page.url()).toBe(`${admin}/admin`);
    expect(await page.content()).not.toContain('__hostPixelMarker');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => fetch('/api/admin/leads').then((r) => r.status))).toBe(200);
    expect((await page.request.get(`${admin}/api/health`)).status()).toBe(200);
    // The icon sprite the admin's dialogs and checkboxes draw from is served there too.
    const siteHtml = await (await page.request.get(`${site}/`)).text();
    const spritePath = /\/_next\/static\/media\/icons\.[^"#]+\.svg/.exec(siteHtml)?.[0];
    expect(spritePath).toBeDefined();
    const sprite = await page.request.get(`${admin}${spritePath}`);
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()['content-type']).toMatch(/^image\/svg\+xml/);

    // With its own origin the admin is safe: the Tracking Pixels tab shows no warning.
    await page.getByRole('tab', { name: 'Tracking Pixels', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Identity Super Pixel' })).toBeVisible();
    await expect(page.getByRole('alert', { name: 'Tracking pixels can act as you' })).toHaveCount(
      0,
    );
  });
});

test('the Tracking Pixels tab warns, without a way to dismiss it, while ADMIN_URL is unset', async ({
  page,
}) => {
  await openAdminTab(page, 'Tracking Pixels');
  const warning = page.getByRole('alert', { name: 'Tracking pixels can act as you' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('set ADMIN_URL');
  await expect(warning.getByRole('button')).toHaveCount(0);
  // Above the table, and still there after a reload.
  const table = page.getByRole('region', { name: 'Tracking pixels' });
  const [warningBox, tableBox] = [await warning.boundingBox(), await table.boundingBox()];
  expect(warningBox!.y).toBeLessThan(tableBox!.y);
  await page.reload();
  await page.getByRole('tab', { name: 'Tracking Pixels', exact: true }).click();
  await expect(warning).toBeVisible();
});
