/** @jest-environment node */
import { NextRequest } from 'next/server';
import { databaseReachable, markReady, markStarting } from '@/lib/server/availability';
import { proxy } from '@/proxy';

function visit(path: string, init: { method?: string; host?: string } = {}) {
  const host = init.host ?? '127.0.0.1:3000';
  return proxy(
    new NextRequest(`http://${host}${path}`, { method: init.method, headers: { host } }),
  );
}

function rewrittenTo(response: Response): string | undefined {
  const target = response.headers.get('x-middleware-rewrite');
  if (!target) return undefined;
  const url = new URL(target);
  return `${url.pathname}${url.search}`;
}

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('sonara.availability')];
});

describe('the proxy at the edge', () => {
  it('answers 503 to everything while the server starts, then serves', async () => {
    markStarting();
    for (const path of ['/', '/careers', '/admin', '/api/admin/jobs']) {
      const response = await visit(path);
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    markReady();
    expect((await visit('/')).status).toBe(200);
  });

  it('redirects an address with a trailing slash itself, with the security headers', async () => {
    const response = await visit('/about-us/?ref=x');
    expect(response.status).toBe(308);
    expect(new URL(response.headers.get('location')!).pathname).toBe('/about-us');
    expect(new URL(response.headers.get('location')!).search).toBe('?ref=x');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('renders a public page from its path alone, keeping only Next.js’s _rsc', async () => {
    expect(rewrittenTo(await visit('/about-us?utm_source=first-visitor&token=abc'))).toBe(
      '/about-us',
    );
    expect(rewrittenTo(await visit('/about-us?_rsc=1x2y&utm_source=a'))).toBe(
      '/about-us?_rsc=1x2y',
    );
    expect(rewrittenTo(await visit('/about-us'))).toBeUndefined();
    // The API reads its query strings.
    expect(rewrittenTo(await visit('/api/admin/leads?page=2'))).toBeUndefined();
  });

  it('answers a NUL in a job or blog address with the 404 page, never a lookup', async () => {
    for (const path of ['/careers/x%00', '/blog/%00post', '/careers/a%00b']) {
      expect(rewrittenTo(await visit(path))).toBe('/malformed-address');
    }
  });

  it('answers an unknown address under /admin with a bare 404, no site page and no pixels', async () => {
    const response = await visit('/admin/no-such-page');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<script');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers /careers and job pages 503 while the database does not answer', async () => {
    let reachable = false;
    markStarting(async () => reachable);
    markReady();
    for (const path of ['/careers', '/careers/some-job-son-2026-001']) {
      const response = await visit(path);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('Open positions are unavailable right now');
    }
    // Content pages do not need the database.
    expect((await visit('/faq')).status).toBe(200);
    reachable = true;
    expect(await databaseReachable(Date.now() + 60_000)).toBe(true);
    expect((await visit('/careers')).status).toBe(200);
  });
});

describe('a booking page (a signed link from the confirmation and the emails)', () => {
  it('is kept private, and answers 503 while the database does not answer', async () => {
    let reachable = false;
    markStarting(async () => reachable);
    markReady();
    const down = await visit('/booking/some.token');
    expect(down.status).toBe(503);
    expect(await down.text()).toContain('Your meeting cannot be shown right now');
    reachable = true;
    expect(await databaseReachable(Date.now() + 60_000)).toBe(true);
    const response = await visit('/booking/some.token?utm_source=mail');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

describe('database probe', () => {
  it('asks the database at most once per interval, sharing one answer', async () => {
    let asked = 0;
    markStarting(async () => {
      asked += 1;
      return false;
    });
    const now = Date.now();
    expect(await Promise.all([databaseReachable(now), databaseReachable(now)])).toEqual([
      false,
      false,
    ]);
    expect(await databaseReachable(now + 10)).toBe(false);
    expect(asked).toBe(1);
    await databaseReachable(now + 60_000);
    expect(asked).toBe(2);
  });
});
