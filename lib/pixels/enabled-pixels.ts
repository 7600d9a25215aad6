import 'server-only';
import { unstable_cache } from 'next/cache';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { trackingPixels } from '@/lib/db/schema';
import { CACHE_TAGS, isBuildPhase } from '@/lib/server/cache-tags';
import { parsePixelHtml, type PixelNode } from '@/lib/pixels/pixel-html';
import { systemPixel } from '@/lib/pixels/system-pixel';

export interface EnabledPixels {
  head: PixelNode[];
  body: PixelNode[];
}

/** Enabled pixels' elements by location: the system pixel first, then user pixels oldest first. */
export async function loadEnabledPixels(): Promise<EnabledPixels> {
  const system = systemPixel();
  const sources: { location: 'head' | 'body'; code: string }[] = system ? [system] : [];
  // `next build` opens no database; the server never serves what the build cached (boot.ts).
  if (!isBuildPhase()) {
    const rows = await getDb()
      .select({ location: trackingPixels.location, code: trackingPixels.code })
      .from(trackingPixels)
      .where(eq(trackingPixels.enabled, true))
      .orderBy(trackingPixels.createdAt);
    sources.push(...rows);
  }
  const result: EnabledPixels = { head: [], body: [] };
  for (const source of sources) result[source.location].push(...parsePixelHtml(source.code));
  return result;
}

/**
 * The enabled pixels, cached across requests and tagged, so public pages stay static and a pixel
 * change (which expires the tag) reaches every visitor on the next request.
 */
export const getEnabledPixels = unstable_cache(loadEnabledPixels, ['enabled-tracking-pixels'], {
  tags: [CACHE_TAGS.pixels],
});
