import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/config/site';
import { PRIVATE_PATHS } from '@/lib/seo/routes';

export default function robots(): MetadataRoute.Robots {
  const site = siteConfig();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...PRIVATE_PATHS] }],
    sitemap: `${site.url}/sitemap.xml`,
    host: site.url,
  };
}
