import { NextRequest } from 'next/server';
import { config, proxy } from '@/proxy';

// Next.js's own compiler of `config.matcher` (exported, though not in its type declarations).
const { getMiddlewareMatchers } = jest.requireActual<{
  getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => { regexp: string }[];
}>('next/dist/build/analysis/get-page-static-info');

// The public site and the admin on hosts of their own (read by the proxy on each request).
process.env.SITE_URL = 'https://www.sonara.test';
process.env.ADMIN_URL = 'https://admin.sonara.test';

function onAdminHost(path: string, method = 'GET') {
  return proxy(
    new NextRequest(`https://admin.sonara.test${path}`, {
      method,
      headers: { host: 'admin.sonara.test' },
    }),
  );
}

const PUBLIC_PATHS = [
  '/about-us',
  '/blog/some-post?ref=x',
  '/sitemap.xml',
  '/robots.txt',
  '/opengraph-image',
  '/blog/rss.xml',
  '/careers/ai-implementation-engineer-son-2026-002',
];

describe('public pages on the admin host (ADMIN_URL)', () => {
  it.each(PUBLIC_PATHS)('answers %s with a 404 linking to the page on SITE_URL', async (path) => {
    const response = await onAdminHost(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-middleware-next')).toBeNull();
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain(`href="https://www.sonara.test${path}"`);
    expect(html).not.toContain('<script');
  });

  it('answers a malformed escape there itself, not with the site’s 404 page', async () => {
    for (const path of ['/%zz', '/admin/%zz', '/api/admin/%zz']) {
      const response = await onAdminHost(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    }
  });

  it('refuses unknown paths under the assets, health and public API there (their 404 page has pixels)', async () => {
    for (const path of [
      '/_next/nope',
      '/api/healthz',
      '/api/health/x',
      '/api/forms/contact/x',
      '/media/blog/x',
      '/media/blog/x/360.webp/more',
    ]) {
      const response = await onAdminHost(path);
      expect([path, response.status]).toEqual([path, 404]);
      expect(response.headers.get('x-middleware-next')).toBeNull();
    }
    // Uploaded blog images are bare image bytes: the post editor previews them on the admin host.
    for (const path of [
      '/_next/static/chunks/a.js',
      '/api/health',
      '/api/resumes/abc',
      '/media/blog/abc-10x10/10.webp',
    ]) {
      expect([path, (await onAdminHost(path)).headers.get('x-middleware-next')]).toEqual([
        path,
        '1',
      ]);
    }
  });

  it('sends the admin host’s home to the admin', async () => {
    const response = await onAdminHost('/');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('https://admin.sonara.test/admin');
  });

  it('escapes the path it echoes', async () => {
    const html = await (await onAdminHost("/x?q='><script>alert(1)</script>")).text();
    expect(html).not.toContain('<script');
    expect(html).not.toContain("'>");
  });

  it('answers unknown API paths there with 404, and leaves the public API alone', async () => {
    expect((await onAdminHost('/api/no-such-endpoint')).status).toBe(404);
    expect((await onAdminHost('/api/forms/contact', 'POST')).headers.get('x-middleware-next')).toBe(
      '1',
    );
  });

  it('keeps the admin, its API and sign-in working there', async () => {
    for (const path of ['/admin', '/api/admin/leads', '/api/auth/get-session']) {
      const response = await onAdminHost(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-middleware-next')).toBe('1');
    }
  });

  it('passes public pages on the site host on', async () => {
    const response = await proxy(
      new NextRequest('https://www.sonara.test/', { headers: { host: 'www.sonara.test' } }),
    );
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('runs for public pages and malformed escapes, not for assets, health checks or uploads', () => {
    // The matcher as Next.js compiles it for the build.
    const compiled = getMiddlewareMatchers(config.matcher, {});
    const matches = (path: string) => compiled.some(({ regexp }) => new RegExp(regexp).test(path));
    for (const path of [
      '/',
      '/about-us',
      '/blog/a-post',
      '/sitemap.xml',
      '/robots.txt',
      '/blog/rss.xml',
      '/opengraph-image',
      '/admin',
      '/api/admin/leads',
      '/api/auth/sign-in/username',
      '/api/forms/contact%zz',
      // Unknown paths under the excluded prefixes render the 404 page, pixels included.
      '/_next/nope',
      '/api/healthz',
      '/api/health/x',
      '/api/forms/contact/x',
      '/api/resumes/a/b',
    ]) {
      expect([path, matches(path)]).toEqual([path, true]);
    }
    // A proxy on the form posts would make Next.js copy each upload, cut at 10 MB.
    for (const path of [
      '/_next/static/chunks/a.js',
      '/api/health',
      '/api/forms/application',
      '/api/resumes/abc',
    ]) {
      expect([path, matches(path)]).toEqual([path, false]);
    }
  });
});
