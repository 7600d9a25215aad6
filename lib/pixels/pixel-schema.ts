import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { storableString } from '@/lib/validation/safe-zod';

// Same values as the `tracking_pixels.location` column; not imported so the browser bundle stays
// free of the database schema.
export const PIXEL_LOCATIONS = ['head', 'body'] as const;
// Same values as the `tracking_pixels.category` column, for the same reason.
export const PIXEL_CATEGORIES = ['necessary', 'analytics', 'marketing'] as const;
export type PixelCategoryValue = (typeof PIXEL_CATEGORIES)[number];

const PIXEL_REQUIRED_MESSAGE = 'Pixel name and code are required';
export const PIXEL_LIMITS = { name: 100, code: 20_000 } as const;

/** The tracking-pixel form, shared by the admin form and the route handler. */
export const pixelInputSchema = z.object({
  name: storableString(PIXEL_REQUIRED_MESSAGE)
    .trim()
    .min(1, PIXEL_REQUIRED_MESSAGE)
    .max(PIXEL_LIMITS.name, `Pixel name must be at most ${PIXEL_LIMITS.name} characters`),
  location: z.enum(PIXEL_LOCATIONS, 'Choose where the pixel goes: head or end of body'),
  code: storableString(PIXEL_REQUIRED_MESSAGE)
    .trim()
    .min(1, PIXEL_REQUIRED_MESSAGE)
    .max(PIXEL_LIMITS.code, `Pixel code must be at most ${PIXEL_LIMITS.code} characters`),
  enabled: z.boolean().default(true),
  // Optional so a client that does not send it keeps working: a new pixel is stored as marketing
  // (the column's default, the safe guess for pasted third-party code) and an edit keeps the
  // pixel's category.
  category: z
    .enum(PIXEL_CATEGORIES, 'Choose a consent category: necessary, analytics or marketing')
    .optional(),
});

export type PixelInput = z.input<typeof pixelInputSchema>;
export type PixelValues = z.output<typeof pixelInputSchema>;

/** A pixel as the admin table shows it. */
export interface PixelView {
  id: string;
  name: string;
  location: 'head' | 'body';
  code: string;
  enabled: boolean;
  system: boolean;
  /** Which visitor consent the pixel waits for; "necessary" always runs. */
  category: PixelCategoryValue;
}
