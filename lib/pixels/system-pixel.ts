import 'server-only';
import { env } from '@/lib/config/env';
import type { PixelView } from '@/lib/pixels/pixel-schema';

/** Fixed id of the built-in pixel (user pixels are `pixel-{timestamp}`). */
export const SYSTEM_PIXEL_ID = 'system-identity-pixel';

/**
 * The built-in pixel from configuration (SYSTEM_PIXEL_CODE / SYSTEM_PIXEL_NAME): in the head,
 * always enabled, in the consent category SYSTEM_PIXEL_CATEGORY, shown to admins but never stored, toggled or removed.
 */
export function systemPixel(): PixelView | undefined {
  const { SYSTEM_PIXEL_CODE, SYSTEM_PIXEL_NAME, SYSTEM_PIXEL_CATEGORY } = env();
  if (!SYSTEM_PIXEL_CODE) return undefined;
  return {
    id: SYSTEM_PIXEL_ID,
    name: SYSTEM_PIXEL_NAME,
    location: 'head',
    code: SYSTEM_PIXEL_CODE,
    enabled: true,
    system: true,
    category: SYSTEM_PIXEL_CATEGORY,
  };
}
