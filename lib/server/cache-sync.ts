import 'server-only';
import { markTagsChanged } from '@/lib/cache/cache-handler.mjs';
import type { Database } from '@/lib/db/client';
import { cacheTagRevisions } from '@/lib/db/schema';
import { log } from '@/lib/log/logger';

/** How often an instance looks for changes made through the others. */
export const CACHE_SYNC_INTERVAL_MS = 1_000;

/**
 * Expires in this process every tag whose revision changed since the last look (`seen`, updated
 * here). A tag first seen counts as changed: a page may have been cached just before its change.
 */
export async function syncTagRevisions(db: Database, seen: Map<string, number>): Promise<string[]> {
  const rows = await db.select().from(cacheTagRevisions);
  const changed = rows.filter((row) => seen.get(row.tag) !== row.revision);
  for (const row of rows) seen.set(row.tag, row.revision);
  if (changed.length > 0) markTagsChanged(changed.map((row) => row.tag));
  return changed.map((row) => row.tag);
}

/**
 * Polls the tag revisions of a shared PostgreSQL, so an admin change made through one instance
 * reaches the cached pages of every instance within about a second. Returns the stop function.
 */
export function startCacheSync(db: Database): () => Promise<void> {
  const seen = new Map<string, number>();
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = syncTagRevisions(db, seen).catch((error: unknown) =>
      log.error('cache.sync-failed', '[cache] could not read tag revisions', {}, error),
    );
  }, CACHE_SYNC_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
