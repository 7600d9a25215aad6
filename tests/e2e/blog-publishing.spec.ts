import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';

const ADMIN = { username: 'blog_admin', password: 'blog-admin-password-123' };

const POST = {
  excerpt: 'A post written in the admin, to see it reach the public site at the right time.',
  body: '## First section\n\nText with a [link out](https://example.com/page).\n\n## Second section\n\nMore.',
  tags: ['AI Voice Agents', 'Veterinary'],
  imageSrc: '/images/blog/solutions-comparison.svg',
  imageAlt: 'Three columns with check marks',
  imageWidth: 1200,
  imageHeight: 630,
};

interface Post {
  id: string;
  slug: string;
}

// A server of its own: the posts this spec publishes must not show in the shared server's blog,
// whose feed and sitemap other specs count.
test.describe('blog posts published from the admin', () => {
  let server: OwnServer;
  let admin: APIRequestContext;
  let origin: string;

  test.beforeAll(async () => {
    server = await startOwnServer({
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      BETTER_AUTH_SECRET: 'blog-secret-blog-secret-blog-secret-0123456',
    });
    origin = `http://127.0.0.1:${server.port}`;
    admin = await playwrightRequest.newContext({
      baseURL: origin,
      extraHTTPHeaders: { origin },
    });
    const signIn = await admin.post('/api/auth/sign-in/username', { data: ADMIN });
    expect(signIn.status()).toBe(200);
  });

  test.afterAll(async () => {
    await admin?.dispose();
    server?.dispose();
  });

  const create = async (title: string): Promise<Post> => {
    const response = await admin.post('/api/admin/blog', { data: { ...POST, title } });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as Post;
  };

  /** What a visitor can find of a post: the list, the feed, the sitemap and its page's status. */
  const publicView = async (slug: string) => {
    const [list, feed, sitemap, page] = await Promise.all([
      fetch(`${origin}/blog`).then((r) => r.text()),
      fetch(`${origin}/blog/rss.xml`).then((r) => r.text()),
      fetch(`${origin}/sitemap.xml`).then((r) => r.text()),
      fetch(`${origin}/blog/${slug}`, { redirect: 'manual' }),
    ]);
    return {
      list: list.includes(`/blog/${slug}"`),
      feed: feed.includes(`/blog/${slug}</link>`),
      sitemap: sitemap.includes(`/blog/${slug}</loc>`),
      status: page.status,
    };
  };

  test('a draft is nowhere public and answers 404; published, it is everywhere', async ({
    page,
  }) => {
    const post = await create('Draft Then Published Clinic Calls');
    // Warm the caches first: a draft must stay out of pages that are already cached too.
    await publicView('no-such-post');
    expect(await publicView(post.slug)).toEqual({
      list: false,
      feed: false,
      sitemap: false,
      status: 404,
    });

    const published = await admin.post(`/api/admin/blog/${post.id}/publish`);
    expect(published.status()).toBe(200);
    expect(await publicView(post.slug)).toEqual({
      list: true,
      feed: true,
      sitemap: true,
      status: 200,
    });

    await page.goto(`${origin}/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Draft Then Published Clinic Calls',
    );
    await expect(page.locator('h2#first-section')).toHaveText('First section');
    await expect(page.getByRole('link', { name: 'link out' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join('\n')).toContain('"headline":"Draft Then Published Clinic Calls"');
  });

  test('a draft and a scheduled post reach no public answer, whatever field carries their text', async () => {
    const marker = `leakcheck${Date.now().toString(36)}`;
    const hidden = {
      ...POST,
      title: `Unpublished ${marker} Article`,
      excerpt: `An excerpt that names ${marker} and must stay unpublished.`,
      body: `## ${marker} heading\n\nThe body mentions ${marker}.`,
      // A tag the published posts share too: related posts and topics are drawn from it.
      tags: ['AI Voice Agents', marker],
    };
    // Slugs without the marker: a 404 page may repeat the address it was asked for.
    const draft = await admin.post('/api/admin/blog', {
      data: { ...hidden, slug: `hidden-draft-${Date.now()}` },
    });
    const later = await admin.post('/api/admin/blog', {
      data: { ...hidden, slug: `hidden-later-${Date.now()}` },
    });
    expect([draft.status(), later.status()]).toEqual([201, 201]);
    const posts = [(await draft.json()) as Post, (await later.json()) as Post];
    const scheduled = await admin.post(`/api/admin/blog/${posts[1]!.id}/schedule`, {
      data: { publishAt: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(scheduled.status()).toBe(200);

    const text = (path: string) => fetch(`${origin}${path}`).then((r) => r.text());
    const paths = new Set([
      '/sitemap.xml',
      '/robots.txt',
      '/blog/rss.xml',
      '/blog',
      '/sitemap-page',
    ]);
    for (const [, loc] of (await text('/sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)) {
      paths.add(new URL(loc!).pathname);
    }
    for (const [, href] of (await text('/blog')).matchAll(/href="(\/blog\?tag=[^"]+)"/g)) {
      paths.add(href!.replaceAll('&amp;', '&'));
    }
    paths.add(`/blog?tag=${encodeURIComponent(marker)}`);
    // Every published article, with its related posts, sidebar topics and JSON-LD.
    expect([...paths].filter((path) => /^\/blog\/[^/?]+$/.test(path)).length).toBeGreaterThan(5);
    const leaks: string[] = [];
    for (const path of paths) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(200);
      if ((await response.text()).toLowerCase().includes(marker)) leaks.push(path);
    }
    for (const post of posts) {
      for (const path of [`/blog/${post.slug}`, `/opengraph-image/blog/${post.slug}`]) {
        const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
        expect(response.status, path).toBe(404);
        if ((await response.text()).toLowerCase().includes(marker)) leaks.push(path);
      }
    }
    expect(leaks).toEqual([]);
  });

  test('a renamed post keeps its old address (308); unpublished it answers 410', async () => {
    const post = await create('Renamed Post About Law Firm Intake');
    await admin.post(`/api/admin/blog/${post.id}/publish`);
    const renamed = await admin.put(`/api/admin/blog/${post.id}`, {
      data: { ...POST, title: 'Renamed Post About Law Firm Intake', slug: 'law-firm-intake' },
    });
    expect(renamed.status()).toBe(200);

    const old = await fetch(`${origin}/blog/${post.slug}`, { redirect: 'manual' });
    expect(old.status).toBe(308);
    expect(new URL(old.headers.get('location') ?? '', origin).pathname).toBe(
      '/blog/law-firm-intake',
    );
    expect((await publicView('law-firm-intake')).status).toBe(200);

    await admin.post(`/api/admin/blog/${post.id}/unpublish`);
    for (const slug of ['law-firm-intake', post.slug]) {
      const gone = await fetch(`${origin}/blog/${slug}`, { redirect: 'manual' });
      expect(gone.status).toBe(410);
      expect(await gone.text()).toContain('This article is no longer available');
    }
    expect(await publicView('law-firm-intake')).toMatchObject({
      list: false,
      feed: false,
      sitemap: false,
    });
  });

  test('a scheduled post goes public by itself within 60 s of its time', async () => {
    test.setTimeout(120_000);
    const post = await create('Scheduled Post for Home Services');
    const publishAt = new Date(Date.now() + 10_000);
    const scheduled = await admin.post(`/api/admin/blog/${post.id}/schedule`, {
      data: { publishAt: publishAt.toISOString() },
    });
    expect(scheduled.status()).toBe(200);
    expect(await publicView(post.slug)).toEqual({
      list: false,
      feed: false,
      sitemap: false,
      status: 404,
    });

    await expect
      .poll(() => publicView(post.slug), { timeout: 75_000, intervals: [2_000] })
      .toEqual({ list: true, feed: true, sitemap: true, status: 200 });
    expect(Date.now() - publishAt.getTime()).toBeLessThan(60_000);
  });
});
