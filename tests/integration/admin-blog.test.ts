import { and, eq, notLike } from 'drizzle-orm';
import type { AdminBlogPostView } from '@/lib/admin/blog';
import { blogPageStatus, listPublishedPosts } from '@/lib/blog/posts';
import type { BlogRevision } from '@/lib/blog/post-store';
import { auditLog, blogPosts, blogSlugHistory } from '@/lib/db/schema';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import { revalidatedTags } from '@/tests/helpers/next-cache';
import {
  adminCookie,
  callAdmin,
  releaseTestDatabase,
  useTestDatabase,
  type RouteCall,
} from '@/tests/integration/admin-harness';

const POST = {
  title: 'How Clinics Answer Every Call After Hours',
  excerpt: 'Veterinary clinics miss a third of their calls after six; here is how to stop that.',
  body: '## The problem\n\nCalls at night.\n\n## The fix\n\nAn agent that books.',
  tags: ['AI Voice Agents', 'Veterinary'],
  imageSrc: '/images/blog/solutions-comparison.svg',
  imageAlt: 'Three columns with check marks',
  imageWidth: 1200,
  imageHeight: 630,
};

describe.each(DATABASE_KINDS)('the blog admin API on %s', (kind) => {
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
    // Each test starts from the six seeded posts.
    await database.db.delete(blogPosts).where(notLike(blogPosts.id, 'post-seed-%'));
    await database.db.delete(blogSlugHistory);
    revalidatedTags.length = 0;
  });

  const call = (route: string, options: RouteCall = {}) =>
    callAdmin(`blog${route}`, { cookie, ...options });
  const json = async <T>(response: Response, status: number): Promise<T> => {
    const body = (await response.json()) as T;
    expect({ status: response.status, body }).toMatchObject({ status });
    return body;
  };
  const create = async (body: unknown = POST) =>
    json<AdminBlogPostView>(await call('', { method: 'POST', body }), 201);
  const action = (id: string, verb: string, body?: unknown) =>
    call(`/[id]/${verb}`, { method: 'POST', params: { id }, body });
  const auditActions = async (id: string) =>
    (
      await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.target, id)))
        .orderBy(auditLog.id)
    ).map((row) => [row.action, row.actorName]);

  it('creates a draft with a slug made from the title, audited, not public', async () => {
    const post = await create();
    expect(post).toMatchObject({
      slug: 'how-clinics-answer-every-call-after-hours',
      status: 'draft',
      author: 'Sonara AI Team',
      publishAt: null,
      pageUrl: expect.stringMatching(/\/blog\/how-clinics-answer-every-call-after-hours$/),
    });
    expect(await auditActions(post.id)).toEqual([['blog.create', 'test_admin']]);
    expect((await listPublishedPosts(database.db)).map((p) => p.slug)).not.toContain(post.slug);
  });

  it('refuses bad fields with a message per field (422), a taken slug with 409, never a 5xx', async () => {
    const bad = await call('', {
      method: 'POST',
      body: {
        ...POST,
        title: 'x',
        slug: 'Not A Slug',
        imageSrc: 'https://evil.example/a.png',
        tags: 'x',
      },
    });
    const body = await json<{ error: { code: string; fields: Record<string, string> } }>(bad, 422);
    expect(body.error.code).toBe('invalid_fields');
    expect(Object.keys(body.error.fields).sort()).toEqual(['imageSrc', 'slug', 'tags', 'title']);

    await create();
    const again = await call('', { method: 'POST', body: POST });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { fields: object } }).error.fields).toHaveProperty(
      'slug',
    );

    const taken = await call('', {
      method: 'POST',
      body: { ...POST, slug: 'revolutionizing-customer-experience-with-ai-voice-agents' },
    });
    expect(taken.status).toBe(409);

    for (const weird of [
      null,
      [],
      'text',
      { ...POST, title: 'a\u0000bcdef' },
      { ...POST, imageWidth: 1e12 },
    ]) {
      const response = await call('', { method: 'POST', body: weird });
      expect([400, 422]).toContain(response.status);
    }
    const notJson = await callAdmin('blog', {
      cookie,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBeLessThan(500);
  });

  it('lists posts filtered by status, search text and tag', async () => {
    const draft = await create();
    const list = async (query: string) =>
      (await json<AdminBlogPostView[]>(await call('', { query }), 200)).map((p) => p.slug);
    expect(await list('')).toHaveLength(7);
    expect(await list('status=draft')).toEqual([draft.slug]);
    expect(await list('status=published')).toHaveLength(6);
    expect(await list('q=CLINICS%20ANSWER%20EVERY')).toEqual([draft.slug]);
    // LIKE wildcards typed in the search are literal characters.
    expect(await list('q=%25_%25')).toEqual([]);
    expect(await list('q=100%25')).toEqual([
      'ai-voice-agents-transforming-legal-client-intake-and-communication',
    ]);
    expect(await list('tag=veterinary')).toEqual([draft.slug]);
    expect(await list('tag=Legal')).toEqual([
      'ai-voice-agents-transforming-legal-client-intake-and-communication',
    ]);
    const badStatus = await call('', { query: 'status=live' });
    expect(badStatus.status).toBe(422);
    expect((await call('', { query: 'q=%00' })).status).toBe(422);
  });

  it('keeps every saved version and restores one; edits slug only where asked', async () => {
    const post = await create();
    const edited = await json<AdminBlogPostView>(
      await call('/[id]', {
        method: 'PUT',
        params: { id: post.id },
        body: { ...POST, title: 'A Better Title for the Clinics Post' },
      }),
      200,
    );
    expect(edited).toMatchObject({ title: 'A Better Title for the Clinics Post', slug: post.slug });
    await call('/[id]', {
      method: 'PUT',
      params: { id: post.id },
      body: { ...POST, body: 'Third version.', slug: 'clinics-after-hours' },
    });
    const revisions = await json<BlogRevision[]>(
      await call('/[id]/revisions', { params: { id: post.id } }),
      200,
    );
    expect(revisions.map((r) => r.snapshot.title)).toEqual([
      'A Better Title for the Clinics Post',
      POST.title,
    ]);
    expect(revisions[0]?.savedBy).toEqual(expect.any(String));
    const restored = await json<AdminBlogPostView>(
      await call('/[id]/revisions/[revisionId]/restore', {
        method: 'POST',
        params: { id: post.id, revisionId: String(revisions[1]!.id) },
      }),
      200,
    );
    expect(restored).toMatchObject({ title: POST.title, body: POST.body, slug: post.slug });
    const after = await json<BlogRevision[]>(
      await call('/[id]/revisions', { params: { id: post.id } }),
      200,
    );
    expect(after).toHaveLength(3);
    expect(after[0]?.snapshot.body).toBe('Third version.');
    const missing = await call('/[id]/revisions/[revisionId]/restore', {
      method: 'POST',
      params: { id: post.id, revisionId: 'abc' },
    });
    expect(missing.status).toBe(404);
    expect(await auditActions(post.id)).toEqual([
      ['blog.create', 'test_admin'],
      ['blog.update', 'test_admin'],
      ['blog.update', 'test_admin'],
      ['blog.restore-revision', 'test_admin'],
    ]);
  });

  it('publishes now, schedules, unpublishes, archives and deletes, each audited and expiring the blog tag', async () => {
    const post = await create();
    revalidatedTags.length = 0;

    const published = await json<AdminBlogPostView>(await action(post.id, 'publish'), 200);
    expect(published).toMatchObject({ status: 'published', publishAt: expect.any(String) });
    expect(revalidatedTags).toEqual(['blog']);
    expect((await listPublishedPosts(database.db))[0]?.slug).toBe(post.slug);

    const unpublished = await json<AdminBlogPostView>(await action(post.id, 'unpublish'), 200);
    expect(unpublished.status).toBe('draft');
    expect(await blogPageStatus(database.db, post.slug)).toEqual({ kind: 'gone' });

    const future = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await json<AdminBlogPostView>(
      await action(post.id, 'schedule', { publishAt: future }),
      200,
    );
    expect(scheduled).toMatchObject({ status: 'scheduled', publishAt: future });
    for (const publishAt of [
      'tomorrow',
      '2026-12-01 09:00',
      '2020-01-01T00:00:00Z',
      5,
      '+275760-09-13T00:00:00Z',
    ]) {
      const response = await action(post.id, 'schedule', { publishAt });
      expect(response.status).toBe(422);
      expect(
        ((await response.json()) as { error: { fields: object } }).error.fields,
      ).toHaveProperty('publishAt');
    }
    // An offset names the same instant in UTC.
    const offset = await json<AdminBlogPostView>(
      await action(post.id, 'schedule', { publishAt: '2099-06-01T09:00:00-04:00' }),
      200,
    );
    expect(offset.publishAt).toBe('2099-06-01T13:00:00.000Z');

    const archived = await json<AdminBlogPostView>(await action(post.id, 'archive'), 200);
    expect(archived.status).toBe('archived');
    expect((await call('/[id]', { method: 'DELETE', params: { id: post.id } })).status).toBe(200);
    expect(await blogPageStatus(database.db, post.slug)).toEqual({ kind: 'gone' });
    expect((await call('/[id]', { params: { id: post.id } })).status).toBe(404);
    expect(await auditActions(post.id)).toEqual([
      ['blog.create', 'test_admin'],
      ['blog.publish', 'test_admin'],
      ['blog.unpublish', 'test_admin'],
      ['blog.schedule', 'test_admin'],
      ['blog.schedule', 'test_admin'],
      ['blog.archive', 'test_admin'],
      ['blog.delete', 'test_admin'],
    ]);
  });

  it('answers 404 for an unknown or unstorable id on every post route', async () => {
    for (const id of ['post-none', 'a\u0000b', 'x'.repeat(500)]) {
      expect((await call('/[id]', { params: { id } })).status).toBe(404);
      expect((await call('/[id]', { method: 'PUT', params: { id }, body: POST })).status).toBe(404);
      expect((await call('/[id]', { method: 'DELETE', params: { id } })).status).toBe(404);
      for (const verb of ['publish', 'unpublish', 'archive']) {
        expect((await action(id, verb)).status).toBe(404);
      }
      expect((await call('/[id]/revisions', { params: { id } })).status).toBe(404);
    }
  });
});
