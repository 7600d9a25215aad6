import { createHmac, randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, SITE_ORIGIN } from './admin-helpers';
import { expect, gotoWaitsForHydration, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';
import { startOwnServer } from './own-server';

const POST = {
  excerpt: 'A draft looked at through its preview link before anyone else can read it.',
  body: '## What the preview shows\n\nThe saved text, as the public page would show it.',
  tags: ['AI Voice Agents', 'Preview Checks'],
  imageSrc: '/images/blog/solutions-comparison.svg',
  imageAlt: 'Three columns with check marks',
  imageWidth: 1200,
  imageHeight: 630,
};

interface Post {
  id: string;
  slug: string;
}

/** An admin's API session on `origin`. */
async function adminApi(origin: string, admin = ADMIN): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  const signIn = await api.post('/api/auth/sign-in/username', { data: admin });
  expect(signIn.status()).toBe(200);
  return api;
}

async function createDraft(api: APIRequestContext, title: string): Promise<Post> {
  const response = await api.post('/api/admin/blog', { data: { ...POST, title } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Post;
}

async function previewLink(api: APIRequestContext, id: string) {
  const response = await api.post(`/api/admin/blog/${id}/preview`);
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { url: string; expiresAt: string };
}

/** The page's robots meta says noindex, nofollow (Next.js adds a plain noindex to a 404 page). */
async function expectNoIndexMeta(page: Page) {
  const robots = page.locator('meta[name="robots"]');
  await expect(robots.and(page.locator('[content="noindex, nofollow"]'))).toHaveCount(1);
  for (const content of await robots.evaluateAll((metas) =>
    metas.map((meta) => meta.getAttribute('content')),
  )) {
    expect(content).toMatch(/^noindex\b/);
  }
}

/** What a visitor holding a link that does not work must see: a friendly 404 that is not indexed. */
async function expectRefusedLink(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(404);
  const headers = await response!.allHeaders();
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['x-robots-tag']).toBe('noindex');
  expect(headers['set-cookie']).toBeUndefined();
  await expect(
    page.getByRole('heading', { level: 1, name: 'This preview link does not work' }),
  ).toBeVisible();
  await expect(page.getByText('Preview links work for 24 hours')).toBeVisible();
  await expectNoIndexMeta(page);
  await expect(page.getByTestId('preview-bar')).toHaveCount(0);
}

test.describe('a blog post preview link', () => {
  let api: APIRequestContext;

  test.beforeAll(async () => {
    api = await adminApi(SITE_ORIGIN);
  });

  test.afterAll(async () => {
    await api?.dispose();
  });

  test('shows a draft under a preview bar, private and unindexed, and leaves no trace', async ({
    browser,
  }) => {
    // A browser that has stored nothing yet, not even a consent decision.
    const context = await browser.newContext({ baseURL: SITE_ORIGIN });
    const page = gotoWaitsForHydration(await context.newPage(), { consent: 'unanswered' });
    const marker = `previewcheck${randomBytes(4).toString('hex')}`;
    const post = await createDraft(api, `Draft Seen Only Through Its Link ${marker}`);
    const link = await previewLink(api, post.id);
    expect(link.url).toMatch(/^\/blog-preview\/[\w-]+\.[\w-]{43}$/);
    const cookiesBefore = await context.cookies();

    const response = await page.goto(link.url);
    expect(response?.status()).toBe(200);
    const headers = await response!.allHeaders();
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['x-robots-tag']).toBe('noindex');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['set-cookie']).toBeUndefined();
    await expectNoIndexMeta(page);
    await expect(page).toHaveTitle(
      new RegExp(`^Preview: Draft Seen Only Through Its Link ${marker}`),
    );

    const bar = page.getByRole('complementary', { name: 'Preview' });
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('This page is not public');
    await expect(bar).toContainText('This post is a draft: it is not published.');
    const expiry = bar.locator('time');
    await expect(expiry).toHaveAttribute('datetime', link.expiresAt);
    await expect(bar).toContainText(`This preview link expires on ${await expiry.textContent()}`);
    // The article as its public page would show it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Draft Seen Only Through Its Link ${marker}`,
    );
    await expect(
      page.getByRole('heading', { level: 2, name: 'What the preview shows' }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tags' }).first()).toContainText('Preview Checks');
    await expectNoAxeViolations(page);
    // No tracking pixel (the shared server has a built-in one on every public page), no consent
    // banner, no visitor counting: none of them may see the link.
    const html = await response!.text();
    expect(html).not.toContain('__systemPixelMarker');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Nothing was stored in the browser, and no mode stuck: the draft is still not public here.
    expect(await context.cookies()).toEqual(cookiesBefore);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
    const publicPage = await page.goto(`/blog/${post.slug}`);
    expect(publicPage?.status()).toBe(404);
    await expect(page.getByText(marker)).toHaveCount(0);
    const list = await page.goto('/blog');
    expect(list?.status()).toBe(200);
    expect(await page.content()).not.toContain(marker);
    await context.close();
  });

  test('robots.txt disallows preview pages and the sitemap lists none', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /blog-preview/');
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('blog-preview');
  });

  test('an altered, unfinished or made-up link answers a friendly 404', async ({ page }) => {
    const post = await createDraft(api, 'Draft Whose Link Gets Altered');
    const { url } = await previewLink(api, post.id);
    const [payload = '', mac = ''] = url.slice('/blog-preview/'.length).split('.');
    const swap = (text: string, index: number) =>
      `${text.slice(0, index)}${text[index] === 'A' ? 'B' : 'A'}${text.slice(index + 1)}`;
    await expectRefusedLink(page, `/blog-preview/${payload}.${swap(mac, 5)}`);
    await expectNoAxeViolations(page);
    for (const bad of [
      `/blog-preview/${payload}.${swap(mac, 5)}`,
      `/blog-preview/${swap(payload, 2)}.${mac}`,
      `/blog-preview/${payload}`,
      '/blog-preview/not-a-link',
      `/blog-preview/${'x'.repeat(3_000)}`,
      '/blog-preview/%E2%80%A8',
    ]) {
      await expectRefusedLink(page, bad);
    }
  });
});

// An expired link, and one for a post deleted since, need a token signed with the server's own key:
// a server on a PostgreSQL database of the test's own, whose settings the test can read.
test.describe('a preview link signed by the server', () => {
  const base = process.env.TEST_DATABASE_URL;
  test.skip(!base, 'needs TEST_DATABASE_URL: a PostgreSQL server where it may create databases');
  test.setTimeout(120_000);

  test('answers a friendly 404 once expired, or when its post was deleted', async ({ page }) => {
    const admin = { username: 'preview_admin', password: 'preview-admin-password-123' };
    const name = `sonara_e2e_preview_${randomBytes(6).toString('hex')}`;
    const onServer = async (sql: string) => {
      const client = new Client({ connectionString: base });
      await client.connect();
      await client.query(sql).finally(() => client.end());
    };
    await onServer(`CREATE DATABASE ${name}`);
    const url = new URL(base!);
    url.pathname = `/${name}`;
    const server = await startOwnServer({
      DATABASE_URL: url.toString(),
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
    }).catch(async (error: unknown) => {
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      throw error;
    });
    const origin = `http://127.0.0.1:${server.port}`;
    const api = await adminApi(origin, admin);
    try {
      const post = await createDraft(api, 'Draft Whose Link Runs Out');
      const link = await previewLink(api, post.id);
      expect((await page.goto(`${origin}${link.url}`))?.status()).toBe(200);

      const client = new Client({ connectionString: url.toString() });
      await client.connect();
      const { rows } = await client
        .query<{ value: string }>(
          "select value from settings where key = 'internal.blogPreviewKey'",
        )
        .finally(() => client.end());
      const key = rows[0]!.value;
      const sign = (claims: object) => {
        const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
        const mac = createHmac('sha256', key).update(`blog-preview:${payload}`).digest('base64url');
        return `${origin}/blog-preview/${payload}.${mac}`;
      };
      const now = Math.floor(Date.now() / 1000);
      // The same link as the server signs it, one minute past its expiry.
      await expectRefusedLink(page, sign({ p: post.id, e: now - 60 }));
      // Well signed and current, for a post that does not exist (any more).
      await expectRefusedLink(page, sign({ p: 'post-deleted-since', e: now + 3_600 }));
      expect((await api.delete(`/api/admin/blog/${post.id}`)).status()).toBe(200);
      await expectRefusedLink(page, `${origin}${link.url}`);
    } finally {
      await api.dispose();
      server.dispose();
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
