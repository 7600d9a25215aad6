import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { freePort } from '../e2e/own-server';
import { cookieHeader, inParallel, send, type Reply } from './http';
import {
  createDatabase,
  startInstance,
  startNginx,
  type Nginx,
  type SiteInstance,
} from './processes';

const ADMIN = { username: 'blog_cluster_admin', password: 'blog-cluster-admin-password-1' };

const POST = {
  body: '## A section\n\nA paragraph of the article.',
  tags: ['AI Voice Agents'],
  imageSrc: '/images/blog/solutions-comparison.svg',
  imageAlt: 'Three columns with check marks',
  imageWidth: 1200,
  imageHeight: 630,
};

/** How soon after its time a scheduled post must be public everywhere. */
const PUBLISH_LIMIT_MS = 60_000;

// Two standalone instances on one PostgreSQL database behind deploy/nginx.conf's micro-cache: a
// scheduled post goes public on both (whichever publishes it) and through the cache within 60 s
// of its time, and what is not public yet never shows in any public answer of any of them.
test.describe.serial('the blog on two instances behind nginx', () => {
  test.skip(!process.env.TEST_DATABASE_URL, 'needs TEST_DATABASE_URL (a PostgreSQL server)');

  let database: { url: string; drop: () => Promise<void> };
  let a: SiteInstance;
  let b: SiteInstance;
  let nginx: Nginx;
  let site: string;
  let cookie: string;
  let scheduled: { slug: string; title: string; publishAt: number };

  /** Where a visitor's request can land: each instance straight, and nginx in front of both. */
  const targets = () =>
    [
      ['A', a.url],
      ['B', b.url],
      ['nginx', nginx.url],
    ] as const;

  /** A GET as nginx forwards it (the site's Host), straight to `base`. */
  const get = (base: string, path: string): Promise<Reply> =>
    send(`${base}${path}`, { headers: { host: new URL(site).host } });

  const admin = async (path: string, body: unknown): Promise<Record<string, unknown>> => {
    const reply = await send(`${a.url}/api/admin/blog${path}`, {
      method: 'POST',
      headers: {
        host: new URL(site).host,
        origin: site,
        cookie,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    expect([201, 200], reply.body).toContain(reply.status);
    return JSON.parse(reply.body) as Record<string, unknown>;
  };

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    database = await createDatabase();
    const nginxPort = await freePort();
    site = `http://127.0.0.1:${nginxPort}`;
    const env = {
      DATABASE_URL: database.url,
      SITE_URL: site,
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX: '10000',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    };
    const started = await Promise.allSettled([startInstance(env), startInstance(env)]);
    if (started[0].status === 'fulfilled') a = started[0].value;
    if (started[1].status === 'fulfilled') b = started[1].value;
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    nginx = await startNginx([a.port, b.port], nginxPort);
    const signIn = await send(`${a.url}/api/auth/sign-in/username`, {
      method: 'POST',
      headers: { host: new URL(site).host, origin: site, 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(signIn.status, signIn.body).toBe(200);
    cookie = cookieHeader(signIn);
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  test('a post scheduled 30 s ahead is not public before its time', async () => {
    const title = `Cluster Scheduled Post ${randomBytes(4).toString('hex')}`;
    const post = await admin('', { ...POST, title, excerpt: `${title}: published by itself.` });
    const publishAt = Date.now() + 30_000;
    await admin(`/${String(post.id)}/schedule`, { publishAt: new Date(publishAt).toISOString() });
    scheduled = { slug: String(post.slug), title, publishAt };
    for (const [who, base] of targets()) {
      expect((await get(base, `/blog/${scheduled.slug}`)).status, who).toBe(404);
      expect((await get(base, '/blog/rss.xml')).body, who).not.toContain(title);
    }
  });

  test('a draft and a scheduled post appear in no public answer of either instance or nginx', async () => {
    test.setTimeout(120_000);
    const marker = `leakcheck${randomBytes(5).toString('hex')}`;
    const hidden = {
      ...POST,
      title: `Unpublished ${marker} Article`,
      excerpt: `An excerpt that names ${marker} and must stay unpublished.`,
      body: `## ${marker} heading\n\nThe body mentions ${marker} twice: ${marker}.`,
      tags: ['AI Voice Agents', marker],
    };
    // Explicit slugs without the marker: a 404 page may echo the address it was asked for.
    const draft = await admin('', {
      ...hidden,
      slug: `cluster-draft-${randomBytes(3).toString('hex')}`,
    });
    const later = await admin('', {
      ...hidden,
      slug: `cluster-later-${randomBytes(3).toString('hex')}`,
    });
    await admin(`/${String(later.id)}/schedule`, {
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
    });

    // The draft's preview shows its text (so the marker is there to be found), on either
    // instance, and nginx passes every request for it on without keeping a copy.
    const link = await admin(`/${String(draft.id)}/preview`, {});
    const previewPath = new URL(String(link.url), site).pathname;
    for (let i = 0; i < 2; i += 1) {
      const preview = await send(`${nginx.url}${previewPath}`);
      expect(preview.status).toBe(200);
      expect(preview.body).toContain(`Unpublished ${marker} Article`);
      expect(preview.headers['cache-control']).toBe('private, no-store');
      expect(preview.headers['x-cache-status']).toBe('BYPASS');
    }
    for (const base of [a.url, b.url]) {
      expect((await get(base, previewPath)).body).toContain(`The body mentions ${marker}`);
    }

    // Every address the site lists (the sitemap, on each target), the feeds and lists, every tag
    // filter, robots.txt, and the unpublished posts' own addresses and social cards.
    const paths = new Set([
      '/sitemap.xml',
      '/robots.txt',
      '/blog/rss.xml',
      '/blog',
      '/sitemap-page',
    ]);
    for (const [, base] of targets()) {
      const sitemap = await get(base, '/sitemap.xml');
      expect(sitemap.status).toBe(200);
      for (const [, loc] of sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)) {
        paths.add(new URL(loc!).pathname);
      }
      const list = await get(base, '/blog');
      for (const [, href] of list.body.matchAll(/href="(\/blog\?tag=[^"]+)"/g)) {
        paths.add(href!.replaceAll('&amp;', '&'));
      }
    }
    paths.add(`/blog?tag=${encodeURIComponent(marker)}`);
    const postPages = [...paths].filter((path) => /^\/blog\/[^/?]+$/.test(path));
    expect(postPages.length, 'the seeded posts are listed').toBeGreaterThanOrEqual(6);

    const requests = targets().flatMap(([who, base]) => [
      ...[...paths].map((path) => ({ who, base, path, status: [200] })),
      ...[draft, later].flatMap((post) => [
        { who, base, path: `/blog/${String(post.slug)}`, status: [404] },
        { who, base, path: `/opengraph-image/blog/${String(post.slug)}`, status: [404] },
      ]),
    ]);
    const leaks: string[] = [];
    await inParallel(requests, 4, async ({ who, base, path, status }) => {
      const reply = await get(base, path);
      expect(status, `${who} ${path}`).toContain(reply.status);
      if (reply.body.toLowerCase().includes(marker)) leaks.push(`${who} ${path}`);
    });
    console.log(`checked ${requests.length} answers (${paths.size} public addresses on 3 targets)`);
    expect(leaks).toEqual([]);
  });

  test('the scheduled post is live on both instances and through nginx, feed and sitemap included, within 60 s of its time', async () => {
    test.setTimeout(scheduled.publishAt - Date.now() + PUBLISH_LIMIT_MS + 30_000);
    const live = async (base: string) => {
      const [page, feed, sitemap] = await Promise.all([
        get(base, `/blog/${scheduled.slug}`),
        get(base, '/blog/rss.xml'),
        get(base, '/sitemap.xml'),
      ]);
      return {
        page: page.status === 200 && page.body.includes(scheduled.title),
        feed: feed.body.includes(`/blog/${scheduled.slug}</link>`),
        sitemap: sitemap.body.includes(`/blog/${scheduled.slug}</loc>`),
      };
    };
    const everywhere = { page: true, feed: true, sitemap: true };
    const shownAt: Record<string, number> = {};
    await Promise.all(
      targets().map(async ([who, base]) => {
        for (;;) {
          const state = await live(base);
          const late = Date.now() - scheduled.publishAt;
          if (state.page && state.feed && state.sitemap) {
            shownAt[who] = late;
            return;
          }
          expect(late, `${who} at ${late} ms after the publishing time`).toBeLessThan(
            PUBLISH_LIMIT_MS,
          );
          await new Promise((resolve) => setTimeout(resolve, 1_000));
        }
      }),
    );
    console.log(`live after its time (ms): ${JSON.stringify(shownAt)}`);
    for (const [who, base] of targets()) {
      expect(await live(base), who).toEqual(everywhere);
    }
  });
});
