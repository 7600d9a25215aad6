import 'server-only';
import { CACHE_TAGS } from '@/lib/server/cache-tags';
import { expireCacheTag } from '@/lib/server/expire-tag';

/** Expires the cached active-jobs list and every page that read it (/careers). */
export function expireJobsCache(): void {
  expireCacheTag(CACHE_TAGS.jobs);
}
