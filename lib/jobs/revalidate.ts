import 'server-only';
import type { Executor } from '@/lib/db/client';
import { CACHE_TAGS } from '@/lib/server/cache-tags';
import { expireCacheTag } from '@/lib/server/expire-tag';

/** Expires the cached active-jobs list and every page that read it (/careers). */
export function expireJobsCache(db: Executor): Promise<void> {
  return expireCacheTag(db, CACHE_TAGS.jobs);
}
