import type { PixelCategory } from '@/lib/db/schema/site';

/**
 * How each consent category is named and explained, wherever a person reads it (the admin's
 * pixel form and table, the privacy policy). Free of server imports, for client components.
 */
export const PIXEL_CATEGORY_LABELS: Record<PixelCategory, { label: string; description: string }> =
  {
    necessary: {
      label: 'Necessary',
      description: 'needed for the site to work; runs for every visitor',
    },
    analytics: {
      label: 'Analytics',
      description: 'measures visits and how the site is used',
    },
    marketing: {
      label: 'Marketing',
      description: 'advertising, retargeting and identifying visiting businesses',
    },
  };
