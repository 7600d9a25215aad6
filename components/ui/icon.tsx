'use client';

import type { StaticImageData } from 'next/image';
import type { IconName } from '@/lib/icons/icon-glyphs';
// Imported as a static asset: the build serves it under a hash of its content, so browsers may
// keep it for a year and a new sprite gets a new address.
import sprite from '@/lib/icons/icons.svg';

const SPRITE_URL = (sprite as StaticImageData).src;

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
