/**
 * `next/cache` for jest. Services and route handlers run here outside a Next.js request, where
 * `revalidateTag` has no page cache to expire and throws: the tags are recorded instead, so a
 * test can check what a change expires. Everything else is Next's own.
 */
export { unstable_cache, unstable_noStore, revalidatePath } from 'next/cache.js';

/** Every tag expired since the process started (or the test cleared it), in order. */
export const revalidatedTags: string[] = [];

export function revalidateTag(tag: string, _profile?: string | { expire?: number }): void {
  revalidatedTags.push(tag);
}
