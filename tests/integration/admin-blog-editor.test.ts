import { notLike } from 'drizzle-orm';
import type { AdminBlogPostView } from '@/lib/admin/blog';
import type { AdminBlogRevision } from '@/lib/admin/blog-editor';
import { blogPosts, blogSlugHistory } from '@/lib/db/schema';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import {
  adminCookie,
  callAdmin,
  createAdmin,
  releaseTestDatabase,
  signIn,
  useTestDatabase,
  type RouteCall,
} from '@/tests/integration/admin-harness';

const POST = {
  title: 'Tags and Previews for the Editor',
  excerpt: 'A post that carries new tags, so the suggestions list can be checked.',
  body: 'Body.',
  tags: ['Editor Tips', 'legal'],
  imageSrc: '/images/blog/solutions-comparison.svg',
  imageAlt: 'Three columns with check marks',
  imageWidth: 1200,
  imageHeight: 630,
};

describe.each(DATABASE_KINDS)('the blog editor API on %s', (kind) => {
  let database: TestDatabase;
  let cookie: string;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    cookie = await adminCookie(database);
  });

  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  beforeEach(async () => {
    await database.db.delete(blogPosts).where(notLike(blogPosts.id, 'post-seed-%'));
    await database.db.delete(blogSlugHistory);
  });

  const call = (route: string, options: RouteCall = {}) =>
    callAdmin(`blog${route}`, { cookie, ...options });
  const render = (body: unknown, options: RouteCall = {}) =>
    call('/render', { method: 'POST', body, ...options });

  it('renders a body with the public pipeline: headings moved down a level, raw HTML as text', async () => {
    const response = await render({
      body: '# Title\n\n**Bold** and [out](https://example.com)\n\n<script>alert(1)</script>',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { html } = (await response.json()) as { html: string };
    expect(html).toMatch(/<h2 id="title"[^>]*>Title<\/h2>/);
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    const empty = await render({ body: '' });
    expect(await empty.json()).toEqual({ html: '' });
  });

  it('refuses a preview without an admin session, from another site, too large or malformed', async () => {
    expect((await render({ body: 'x' }, { cookie: '' })).status).toBe(401);
    const crossSite = await render(
      { body: 'x' },
      { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(crossSite.status).toBe(403);

    // Over the post's length limit: a field error. Over the byte limit: refused unread (413).
    const long = await render({ body: 'a'.repeat(100_001) });
    expect(long.status).toBe(422);
    expect(((await long.json()) as { error: { fields: object } }).error.fields).toHaveProperty(
      'body',
    );
    expect((await render({ body: 'a'.repeat(100_000) })).status).toBe(200);
    expect((await render({ body: 'a'.repeat(600 * 1024) })).status).toBe(413);

    for (const bad of [null, [], { body: 5 }, { body: 'a\u0000b' }, {}]) {
      const response = await render(bad);
      expect([400, 422]).toContain(response.status);
    }
    const notJson = await call('/render', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.status).toBe(415);
  });

  it('lists every tag once, whatever its case, alphabetically; admin only', async () => {
    const before = (await (await call('/tags')).json()) as string[];
    expect(before).toContain('Legal');
    expect(before).toEqual([...before].sort((a, b) => a.localeCompare(b, 'en')));
    const created = await call('', { method: 'POST', body: POST });
    expect(created.status).toBe(201);
    const after = (await (await call('/tags')).json()) as string[];
    expect(after).toContain('Editor Tips');
    // "legal" is the seeded "Legal" in other letters: still one suggestion.
    expect(after.filter((tag) => tag.toLowerCase() === 'legal')).toEqual(['Legal']);
    expect(after).toHaveLength(before.length + 1);
    expect((await call('/tags', { cookie: '' })).status).toBe(401);
  });

  it('names the admin whose save replaced each revision', async () => {
    await createAdmin(database, 'admin', 'second_admin');
    const second = (await signIn('second_admin')).cookie;
    const post = (await (
      await call('', { method: 'POST', body: POST })
    ).json()) as AdminBlogPostView;
    const save = (title: string, as: string) =>
      call('/[id]', {
        method: 'PUT',
        params: { id: post.id },
        body: { ...POST, title },
        cookie: as,
      });
    expect((await save('Saved by the first admin', cookie)).status).toBe(200);
    expect((await save('Saved by the second admin', second)).status).toBe(200);
    const revisions = (await (
      await call('/[id]/revisions', { params: { id: post.id } })
    ).json()) as AdminBlogRevision[];
    expect(revisions.map((revision) => [revision.snapshot.title, revision.savedByName])).toEqual([
      ['Saved by the first admin', 'second_admin'],
      [POST.title, 'test_admin'],
    ]);
  });
});
