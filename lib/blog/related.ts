import { BLOG_LIMITS, type BlogPostSummary } from '@/lib/blog/post-types';

const newestFirst = (a: BlogPostSummary, b: BlogPostSummary) =>
  b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

/**
 * Up to three other posts sharing at least one tag with `current`: most shared tags first, then
 * newest first.
 */
export function relatedPosts<T extends BlogPostSummary>(
  current: BlogPostSummary,
  posts: readonly T[],
  limit: number = BLOG_LIMITS.related,
): T[] {
  const tags = new Set(current.tags);
  return posts
    .filter((post) => post.slug !== current.slug)
    .map((post) => ({ post, shared: post.tags.filter((tag) => tags.has(tag)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || newestFirst(a.post, b.post))
    .slice(0, limit)
    .map(({ post }) => post);
}

/** The most recent posts, newest first. */
export function recentPosts<T extends BlogPostSummary>(
  posts: readonly T[],
  limit: number = BLOG_LIMITS.recent,
): T[] {
  return [...posts].sort(newestFirst).slice(0, limit);
}

/** Every tag used by any post, once each, in alphabetical order. */
export function uniqueTags(posts: readonly BlogPostSummary[]): string[] {
  return [...new Set(posts.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b));
}

/** Posts carrying a tag (case-insensitive, as tags arrive from the URL). */
export function postsWithTag<T extends Pick<BlogPostSummary, 'tags'>>(
  posts: readonly T[],
  tag: string,
): T[] {
  const wanted = tag.trim().toLowerCase();
  return posts.filter((post) => post.tags.some((candidate) => candidate.toLowerCase() === wanted));
}

/** The link to the blog filtered by a tag. */
export function tagHref(tag: string): string {
  return `/blog?tag=${encodeURIComponent(tag)}`;
}
