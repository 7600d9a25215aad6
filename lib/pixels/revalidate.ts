import 'server-only';
import { CACHE_TAGS } from '@/lib/server/cache-tags';
import { expireCacheTag } from '@/lib/server/expire-tag';

/** Expires every public page that renders pixels, so visitors see the change. */
export function expirePixelCache(): void {
  expireCacheTag(CACHE_TAGS.pixels);
}
