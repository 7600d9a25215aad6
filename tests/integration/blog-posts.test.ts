import { NextRequest } from 'next/server';
import { readSeedPosts } from '@/content/blog-posts';
import { answerBlogPage, registerBlogPageStatus } from '@/lib/blog/blog-page-gate';
import { registerInProcessExpiry } from '@/lib/cache/in-process-expiry.mjs';
import { blogPageStatus, findPublishedPost, listPublishedPosts } from '@/lib/blog/posts';
import {
  createPost,
  deletePost,
  publishDuePosts,
  SCHEDULE_PUBLISHED,
  SCHEDULER_ACTOR,
  publishPost,
  schedulePost,
  updatePost,
  withdrawPost,
} from '@/lib/blog/post-store';
import type { BlogPostFormInput } from '@/lib/blog/post-schema';
import { auditLog, blogPosts, blogSlugHistory, cacheTagRevisions, settings } from '@/lib/db/schema';
import { BLOG_SEED_MARKER, seedDatabase } from '@/lib/db/seed';
import { and, eq } from 'drizzle-orm';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import { revalidatedTags } from '@/tests/helpers/next-cache';
import { releaseTestDatabase, useTestDatabase } from '@/tests/integration/admin-harness';

const SEED_SLUGS = [
  ['revolutionizing-customer-experience-with-ai-voice-agents', '2026-11-10'],
  ['ai-voice-agents-comparison-which-solution-is-right-for-your-business', '2026-10-26'],
  ['enhancing-dental-practice-efficiency-with-ai-voice-assistants', '2026-10-10'],
  ['ai-voice-agents-transforming-legal-client-intake-and-communication', '2026-09-25'],
  ['the-roi-of-implementing-ai-voice-agents-for-small-businesses', '2026-09-10'],
  ['how-ai-voice-agents-are-revolutionizing-home-service-businesses', '2026-08-26'],
];

export const DRAFT: BlogPostFormInput = {
  title: 'Draft: Voice Agents for Veterinary Clinics',
  excerpt: 'How clinics answer every after-hours call without a night shift.',
  body: '## Why\n\nBecause pets do not keep office hours.',
  tags: ['AI Voice Agents', 'Veterinary'],
  imageSrc: '/images/blog/solutions-comparison.svg',
  imageAlt: 'Three columns with check marks',
  imageWidth: 1200,
  imageHeight: 630,
};

const NOW = new Date('2026-11-27T12:00:00Z');

function blogRequest(path: string) {
  return new NextRequest(`http://127.0.0.1:3999${path}`);
}

describe.each(DATABASE_KINDS)('blog posts in the database on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    registerBlogPageStatus((slug) => blogPageStatus(database.db, slug));
  });

  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  beforeEach(async () => {
    await database.db.delete(blogPosts).where(eq(blogPosts.status, 'draft'));
    await database.db.delete(blogPosts).where(eq(blogPosts.status, 'scheduled'));
    await database.db.delete(blogPosts).where(eq(blogPosts.status, 'archived'));
    await database.db.delete(blogSlugHistory);
    revalidatedTags.length = 0;
  });

  it('is seeded with the six original posts, their slugs, dates, text, images, tags and byline', async () => {
    const posts = await listPublishedPosts(database.db);
    expect(posts.map((post) => [post.slug, post.date])).toEqual(SEED_SLUGS);
    const seeds = readSeedPosts();
    for (const post of posts) {
      const seed = seeds.find((item) => item.slug === post.slug)!;
      expect(post).toEqual({
        slug: seed.slug,
        title: seed.title,
        date: seed.publishedOn,
        author: 'Sonara AI Team',
        excerpt: seed.excerpt,
        image: {
          src: seed.imageSrc,
          width: seed.imageWidth,
          height: seed.imageHeight,
          alt: seed.imageAlt,
        },
        tags: seed.tags,
        content: seed.body,
      });
    }
  });

  it('seeds once: a deleted original stays deleted after the next start', async () => {
    const [first] = await database.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.slug, SEED_SLUGS[5]![0]!));
    await deletePost(database.db, first!.id, NOW);
    await seedDatabase(database.db);
    expect(await findPublishedPost(database.db, SEED_SLUGS[5]![0]!)).toBeNull();
    expect(await blogPageStatus(database.db, SEED_SLUGS[5]![0]!)).toEqual({ kind: 'gone' });
    // Put it back for the other tests: a database without the marker is seeded again.
    await database.db.delete(blogSlugHistory);
    await database.db.delete(settings).where(eq(settings.key, BLOG_SEED_MARKER));
    await seedDatabase(database.db);
    expect(await listPublishedPosts(database.db)).toHaveLength(6);
  });

  it('keeps drafts, scheduled and archived posts out of every public read; they answer 404', async () => {
    const draft = await createPost(database.db, DRAFT, NOW);
    expect(draft).toMatchObject({
      status: 'draft',
      slug: 'draft-voice-agents-for-veterinary-clinics',
    });
    const scheduled = await createPost(database.db, { ...DRAFT, slug: 'later' }, NOW);
    await schedulePost(database.db, scheduled.id, new Date('2026-12-01T09:00:00Z'), NOW);
    const archived = await createPost(
      database.db,
      { ...DRAFT, slug: 'archived-never-public' },
      NOW,
    );
    await withdrawPost(database.db, archived.id, 'archived', NOW);

    const slugs = (await listPublishedPosts(database.db)).map((post) => post.slug);
    expect(slugs).toEqual(SEED_SLUGS.map(([slug]) => slug));
    for (const slug of [draft.slug, 'later', 'archived-never-public']) {
      expect(await findPublishedPost(database.db, slug)).toBeNull();
      expect(await blogPageStatus(database.db, slug)).toEqual({ kind: 'hidden' });
      const answer = await answerBlogPage(blogRequest(`/blog/${slug}`));
      expect(answer?.headers.get('x-middleware-rewrite')).toContain('/blog-post-not-found');
    }
    expect(await blogPageStatus(database.db, 'no-such-post')).toEqual({ kind: 'unknown' });
    expect(await answerBlogPage(blogRequest('/blog/no-such-post'))).toBeUndefined();
    expect(await answerBlogPage(blogRequest('/blog/rss.xml'))).toBeUndefined();
  });

  it('publishes a scheduled post by itself once its time has come, and expires the blog tag', async () => {
    const post = await createPost(database.db, { ...DRAFT, slug: 'scheduled-post' }, NOW);
    const at = new Date('2026-11-27T12:00:30Z');
    await schedulePost(database.db, post.id, at, NOW);
    revalidatedTags.length = 0;
    const expired: string[][] = [];
    registerInProcessExpiry((tags) => expired.push(tags));
    const [before] = await database.db
      .select()
      .from(cacheTagRevisions)
      .where(eq(cacheTagRevisions.tag, 'blog'));

    expect(await publishDuePosts(database.db, new Date('2026-11-27T12:00:29Z'))).toEqual([]);
    expect(revalidatedTags).toEqual([]);
    expect(await findPublishedPost(database.db, 'scheduled-post')).toBeNull();

    expect(await publishDuePosts(database.db, new Date('2026-11-27T12:00:31Z'))).toEqual([post.id]);
    // Outside a request Next's revalidateTag cannot be called: the process's cache handler is.
    expect(revalidatedTags).toEqual([]);
    expect(expired).toEqual([['blog']]);
    const [after] = await database.db
      .select()
      .from(cacheTagRevisions)
      .where(eq(cacheTagRevisions.tag, 'blog'));
    // The revision row is what the other instances' cache handlers poll.
    expect(Number(after!.revision)).toBe(Number(before!.revision) + 1);
    const live = await findPublishedPost(database.db, 'scheduled-post');
    expect(live?.date).toBe('2026-11-27');
    expect((await listPublishedPosts(database.db))[0]?.slug).toBe('scheduled-post');
    // A second instance running the same pass publishes nothing twice.
    expect(await publishDuePosts(database.db, new Date('2026-11-27T12:00:32Z'))).toEqual([]);
    // The publication is in the audit log once, in the schedule's name.
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'blog.publish-scheduled'), eq(auditLog.target, post.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: null,
      actorName: SCHEDULER_ACTOR,
      details: { slug: 'scheduled-post', publishAt: at.toISOString() },
    });
    await database.db.delete(blogPosts).where(eq(blogPosts.id, post.id));
  });

  it('refuses a schedule in the past with a field error', async () => {
    const post = await createPost(database.db, DRAFT, NOW);
    await expect(
      schedulePost(database.db, post.id, new Date('2026-11-27T11:59:59Z'), NOW),
    ).rejects.toMatchObject({ status: 422, fields: { publishAt: expect.any(String) } });
  });

  it('refuses to schedule a published post, which would take it off the site until then', async () => {
    const post = await createPost(database.db, { ...DRAFT, slug: 'live-post' }, NOW);
    await publishPost(database.db, post.id, NOW);
    await expect(
      schedulePost(database.db, post.id, new Date('2026-12-01T09:00:00Z'), NOW),
    ).rejects.toMatchObject({ status: 422, fields: { publishAt: SCHEDULE_PUBLISHED } });
    expect((await findPublishedPost(database.db, 'live-post'))?.slug).toBe('live-post');
    await database.db.delete(blogPosts).where(eq(blogPosts.id, post.id));
  });

  it('redirects a renamed public post’s old address (308) and answers 410 once it is withdrawn or deleted', async () => {
    const post = await createPost(database.db, { ...DRAFT, slug: 'first-name' }, NOW);
    // A draft's slug change leaves nothing behind: it was never public.
    await updatePost(database.db, post.id, { ...DRAFT, slug: 'second-name' }, null, NOW);
    expect(await blogPageStatus(database.db, 'first-name')).toEqual({ kind: 'unknown' });

    await publishPost(database.db, post.id, NOW);
    await updatePost(database.db, post.id, { ...DRAFT, slug: 'third-name' }, null, NOW);
    expect(await blogPageStatus(database.db, 'second-name')).toEqual({
      kind: 'moved',
      slug: 'third-name',
    });
    const redirect = await answerBlogPage(blogRequest('/blog/second-name'));
    expect(redirect?.status).toBe(308);
    expect(new URL(redirect!.headers.get('location')!).pathname).toBe('/blog/third-name');
    expect(await answerBlogPage(blogRequest('/blog/third-name'))).toBeUndefined();

    // An old address is not free for another post.
    await expect(
      createPost(database.db, { ...DRAFT, slug: 'second-name' }, NOW),
    ).rejects.toMatchObject({
      status: 409,
    });

    await withdrawPost(database.db, post.id, 'draft', NOW);
    for (const slug of ['second-name', 'third-name']) {
      expect(await blogPageStatus(database.db, slug)).toEqual({ kind: 'gone' });
      const gone = await answerBlogPage(blogRequest(`/blog/${slug}`));
      expect(gone?.headers.get('x-middleware-rewrite')).toContain(`/blog/${slug}/gone`);
    }
    const { GET } = await import('@/app/(site)/blog/[slug]/gone/route');
    const page = await GET(new Request('http://127.0.0.1:3999/blog/third-name/gone'), {
      params: Promise.resolve({ slug: 'third-name' }),
    });
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This article is no longer available');
    const notGone = await GET(new Request('http://127.0.0.1:3999/blog/x/gone'), {
      params: Promise.resolve({ slug: SEED_SLUGS[0]![0]! }),
    });
    expect(notGone.status).toBe(404);

    await publishPost(database.db, post.id, NOW);
    expect(await blogPageStatus(database.db, 'second-name')).toEqual({
      kind: 'moved',
      slug: 'third-name',
    });
    await deletePost(database.db, post.id, NOW);
    for (const slug of ['second-name', 'third-name']) {
      expect(await blogPageStatus(database.db, slug)).toEqual({ kind: 'gone' });
    }
    await expect(
      createPost(database.db, { ...DRAFT, slug: 'third-name' }, NOW),
    ).rejects.toMatchObject({
      status: 409,
    });
  });
});
