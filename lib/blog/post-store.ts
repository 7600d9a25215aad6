import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { companyDate } from '@/lib/config/company';
import { siteConfig } from '@/lib/config/site';
import type { Executor } from '@/lib/db/client';
import {
  blogPostRevisions,
  blogPosts,
  blogSlugHistory,
  type BlogPostSnapshot,
  type BlogStatus,
} from '@/lib/db/schema';
import { writeAudit } from '@/lib/audit/audit-log';
import { HttpError } from '@/lib/http/errors';
import { blogPostInputSchema, slugFromTitle, type BlogPostFormInput } from '@/lib/blog/post-schema';
import { CACHE_TAGS } from '@/lib/server/cache-tags';
import { expireCacheTag, expireCacheTagInBackground } from '@/lib/server/expire-tag';

type PostRow = typeof blogPosts.$inferSelect;

/** A post as the admin sees it: every field, with instants as ISO strings. */
export interface AdminBlogPost extends BlogPostSnapshot {
  id: string;
  status: BlogStatus;
  publishAt: string | null;
  publishedOn: string | null;
  firstPublishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface BlogRevision {
  id: number;
  savedAt: string;
  savedBy: string | null;
  snapshot: BlogPostSnapshot;
}

/** The audit log's actor for what the publishing schedule does by itself. */
export const SCHEDULER_ACTOR = 'Publishing schedule';

export const POST_NOT_FOUND = 'That blog post no longer exists.';
export const SLUG_TAKEN = 'Another post has or had this address; choose another slug.';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toAdminPost(row: PostRow): AdminBlogPost {
  return {
    ...row,
    publishAt: iso(row.publishAt),
    firstPublishedAt: iso(row.firstPublishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function snapshotOf(row: PostRow): BlogPostSnapshot {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    tags: row.tags,
    imageSrc: row.imageSrc,
    imageAlt: row.imageAlt,
    imageWidth: row.imageWidth,
    imageHeight: row.imageHeight,
    author: row.author,
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Object;) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const slugTaken = () => new HttpError('conflict', SLUG_TAKEN, { fields: { slug: SLUG_TAKEN } });

/**
 * Refuses a slug that another post has, or that a public post had (an old address that redirects,
 * or a deleted post's that answers 410). A post may take back one of its own old addresses.
 */
async function assertSlugFree(tx: Executor, slug: string, postId?: string): Promise<void> {
  const [post] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(eq(blogPosts.slug, slug));
  if (post && post.id !== postId) throw slugTaken();
  const [old] = await tx.select().from(blogSlugHistory).where(eq(blogSlugHistory.slug, slug));
  if (old && (old.postId === null || old.postId !== postId)) throw slugTaken();
}

/** Locks and reads one post; a missing one is a 404. */
async function lockPost(tx: Executor, id: string): Promise<PostRow> {
  const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
  if (!row) throw new HttpError('not_found', POST_NOT_FOUND);
  return row;
}

/** Runs a change in a transaction, then expires the blog tag so every instance shows it. */
async function change<T>(db: Executor, work: (tx: Executor) => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  await expireCacheTag(db, CACHE_TAGS.blog);
  return result;
}

export interface ListFilter {
  status?: BlogStatus;
  q?: string;
  tag?: string;
}

/** Every post matching the filters, newest change first (the admin's list). */
export async function listPosts(db: Executor, filter: ListFilter = {}): Promise<AdminBlogPost[]> {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(blogPosts.status, filter.status));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const match = or(
      ilike(blogPosts.title, pattern),
      ilike(blogPosts.slug, pattern),
      ilike(blogPosts.excerpt, pattern),
      ilike(blogPosts.body, pattern),
    );
    if (match) where.push(match);
  }
  if (filter.tag) {
    where.push(
      sql`exists (select 1 from jsonb_array_elements_text(${blogPosts.tags}) as t(tag) where lower(t.tag) = lower(${filter.tag}))`,
    );
  }
  const rows = await db
    .select()
    .from(blogPosts)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(blogPosts.updatedAt), blogPosts.slug);
  return rows.map(toAdminPost);
}

/** One post by id, or a 404. */
export async function getPostById(db: Executor, id: string): Promise<AdminBlogPost> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) throw new HttpError('not_found', POST_NOT_FOUND);
  return toAdminPost(row);
}

/** Writes a locked post's new values and answers it as the admin sees it (a 404 if it is gone). */
async function setPost(
  tx: Executor,
  id: string,
  values: Partial<typeof blogPosts.$inferInsert>,
): Promise<AdminBlogPost> {
  const [row] = await tx.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning();
  if (!row) throw new HttpError('not_found', POST_NOT_FOUND);
  return toAdminPost(row);
}

/**
 * Keeps a public post's old address: it redirects to the post `postId`, or answers 410 (Gone)
 * when that is null (the post was deleted). No other post can take it.
 */
async function retireSlug(tx: Executor, slug: string, postId: string | null, now: Date) {
  await tx
    .insert(blogSlugHistory)
    .values({ slug, postId, retiredAt: now })
    .onConflictDoUpdate({ target: blogSlugHistory.slug, set: { postId, retiredAt: now } });
}

/** Creates a draft; its slug is the one given or made from the title, and must be free. */
export async function createPost(
  db: Executor,
  input: BlogPostFormInput,
  now: Date = new Date(),
): Promise<AdminBlogPost> {
  const values = blogPostInputSchema.parse(input);
  const slug = values.slug ?? slugFromTitle(values.title);
  if (!slug) {
    const message = 'The title gives no address; enter a slug';
    throw new HttpError('invalid_fields', message, { fields: { slug: message } });
  }
  return change(db, async (tx) => {
    await assertSlugFree(tx, slug);
    const [row] = await tx
      .insert(blogPosts)
      .values({
        ...values,
        slug,
        author: values.author ?? `${siteConfig().name} Team`,
        id: `post-${randomUUID()}`,
        status: 'draft',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('Inserting the post returned no row');
    return toAdminPost(row);
  });
}

/**
 * Saves a post's fields, keeping the version it replaces as a revision. A post that has been
 * public keeps its old address as a permanent redirect to the new one when its slug changes.
 */
export async function updatePost(
  db: Executor,
  id: string,
  input: BlogPostFormInput,
  savedBy: string | null,
  now: Date = new Date(),
): Promise<AdminBlogPost> {
  const values = blogPostInputSchema.parse(input);
  return change(db, async (tx) => {
    const current = await lockPost(tx, id);
    const slug = values.slug ?? current.slug;
    if (slug !== current.slug) {
      await assertSlugFree(tx, slug, id);
      await tx.delete(blogSlugHistory).where(eq(blogSlugHistory.slug, slug));
      if (current.firstPublishedAt) await retireSlug(tx, current.slug, id, now);
    }
    await tx
      .insert(blogPostRevisions)
      .values({ postId: id, snapshot: snapshotOf(current), savedAt: now, savedBy });
    return setPost(tx, id, {
      ...values,
      slug,
      author: values.author ?? current.author,
      updatedAt: now,
    });
  });
}

/** Publishes a post now. Its date is the company's calendar day, or its first one if it was public. */
export async function publishPost(
  db: Executor,
  id: string,
  now: Date = new Date(),
): Promise<AdminBlogPost> {
  return change(db, async (tx) => {
    const current = await lockPost(tx, id);
    return setPost(tx, id, {
      status: 'published',
      publishAt: current.firstPublishedAt ?? now,
      publishedOn: current.firstPublishedAt ? current.publishedOn : companyDate(now),
      firstPublishedAt: current.firstPublishedAt ?? now,
      updatedAt: now,
    });
  });
}

export const SCHEDULE_IN_PAST = 'Choose a publishing time in the future';
export const SCHEDULE_PUBLISHED =
  'This post is already published; unpublish it first to schedule it for later';

/** Schedules a post for an instant in the future; the server publishes it then (startBlog). */
export async function schedulePost(
  db: Executor,
  id: string,
  publishAt: Date,
  now: Date = new Date(),
): Promise<AdminBlogPost> {
  if (publishAt.getTime() <= now.getTime()) {
    throw new HttpError('invalid_fields', SCHEDULE_IN_PAST, {
      fields: { publishAt: SCHEDULE_IN_PAST },
    });
  }
  return change(db, async (tx) => {
    const current = await lockPost(tx, id);
    // Scheduling a live post would take it off the site until then: it must be unpublished first.
    if (current.status === 'published') {
      throw new HttpError('invalid_fields', SCHEDULE_PUBLISHED, {
        fields: { publishAt: SCHEDULE_PUBLISHED },
      });
    }
    return setPost(tx, id, { status: 'scheduled', publishAt, updatedAt: now });
  });
}

/** Takes a post off the site: back to a draft (`unpublish`) or into the archive. */
export async function withdrawPost(
  db: Executor,
  id: string,
  status: 'draft' | 'archived',
  now: Date = new Date(),
): Promise<AdminBlogPost> {
  return change(db, async (tx) => {
    const current = await lockPost(tx, id);
    return setPost(tx, id, {
      status,
      // A scheduled time that no longer applies is dropped; a public post keeps its date.
      publishAt: current.firstPublishedAt ? current.publishAt : null,
      updatedAt: now,
    });
  });
}

/**
 * Deletes a post and its revisions. The addresses of a post that was public stay retired, so they
 * answer 410 (Gone) and no other post takes them.
 */
export async function deletePost(
  db: Executor,
  id: string,
  now: Date = new Date(),
): Promise<AdminBlogPost> {
  return change(db, async (tx) => {
    const current = await lockPost(tx, id);
    if (current.firstPublishedAt) {
      await tx.update(blogSlugHistory).set({ postId: null }).where(eq(blogSlugHistory.postId, id));
      await retireSlug(tx, current.slug, null, now);
    }
    await tx.delete(blogPosts).where(eq(blogPosts.id, id));
    return toAdminPost(current);
  });
}

/** A post's earlier versions, newest first. */
export async function listRevisions(db: Executor, id: string): Promise<BlogRevision[]> {
  await getPostById(db, id);
  const rows = await db
    .select()
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, id))
    .orderBy(desc(blogPostRevisions.id));
  return rows.map((row) => ({
    id: row.id,
    savedAt: row.savedAt.toISOString(),
    savedBy: row.savedBy,
    snapshot: row.snapshot,
  }));
}

export const REVISION_NOT_FOUND = 'That revision does not exist for this post.';

/** Brings an earlier version back, as a save (so the version it replaces is kept too). */
export async function restoreRevision(
  db: Executor,
  id: string,
  revisionId: number,
  savedBy: string | null,
  now: Date = new Date(),
): Promise<AdminBlogPost> {
  const [revision] = await db
    .select()
    .from(blogPostRevisions)
    .where(and(eq(blogPostRevisions.id, revisionId), eq(blogPostRevisions.postId, id)));
  if (!revision) throw new HttpError('not_found', REVISION_NOT_FOUND);
  return updatePost(db, id, revision.snapshot, savedBy, now);
}

/**
 * Publishes every scheduled post whose time has come, and expires the blog tag when there was
 * one. Each post's update re-checks its status, so with several instances each post is published
 * once, by whichever instance gets there first; the tag's revision row tells the others. Runs on
 * a timer, outside any request: the tag is expired without Next's revalidateTag.
 */
export async function publishDuePosts(db: Executor, now: Date = new Date()): Promise<string[]> {
  const due = await db
    .select({ id: blogPosts.id, publishAt: blogPosts.publishAt, first: blogPosts.firstPublishedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.status, 'scheduled'), lte(blogPosts.publishAt, now)));
  const published: string[] = [];
  try {
    await publishEach(db, due, now, published);
  } finally {
    // Whatever was published is shown everywhere, even if a later post or its audit row failed:
    // the next pass finds nothing due for it and would not expire the tag again.
    if (published.length > 0) await expireCacheTagInBackground(db, CACHE_TAGS.blog);
  }
  return published;
}

async function publishEach(
  db: Executor,
  due: { id: string; publishAt: Date | null; first: Date | null }[],
  now: Date,
  published: string[],
): Promise<void> {
  for (const post of due) {
    const at = post.publishAt ?? now;
    const rows = await db
      .update(blogPosts)
      .set({
        status: 'published',
        publishedOn: post.first ? sql`${blogPosts.publishedOn}` : companyDate(at),
        firstPublishedAt: post.first ?? at,
        updatedAt: now,
      })
      .where(
        and(
          eq(blogPosts.id, post.id),
          eq(blogPosts.status, 'scheduled'),
          lte(blogPosts.publishAt, now),
        ),
      )
      .returning({ id: blogPosts.id, slug: blogPosts.slug });
    for (const row of rows) {
      published.push(row.id);
      // Nobody clicked anything: the entry names the scheduler, so the log still tells who and when.
      await writeAudit(db, {
        actor: { name: SCHEDULER_ACTOR },
        action: 'blog.publish-scheduled',
        target: row.id,
        details: { slug: row.slug, publishAt: at.toISOString() },
      });
    }
  }
}
