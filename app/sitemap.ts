import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/config/site';
import { PUBLIC_ROUTES } from '@/lib/seo/routes';
import { getAllPosts } from '@/lib/blog/posts';
import { CONTENT_UPDATED_AT } from '@/content/dates';

/** Public routes from the route table and every blog post (admin and redirects are not listed). */
export default function sitemap(): MetadataRoute.Sitemap {
  const site = siteConfig();
  const posts = getAllPosts();
  const lastModified = new Date(CONTENT_UPDATED_AT);
  const newestPost = posts[0] ? new Date(posts[0].date) : lastModified;
  const pages = PUBLIC_ROUTES.map((route) => ({
    url: `${site.url}${route.path === '/' ? '' : route.path}`,
    // The blog index changes when a post is published.
    lastModified: route.path === '/blog' && newestPost > lastModified ? newestPost : lastModified,
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }));
  const articles = posts.map((post) => ({
    url: `${site.url}/blog/${post.slug}`,
    lastModified: new Date(post.date),
    changeFrequency: 'yearly' as const,
    priority: 0.6,
  }));
  return [...pages, ...articles];
}
