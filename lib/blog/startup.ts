import 'server-only';
import { getDb } from '@/lib/db/client';
import { registerBlogPageStatus } from '@/lib/blog/blog-page-gate';
import { blogPageStatus } from '@/lib/blog/posts';
import { publishDuePosts } from '@/lib/blog/post-store';
import { log } from '@/lib/log/logger';
import { onShutdown } from '@/lib/server/boot';

/**
 * How often each process publishes the scheduled posts whose time has come. With the tag polling
 * of other instances (a quarter of a second) a post is public everywhere well within a minute.
 */
export const SCHEDULE_CHECK_MS = 15_000;

/** The status of a blog address now, read from the database. */
export function currentBlogPageStatus(slug: string) {
  return blogPageStatus(getDb(), slug);
}

let started = false;

/**
 * Lets the proxy answer old, withdrawn and unpublished post addresses, and starts this process's
 * scheduled publishing: every instance looks, and whichever flips a post first expires the blog
 * tag for all. Called once the database answers; a second call does nothing.
 */
export function startBlog(): void {
  registerBlogPageStatus(currentBlogPageStatus);
  if (started) return;
  started = true;
  let failing = false;
  const publish = async () => {
    try {
      await publishDuePosts(getDb(), new Date());
      failing = false;
    } catch (error) {
      if (!failing) {
        log.warn(
          'blog.schedule-failed',
          '[blog] publishing scheduled posts failed; trying again',
          {},
          error,
        );
      }
      failing = true;
    }
  };
  const timer = setInterval(() => void publish(), SCHEDULE_CHECK_MS);
  timer.unref();
  void publish();
  onShutdown(() => clearInterval(timer));
}
