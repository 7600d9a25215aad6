import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/config/site';
import { PUBLIC_ROUTES } from '@/lib/seo/routes';
import { getPublishedPosts } from '@/lib/blog/public-posts';
import { getActiveJobs } from '@/lib/jobs/active-jobs';
import { CONTENT_UPDATED_AT } from '@/content/dates';

/**
 * Published posts and open jobs are read through their cache tags: a change re-renders it at once.
 * Like /careers, a closed posting's page leaves the sitemap on the first render of a new day at
 * the latest; an admin change re-renders it at once (the jobs are read through the jobs tag).
 */
export const revalidate = 3600;

/**
 * Public routes from the route table, every blog post and every open job's page (admin and
 * redirects are not listed).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = siteConfig();
  const posts = await getPublishedPosts();
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
  const jobs = (await getActiveJobs()).map((job) => ({
    url: `${site.url}/careers/${job.slug}`,
    lastModified: new Date(job.updatedAt),
    changeFrequency: 'weekly' as const,
    priority: 0.5,
  }));
  return [...pages, ...articles, ...jobs];
}
