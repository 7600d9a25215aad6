import 'server-only';
import { sql } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { expireTagsInProcess } from '@/lib/cache/in-process-expiry.mjs';
import type { Executor } from '@/lib/db/client';
import { cacheTagRevisions } from '@/lib/db/schema';
import type { CacheTag } from '@/lib/server/cache-tags';

/**
 * Expires a tag once the change to its data is written: every page and cached value that read
 * that data is rendered or loaded again on its next request, in this process through Next's
 * `revalidateTag` and, through the tag's revision row, in every other instance on a shared
 * PostgreSQL within a second (their cache handlers read the rows: lib/cache/tag-revisions.mjs).
 * Called from the route handlers and server actions that make admin changes.
 */
export async function expireCacheTag(db: Executor, tag: CacheTag): Promise<void> {
  await bumpRevision(db, tag);
  // Expired now, not served stale while a new copy renders: the change must show on the next request.
  revalidateTag(tag, { expire: 0 });
}

/** Counts a change of the tag's data in its revision row, which every other instance polls. */
async function bumpRevision(db: Executor, tag: CacheTag): Promise<void> {
  await db
    .insert(cacheTagRevisions)
    .values({ tag, revision: 1 })
    .onConflictDoUpdate({
      target: cacheTagRevisions.tag,
      set: { revision: sql`${cacheTagRevisions.revision} + 1` },
    });
}

/**
 * `expireCacheTag` for work a server runs by itself, outside any request (a timer), where Next's
 * `revalidateTag` cannot be called: the revision row tells the other instances, and this
 * process's cache handler expires the tag directly (lib/cache/in-process-expiry.mjs).
 */
export async function expireCacheTagInBackground(db: Executor, tag: CacheTag): Promise<void> {
  await bumpRevision(db, tag);
  expireTagsInProcess([tag]);
}
