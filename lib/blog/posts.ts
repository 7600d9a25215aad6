import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { blogPosts, blogSlugHistory } from '@/lib/db/schema';
import type { BlogPost, BlogPostSummary } from '@/lib/blog/post-types';
import type { BlogPageStatus } from '@/lib/blog/blog-page-gate';

type PostRow = typeof blogPosts.$inferSelect;

/** A stored post as the public pages show it. */
export function toPublicPost(row: PostRow): BlogPost {
  return {
    slug: row.slug,
    title: row.title,
    date: row.publishedOn ?? row.publishAt?.toISOString().slice(0, 10) ?? '',
    author: row.author,
    excerpt: row.excerpt,
    image: { src: row.imageSrc, width: row.imageWidth, height: row.imageHeight, alt: row.imageAlt },
    tags: row.tags,
    content: row.body,
  };
}

/** Every published post, newest first: the only posts any public response may show. */
export async function listPublishedPosts(db: Executor): Promise<BlogPost[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(eq(blogPosts.status, 'published'))
    .orderBy(desc(blogPosts.publishedOn), desc(blogPosts.publishAt), blogPosts.slug);
  return rows.map(toPublicPost);
}

/** The published post at an address, or null (a draft, scheduled or archived post is null). */
export async function findPublishedPost(db: Executor, slug: string): Promise<BlogPost | null> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.status, 'published')));
  return row ? toPublicPost(row) : null;
}

/** A post without its body, for lists and client components. */
export function toSummary({ content: _content, ...summary }: BlogPost): BlogPostSummary {
  return summary;
}

/**
 * What a blog address answers: `live` for a published post; `moved` (with the current slug) for
 * an older address of a published post; `gone` for a post that was public and no longer is
 * (unpublished, archived or deleted); `hidden` for a post never published (a draft or a
 * scheduled post); `unknown` for an address no post ever had.
 */
export async function blogPageStatus(db: Executor, slug: string): Promise<BlogPageStatus> {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
  if (post) return postStatus(post);
  const [old] = await db.select().from(blogSlugHistory).where(eq(blogSlugHistory.slug, slug));
  if (!old) return { kind: 'unknown' };
  if (!old.postId) return { kind: 'gone' };
  const [current] = await db.select().from(blogPosts).where(eq(blogPosts.id, old.postId));
  if (!current) return { kind: 'gone' };
  const status = postStatus(current);
  return status.kind === 'live' ? { kind: 'moved', slug: current.slug } : status;
}

function postStatus(post: PostRow): BlogPageStatus {
  if (post.status === 'published') return { kind: 'live' };
  return post.firstPublishedAt ? { kind: 'gone' } : { kind: 'hidden' };
}
