import type http from 'node:http';
import { expect, test } from '@playwright/test';
import { freePort } from '../e2e/own-server';
import { send, type Reply } from './http';
import { startNginx, type Nginx } from './processes';
import {
  startScriptedUpstream,
  type ScriptedAnswer,
  type ScriptedUpstream,
} from './scripted-upstream';

// deploy/nginx.conf's micro-cache in front of two scripted instances: they count what nginx
// passes on and can be made to fail, which proves what the cache stores, what it never stores and
// what it serves while every instance fails. The real instances behind it: cluster.spec.ts.
test.describe.serial('the micro-cache of deploy/nginx.conf', () => {
  let a: ScriptedUpstream;
  let b: ScriptedUpstream;
  let nginx: Nginx;
  let version = 1;

  /** A public page as Next.js sends it: cacheable for a year by a shared cache. */
  const page = (request: http.IncomingMessage): ScriptedAnswer => ({
    status: 200,
    body: `<p>${request.url} version ${version}</p>`,
    headers: { 'cache-control': 's-maxage=31536000' },
  });

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    send(`${nginx.url}${path}`, { method, headers });
  const hits = (path: string) => a.hits(path) + b.hits(path);
  const cacheStatus = (reply: Reply) => reply.headers['x-cache-status'];

  test.beforeAll(async () => {
    [a, b] = await Promise.all([startScriptedUpstream(page), startScriptedUpstream(page)]);
    nginx = await startNginx([a.port, b.port], await freePort());
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a?.close(), b?.close()]);
  });

  test('a public page is rendered once and then served from the cache', async () => {
    const first = await get('/cached');
    expect(first.status).toBe(200);
    expect(cacheStatus(first)).toBe('MISS');
    const second = await get('/cached');
    expect(cacheStatus(second)).toBe('HIT');
    expect(second.body).toBe(first.body);
    const head = await get('/cached', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(cacheStatus(head)).toBe('HIT');
    expect(hits('/cached')).toBe(1);
  });

  test('an address with repeated slashes is redirected by nginx, with the security headers', async () => {
    const reply = await get('//about-us//team?x=1');
    expect(reply.status).toBe(308);
    expect(reply.headers.location).toBe('/about-us/team?x=1');
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // The instances never saw it (Next.js would answer it with a bare redirect of its own).
    expect(hits('//about-us//team?x=1') + hits('/about-us/team?x=1')).toBe(0);
    // A single slash is left alone.
    expect((await get('/about-us/team')).status).toBe(200);
  });

  test("the query string is part of the key: no visitor gets another one's", async () => {
    const one = await get('/query?campaign=one');
    const two = await get('/query?campaign=two');
    expect(cacheStatus(two)).toBe('MISS');
    expect(one.body).toContain('campaign=one');
    expect(two.body).toContain('campaign=two');
  });

  const bypassed: [string, string, Record<string, string>, string?][] = [
    ['a POST', '/form', {}, 'POST'],
    ['the admin', '/admin', {}],
    ['an admin page', '/admin/jobs', {}],
    ['an API route', '/api/jobs', {}],
    ['a blog post preview', '/blog-preview/eyJwIjoieCJ9.c2lnbmF0dXJl', {}],
    ['an RSC request', '/rsc', { rsc: '1' }],
    ['a prefetch', '/prefetch', { 'next-router-prefetch': '1' }],
    ['a segment prefetch', '/segment', { 'next-router-segment-prefetch': '/_tree' }],
    ['a router state', '/state', { 'next-router-state-tree': '%5B%22%22%5D' }],
    ['an _rsc query', '/flight?_rsc=x1y2z', {}],
    ['an admin session', '/signed-in', { cookie: 'theme=dark; sonara.session_token=abc.def' }],
    ['an https admin session', '/signed-in-tls', { cookie: '__Host-sonara.session_token=abc' }],
  ];
  for (const [what, path, headers, method] of bypassed) {
    test(`${what} goes to an instance every time and is not stored`, async () => {
      for (let i = 0; i < 2; i += 1) {
        const reply = await get(path, headers, method);
        expect(reply.status).toBe(200);
        expect(cacheStatus(reply)).not.toBe('HIT');
      }
      expect(hits(path)).toBe(2);
      // What it got was not kept for anyone else either.
      expect(cacheStatus(await get(path))).not.toBe('HIT');
      expect(hits(path)).toBe(3);
    });
  }

  test('a visitor with only the consent cookie gets the cached page', async () => {
    const cookie = { cookie: 'sonara_consent_id=0b0f6c8e-4e49-4a8f-9d7e-3f5b1f3c2a10' };
    expect(cacheStatus(await get('/consented', cookie))).toBe('MISS');
    expect(cacheStatus(await get('/consented', cookie))).toBe('HIT');
    expect(hits('/consented')).toBe(1);
  });

  test('answers that are personal, refuse to be kept or are not pages are not stored', async () => {
    const special: Record<string, ScriptedAnswer> = {
      '/sets-cookie': { status: 200, body: 'x', headers: { 'set-cookie': 'a=1; Path=/' } },
      '/private': { status: 200, body: 'x', headers: { 'cache-control': 'private, max-age=60' } },
      '/no-store': { status: 200, body: 'x', headers: { 'cache-control': 'no-store' } },
      '/no-cache': { status: 200, body: 'x', headers: { 'cache-control': 'no-cache' } },
      '/missing': { status: 404, body: 'not found' },
      '/moved': { status: 307, body: '', headers: { location: '/cached' } },
    };
    const answer = (request: http.IncomingMessage) => special[request.url ?? ''] ?? page(request);
    a.answer(answer);
    b.answer(answer);
    try {
      for (const path of Object.keys(special)) {
        for (let i = 0; i < 2; i += 1) expect(cacheStatus(await get(path))).not.toBe('HIT');
        expect(hits(path), path).toBe(2);
      }
    } finally {
      a.answer(page);
      b.answer(page);
    }
  });

  test('a change on the instances shows through the cache within 2 s', async () => {
    await get('/fresh');
    expect(cacheStatus(await get('/fresh'))).toBe('HIT');
    version += 1;
    const changedAt = Date.now();
    for (;;) {
      const sentAt = Date.now();
      const reply = await get('/fresh');
      if (reply.body.includes(`version ${version}`)) break;
      expect(sentAt - changedAt, 'the cache still served the old page').toBeLessThan(2_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  test('the admin host serves only the admin and never through the cache', async () => {
    const admin = { host: `localhost:${nginx.port}` };
    const refused = await get('/careers', admin);
    expect(refused.status).toBe(404);
    expect(refused.body).toContain('serves the admin only');
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect(hits('/careers')).toBe(0);

    const root = await get('/', admin);
    expect(root.status).toBe(307);
    expect(root.headers.location).toBe('/admin');

    for (const path of ['/admin', '/api/health/ready', '/_next/static/chunks/app.js']) {
      const before = hits(path);
      for (let i = 0; i < 2; i += 1) {
        const reply = await get(path, admin);
        expect(reply.status, path).toBe(200);
        expect(cacheStatus(reply)).toBeUndefined();
      }
      expect(hits(path) - before, path).toBe(2);
    }
  });

  test('while every instance fails or is down, the last good copy is served', async () => {
    const good = await get('/stale');
    expect(good.status).toBe(200);
    a.answer(() => ({ status: 503, body: 'unavailable' }));
    b.answer(() => ({ status: 500, body: 'error' }));
    // Each answer until the copy expires is the copy itself; then the same copy, marked stale.
    await expect
      .poll(
        async () => {
          const reply = await get('/stale');
          expect(reply.status).toBe(200);
          expect(reply.body).toBe(good.body);
          return cacheStatus(reply);
        },
        { timeout: 5_000, intervals: [100] },
      )
      .toBe('STALE');
    // A page never cached has no copy to stand in: the instances' own error goes out.
    expect((await get('/never-cached')).status).toBeGreaterThanOrEqual(500);

    await Promise.all([a.close(), b.close()]);
    const down = await get('/stale');
    expect(down.status).toBe(200);
    expect(down.body).toBe(good.body);
    expect(cacheStatus(down)).toBe('STALE');
    expect((await get('/never-cached')).status).toBe(502);
  });
});
