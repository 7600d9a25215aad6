import 'server-only';
import { revalidateTag } from 'next/cache';
import { CACHE_TAGS } from '@/lib/server/cache-tags';

/**
 * Expires the cached active-jobs list and every page that read it (/careers), so the next request
 * shows the change. Outside a Next.js server (scripts, jest) there is no cache to expire.
 */
export function expireJobsCache(): void {
  try {
    revalidateTag(CACHE_TAGS.jobs, { expire: 0 });
  } catch (error) {
    if (error instanceof Error && error.message.includes('static generation store missing')) return;
    throw error;
  }
}
