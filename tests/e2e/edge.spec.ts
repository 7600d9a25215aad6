import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';

/**
 * What the built server answers at its edge (proxy.ts and the page cache): only the built server
 * shows which query string a cached page was rendered with and which headers Next.js's own
 * answers carry.
 */
test.describe('the edge of the built server', () => {
  let server: OwnServer;
  let origin: string;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startOwnServer();
    origin = `http://127.0.0.1:${server.port}`;
  });

  test.afterAll(() => server?.dispose());

  test('a cached page carries no earlier visitor’s query string', async ({ page }) => {
    // The first request for this page renders it, with a visitor's own query string...
    const first = await page.request.get(`${origin}/terms-of-service?invite=first-visitor-7Q2`);
    expect(first.status()).toBe(200);
    expect(await first.text()).not.toContain('first-visitor-7Q2');
    // ...and the next visitor gets the cached copy, without it.
    const later = await page.request.get(`${origin}/terms-of-service`);
    expect(later.headers()['x-nextjs-cache']).toBe('HIT');
    expect(await later.text()).not.toContain('first-visitor-7Q2');
    // The visitor's own address keeps its query string for the page's scripts.
    await page.goto(`${origin}/terms-of-service?utm_source=mine`);
    expect(new URL(page.url()).search).toBe('?utm_source=mine');
  });

  test('the redirect of an address with a trailing slash carries the security headers', async ({
    page,
  }) => {
    const response = await page.request.get(`${origin}/about-us/?a=1`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toMatch(/\/about-us\?a=1$/);
    const headers = response.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  });

  test('a NUL in a job or blog address gets the 404 page, not 500', async ({ page }) => {
    for (const path of ['/careers/anything%00', '/careers/%00', '/blog/a-post%00']) {
      const response = await page.request.get(`${origin}${path}`);
      expect(response.status(), path).toBe(404);
    }
    expect(server.output()).not.toMatch(/invalid byte sequence|22021/);
  });
});
