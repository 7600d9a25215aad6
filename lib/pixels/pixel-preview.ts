import 'server-only';
import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { analysePixelHtml, type DroppedPart, type InjectedElement } from '@/lib/pixels/pixel-html';
import { PIXEL_LIMITS, PIXEL_LOCATIONS } from '@/lib/pixels/pixel-schema';

/** What a pixel's code will inject and what it drops: the admin form shows this before saving. */
export interface PixelPreview {
  injected: InjectedElement[];
  dropped: DroppedPart[];
}

const previewSchema = z.object({
  location: z.enum(PIXEL_LOCATIONS, 'Choose where the pixel goes: head or end of body'),
  code: z
    .string('Pixel code is required')
    .max(PIXEL_LIMITS.code, `Pixel code must be at most ${PIXEL_LIMITS.code} characters`),
});

/** The preview of a draft pixel, read by the same parser that renders saved pixels. */
export function previewPixel(input: unknown): PixelPreview {
  const { location, code } = previewSchema.parse(input);
  const { injected, dropped } = analysePixelHtml(code.trim(), location);
  return { injected, dropped };
}
