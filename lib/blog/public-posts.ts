import 'server-only';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/lib/db/client';
import { findPublishedPost, listPublishedPosts } from '@/lib/blog/posts';
import type { BlogPost } from '@/lib/blog/post-types';
import { CACHE_TAGS, isBuildPhase } from '@/lib/server/cache-tags';

async function loadPublishedPosts(): Promise<BlogPost[]> {
  // `next build` opens no database; the server never serves what the build cached (boot.ts).
  if (isBuildPhase()) return [];
  return listPublishedPosts(getDb());
}

const cachedPublishedPosts = unstable_cache(loadPublishedPosts, ['published-posts'], {
  tags: [CACHE_TAGS.blog],
});

/**
 * Every published post, newest first, cached across requests under the blog tag: the blog pages,
 * feed and sitemap stay cached, and every change to a post (an admin's or the scheduler's, which
 * expire the tag on every instance) shows on the next request.
 */
export function getPublishedPosts(): Promise<BlogPost[]> {
  return cachedPublishedPosts();
}

async function loadPublishedPost(slug: string): Promise<BlogPost | null> {
  if (isBuildPhase()) return null;
  return findPublishedPost(getDb(), slug);
}

const cachedPublishedPost = unstable_cache(loadPublishedPost, ['published-post'], {
  tags: [CACHE_TAGS.blog],
});

/** The published post at an address (null if none), cached under the blog tag. */
export function getPublishedPost(slug: string): Promise<BlogPost | null> {
  return cachedPublishedPost(slug);
}
