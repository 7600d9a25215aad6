'use client';

import type { IconName } from '@/lib/icons/icon-glyphs';

// The build sets ICON_SPRITE_VERSION to a hash of the sprite (next.config.ts): a new sprite gets a
// new address, so the old one may stay in browser caches. Unset (tests) means the plain address.
const spriteVersion = process.env.ICON_SPRITE_VERSION;
const SPRITE_URL = spriteVersion ? `/icons.svg?v=${spriteVersion}` : '/icons.svg';

/**
 * A decorative icon drawn from the site's sprite. The page carries only a reference, never the
 * path data; stroke, fill and the 24px default size come from the `.icon` class (globals.css),
 * which Tailwind utilities in `className` (size-4, fill-current, text-*) override. A client
 * component without hooks: a server page passes it only the name and classes, so the hydration
 * payload holds a short reference per icon instead of the whole `<svg><use>` element.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} aria-hidden="true" focusable="false">
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  );
}
