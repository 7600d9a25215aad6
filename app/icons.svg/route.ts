import { type NextRequest } from 'next/server';
import { buildIconSprite, iconSpriteVersion } from '@/lib/icons/icon-sprite';

const sprite = buildIconSprite();
const version = iconSpriteVersion(sprite);

/**
 * The icon sprite every page's icons point into (components/ui/icon.tsx), which ask for it under a
 * hash of its content (`?v=`): that address may be kept for a year. An instance asked for another
 * version answers 404, never its own sprite: during a rolling update an old instance would
 * otherwise hand the new address the old sprite, which caches would then keep for a year.
 */
export function GET(request: NextRequest) {
  const asked = request.nextUrl.searchParams.get('v');
  if (asked !== null && asked !== version) {
    return new Response('Not found.', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  return new Response(sprite, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // The plain address (no version) is for tools and tests: revalidated, never kept stale.
      'Cache-Control': asked === null ? 'no-cache' : 'public, max-age=31536000, immutable',
    },
  });
}
