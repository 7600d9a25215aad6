import 'server-only';
import { revalidateTag } from 'next/cache';
import type { CacheTag } from '@/lib/server/cache-tags';

// Next.js keeps the expiry time of each cache tag in this process-wide map (its in-memory cache
// handler reads it for pages and for unstable_cache data alike).
const TAGS_MANIFEST_MODULE = 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

/**
 * How long after a change the tag is expired once more: longer than any page render, so a render
 * that was already running when the change committed has stored its result by then.
 */
export const IN_FLIGHT_RENDER_MS = 3_000;

/** Expires tags in this server process now, as `revalidateTag(tag, { expire: 0 })` does. */
export async function expireTagsInProcess(tags: readonly string[]): Promise<void> {
  const { tagsManifest } = (await import(
    /* webpackIgnore: true */ /* turbopackIgnore: true */ TAGS_MANIFEST_MODULE
  )) as { tagsManifest: Map<string, { expired?: number; stale?: number }> };
  const now = performance.timeOrigin + performance.now();
  for (const tag of tags)
    tagsManifest.set(tag, { ...tagsManifest.get(tag), stale: now, expired: now });
}

/**
 * Expires a tag so the next request re-renders every page that read its data. A render that was
 * running when the change committed read the data before it, but stores its page after the
 * expiry, so that stale page would be served as fresh until the next change; expiring the tag
 * again once such renders have finished closes that window (requests within it may still see the
 * previous version). Outside a Next.js server (scripts, jest) there is no page cache to expire.
 */
export function expireCacheTag(tag: CacheTag): void {
  try {
    revalidateTag(tag, { expire: 0 });
  } catch (error) {
    if (error instanceof Error && error.message.includes('static generation store missing')) return;
    throw error;
  }
  const again = setTimeout(() => {
    expireTagsInProcess([tag]).catch((error: unknown) =>
      console.error(`[cache] could not expire ${tag} again:`, error),
    );
  }, IN_FLIGHT_RENDER_MS);
  again.unref();
}
