import 'server-only';
import { unstable_cache } from 'next/cache';
import { eq } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import { getDb } from '@/lib/db/client';
import { trackingPixels } from '@/lib/db/schema';
import type { PixelCategory } from '@/lib/db/schema/site';
import { DEFAULT_CONSENT_MODE, type ConsentPageConfig } from '@/lib/consent/contract';
import { readConsentPageConfig } from '@/lib/consent/mode';
import { CACHE_TAGS, isBuildPhase } from '@/lib/server/cache-tags';
import { parsePixelHtml, type PixelNode } from '@/lib/pixels/pixel-html';
import { gatePixelNode } from '@/lib/pixels/pixel-gating';
import { systemPixel } from '@/lib/pixels/system-pixel';
import { pixelsBlockedOnSharedOrigin } from '@/lib/pixels/pixel-origin-gate';
import { placePixelNodes } from '@/lib/pixels/pixel-placement';

export interface EnabledPixels {
  /** Elements to render, gated ones already in their inert form. */
  head: PixelNode[];
  body: PixelNode[];
  /** The consent settings the page's banner runs with. */
  consent: ConsentPageConfig;
}

type PixelSource = { location: 'head' | 'body'; code: string; category: PixelCategory };

/** The elements of one pixel as served: inert unless it is necessary or consent is switched off. */
function servedNodes(source: PixelSource, consent: ConsentPageConfig): PixelNode[] {
  const nodes = parsePixelHtml(source.code);
  const { category } = source;
  if (consent.mode === 'off' || category === 'necessary') return nodes;
  return nodes.flatMap((node) => gatePixelNode(node, category) ?? []);
}

/**
 * Enabled pixels' elements by location (the system pixel first, then user pixels oldest first),
 * with the consent mode they were gated for. None at all on a production server whose admin
 * shares the site's origin, unless the operator accepted that risk.
 */
export async function loadEnabledPixels(): Promise<EnabledPixels> {
  const system = systemPixel();
  const sources: PixelSource[] = system ? [system] : [];
  let settings: Omit<ConsentPageConfig, 'refusable'> = {
    mode: DEFAULT_CONSENT_MODE,
    policyVersion: env().CONSENT_POLICY_VERSION,
    maxAgeDays: env().CONSENT_MAX_AGE_DAYS,
  };
  // `next build` opens no database; the server never serves what the build cached (boot.ts).
  if (!isBuildPhase()) {
    const db = getDb();
    settings = await readConsentPageConfig(db);
    const rows = await db
      .select({
        location: trackingPixels.location,
        code: trackingPixels.code,
        category: trackingPixels.category,
      })
      .from(trackingPixels)
      .where(eq(trackingPixels.enabled, true))
      .orderBy(trackingPixels.createdAt);
    sources.push(...rows);
  }
  // A banner with only necessary pixels behind it would ask a question with no answer.
  const refusable = sources.some((source) => source.category !== 'necessary');
  const consent: ConsentPageConfig = { ...settings, refusable };
  const result: EnabledPixels = { head: [], body: [], consent };
  if (pixelsBlockedOnSharedOrigin()) return result;
  for (const source of sources) {
    const placed = placePixelNodes(servedNodes(source, consent), source.location);
    result.head.push(...placed.head);
    result.body.push(...placed.body);
  }
  return result;
}

/**
 * The enabled pixels and the consent mode, cached across requests under one tag, so public pages
 * stay static and a pixel or mode change (which expires the tag) reaches every visitor on the next
 * request.
 */
export const getEnabledPixels = unstable_cache(loadEnabledPixels, ['enabled-tracking-pixels'], {
  tags: [CACHE_TAGS.pixels],
});
