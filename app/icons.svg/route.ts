import { buildIconSprite } from '@/lib/icons/icon-sprite';

// Built once at build time and served as a file: it only changes with the code.
export const dynamic = 'force-static';

/** The icon sprite every page's icons point into (components/ui/icon.tsx). */
export function GET() {
  return new Response(buildIconSprite(), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // Pages ask for it under a hash of its content (`?v=`), so a changed sprite is a new address.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
