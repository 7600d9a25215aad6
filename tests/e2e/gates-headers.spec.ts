import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';
import { publicPages } from '@/bench/src/routes';

/**
 * The security headers on every kind of response: each public page, the 404 page, redirects, API
 * answers (success and errors), metadata files and static assets. The Playwright server runs
 * `next start` (production), so HSTS must be there too. A 500 cannot be provoked from outside on
 * purpose; the headers come from next.config.ts for every path, so the 404 and API-error cases
 * stand for it.
 */

/** Every value of a header (a response may carry one header twice, e.g. two CSPs). */
function headerValues(response: APIResponse, name: string): string[] {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === name)
    .map((header) => header.value);
}

function expectSecurityHeaders(response: APIResponse, label: string) {
  const one = (name: string) => headerValues(response, name).join(', ');
  const hsts = one('strict-transport-security');
  const maxAge = Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? 0);
  expect(maxAge, `${label}: HSTS max-age of at least one year`).toBeGreaterThanOrEqual(31_536_000);
  expect(hsts, `${label}: HSTS includeSubDomains`).toMatch(/includeSubDomains/i);
  expect(one('x-content-type-options'), `${label}: nosniff`).toBe('nosniff');
  expect(one('referrer-policy'), `${label}: Referrer-Policy`).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  const frameOptions = one('x-frame-options').toUpperCase();
  const frameAncestors = headerValues(response, 'content-security-policy').some((policy) =>
    /frame-ancestors\s+('none'|'self')/.test(policy),
  );
  expect(
    frameAncestors || frameOptions === 'DENY' || frameOptions === 'SAMEORIGIN',
    `${label}: framing refused (frame-ancestors or X-Frame-Options)`,
  ).toBe(true);
  expect(one('permissions-policy'), `${label}: Permissions-Policy`).toMatch(/\w+=\(/);
  expect(one('access-control-allow-origin'), `${label}: no wildcard CORS`).not.toBe('*');
  expect(one('x-powered-by'), `${label}: no X-Powered-By`).toBe('');
}

test.describe('security headers', () => {
  test('every public page', async ({ request }) => {
    for (const path of publicPages()) {
      const response = await request.get(path, { maxRedirects: 0 });
      expectSecurityHeaders(response, `${path} (${response.status()})`);
    }
  });

  test('the 404 page, redirects, metadata files and static assets', async ({ request }) => {
    const notFound = await request.get('/no-such-page-for-the-header-gate');
    expect(notFound.status()).toBe(404);
    expectSecurityHeaders(notFound, '404 page');

    const redirect = await request.get('/self-managed', { maxRedirects: 0 });
    expect(redirect.status()).toBe(308);
    expectSecurityHeaders(redirect, '/self-managed redirect');

    for (const path of ['/sitemap.xml', '/robots.txt', '/favicon.ico']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectSecurityHeaders(response, path);
    }

    const home = await (await request.get('/')).text();
    const chunk = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1];
    expect(chunk, 'the home page loads a Next.js chunk').toBeTruthy();
    expectSecurityHeaders(await request.get(chunk ?? ''), 'static chunk');
  });

  test('API answers: success, errors and a refused cross-site write', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expectSecurityHeaders(health, '/api/health');

    const unknown = await request.get('/api/no-such-endpoint');
    expect(unknown.status()).toBe(404);
    expectSecurityHeaders(unknown, 'unknown API path');

    const badJson = await request.post('/api/forms/contact', {
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      data: '{"firstName": ',
    });
    expect(badJson.status(), 'malformed JSON').toBeGreaterThanOrEqual(400);
    expect(badJson.status(), 'malformed JSON').toBeLessThan(500);
    expectSecurityHeaders(badJson, 'API error (malformed JSON)');

    const crossSite = await request.post('/api/forms/contact', {
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      data: {},
    });
    expect(crossSite.status()).toBe(403);
    expectSecurityHeaders(crossSite, 'API error (cross-site POST)');

    // 401, not 404: a missing admin API must fail here rather than pass for "no session".
    const unauthorized = await request.get('/api/admin/session');
    expect(unauthorized.status(), 'admin API without a session').toBe(401);
    expectSecurityHeaders(unauthorized, 'admin API without a session');
  });

  test('/admin has a strict nonce-based CSP, fresh per response', async ({ request }) => {
    const first = await request.get('/admin');
    // The login card is served to anyone; a missing or broken admin fails here, not silently.
    expect(first.status(), '/admin').toBe(200);
    expectSecurityHeaders(first, '/admin');
    const policies = headerValues(first, 'content-security-policy');
    const strict = policies.find((policy) => /script-src[^;]*'nonce-/.test(policy)) ?? '';
    expect(strict, 'a CSP with a script nonce').not.toBe('');
    const scriptSrc = /script-src([^;]*)/.exec(strict)?.[1] ?? '';
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=_-]{16,}'/);
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|\*|https?:|data:/);
    expect(strict).toMatch(/default-src 'self'/);
    expect(strict).toMatch(/object-src 'none'/);
    expect(strict).toMatch(/base-uri ('self'|'none')/);
    expect(strict).toMatch(/frame-ancestors 'none'/);

    const nonce = (response: APIResponse) =>
      /'nonce-([^']+)'/.exec(headerValues(response, 'content-security-policy').join(' '))?.[1];
    const second = await request.get('/admin');
    expect(nonce(second)).toBeTruthy();
    expect(nonce(second)).not.toBe(nonce(first));
    const html = await first.text();
    expect(html, 'the page scripts carry the nonce').toContain(`nonce="${nonce(first)}"`);
  });
});
