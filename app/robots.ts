import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/config/site';
import { PRIVATE_PATHS } from '@/lib/seo/routes';
import { PREVIEW_PATH_PREFIX } from '@/lib/blog/preview-path';

export default function robots(): MetadataRoute.Robots {
  const site = siteConfig();
  return {
    // Blog post previews are secret links: never crawled, even if one is ever published somewhere.
    rules: [{ userAgent: '*', allow: '/', disallow: [...PRIVATE_PATHS, PREVIEW_PATH_PREFIX] }],
    sitemap: `${site.url}/sitemap.xml`,
    host: site.url,
  };
}
