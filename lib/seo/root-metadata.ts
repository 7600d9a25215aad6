import type { Metadata, Viewport } from 'next';
import { siteConfig } from '@/lib/config/site';

/** Metadata shared by both root layouts (public site and admin): base URL and title template. */
export function rootMetadata(): Metadata {
  const site = siteConfig();
  return {
    metadataBase: new URL(site.url),
    title: { default: site.name, template: `%s | ${site.name}` },
    description: site.description,
    applicationName: site.name,
    openGraph: { siteName: site.name, locale: 'en_US', type: 'website' },
  };
}

export const rootViewport: Viewport = {
  themeColor: '#3b2db5',
  width: 'device-width',
  initialScale: 1,
};
