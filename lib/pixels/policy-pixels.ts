import 'server-only';
import { unstable_cache } from 'next/cache';
import { asc, eq } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db/client';
import { trackingPixels, type PixelCategory } from '@/lib/db/schema';
import { systemPixel } from '@/lib/pixels/system-pixel';
import { CACHE_TAGS, isBuildPhase } from '@/lib/server/cache-tags';

/** A tracking technology as the privacy policy names it. */
interface PolicyPixel {
  name: string;
  category: PixelCategory;
}

/**
 * The pixels that run on the site, for the privacy policy: the built-in one (when configured)
 * first, then the enabled user pixels oldest first. Disabled pixels run nowhere, so they are
 * not listed.
 */
export async function listPolicyPixels(db: Executor): Promise<PolicyPixel[]> {
  const system = systemPixel();
  const rows = await db
    .select({ name: trackingPixels.name, category: trackingPixels.category })
    .from(trackingPixels)
    .where(eq(trackingPixels.enabled, true))
    .orderBy(asc(trackingPixels.createdAt));
  return [...(system ? [{ name: system.name, category: system.category }] : []), ...rows];
}

async function loadPolicyPixels(): Promise<PolicyPixel[]> {
  // `next build` opens no database; the server never serves what the build cached (boot.ts).
  if (isBuildPhase()) return [];
  return listPolicyPixels(getDb());
}

/**
 * The policy's pixel list, cached under the pixels tag: /privacy-policy stays a static page, and
 * a pixel change in the admin (which expires the tag) shows in the policy on the next request.
 */
export const getPolicyPixels = unstable_cache(loadPolicyPixels, ['privacy-policy-pixels'], {
  tags: [CACHE_TAGS.pixels],
});
