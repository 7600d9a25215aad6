import 'server-only';
import { revalidateTag } from 'next/cache';
import { CACHE_TAGS } from '@/lib/server/cache-tags';

/**
 * Expires every public page that renders pixels, so the next request of any visitor shows the
 * change. Outside a Next.js server (scripts, tests) there is no page cache to expire.
 */
export function expirePixelCache(): void {
  try {
    revalidateTag(CACHE_TAGS.pixels, { expire: 0 });
  } catch (error) {
    if (error instanceof Error && error.message.includes('static generation store missing')) return;
    throw error;
  }
}
