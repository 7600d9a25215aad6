import { getAllPosts, toSummary } from '@/lib/blog/posts';
import { buildRssFeed } from '@/lib/blog/rss';
import { siteConfig } from '@/lib/config/site';

// The feed only changes with a new build (posts are files), so it is rendered once.
export const dynamic = 'force-static';

/** RSS 2.0 feed of the blog. */
export function GET(): Response {
  const site = siteConfig();
  const feed = buildRssFeed(
    { name: site.name, url: site.url, description: site.description },
    getAllPosts().map(toSummary),
  );
  return new Response(feed, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
