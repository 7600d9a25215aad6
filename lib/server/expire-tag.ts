import 'server-only';
import { sql } from 'drizzle-orm';
import { markTagsChanged } from '@/lib/cache/cache-handler.mjs';
import type { Executor } from '@/lib/db/client';
import { cacheTagRevisions } from '@/lib/db/schema';
import type { CacheTag } from '@/lib/server/cache-tags';

/**
 * Expires a tag once the change to its data has committed: every page and cached value that read
 * that data is rendered or loaded again on its next request, in this process at once and, through
 * the tag's revision row, in every other instance on its next poll (lib/server/cache-sync.ts).
 */
export async function expireCacheTag(db: Executor, tag: CacheTag): Promise<void> {
  markTagsChanged([tag]);
  await db
    .insert(cacheTagRevisions)
    .values({ tag, revision: 1 })
    .onConflictDoUpdate({
      target: cacheTagRevisions.tag,
      set: { revision: sql`${cacheTagRevisions.revision} + 1` },
    });
}
