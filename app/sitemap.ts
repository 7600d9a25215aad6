import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/config/site';
import { PUBLIC_ROUTES } from '@/lib/seo/routes';
import { CONTENT_UPDATED_AT } from '@/content/dates';

/** Public routes from the route table (admin and redirects are not in it). */
export default function sitemap(): MetadataRoute.Sitemap {
  const site = siteConfig();
  const lastModified = new Date(CONTENT_UPDATED_AT);
  return PUBLIC_ROUTES.map((route) => ({
    url: `${site.url}${route.path === '/' ? '' : route.path}`,
    lastModified,
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }));
}
