import 'server-only';
import type { Executor } from '@/lib/db/client';
import { CACHE_TAGS } from '@/lib/server/cache-tags';
import { expireCacheTag } from '@/lib/server/expire-tag';

/** Expires every public page that renders pixels, so visitors see the change. */
export function expirePixelCache(db: Executor): Promise<void> {
  return expireCacheTag(db, CACHE_TAGS.pixels);
}
