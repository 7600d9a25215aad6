import { toSummary } from '@/lib/blog/posts';
import { getPublishedPosts } from '@/lib/blog/public-posts';
import { buildRssFeed } from '@/lib/blog/rss';
import { siteConfig } from '@/lib/config/site';

// Rendered once and kept: the posts are read under the blog tag, whose expiry (a post published,
// changed or withdrawn, here or on another instance) renders the feed again on the next request.
export const dynamic = 'force-static';

/** RSS 2.0 feed of the blog. */
export async function GET(): Promise<Response> {
  const site = siteConfig();
  const feed = buildRssFeed(
    { name: site.name, url: site.url, description: site.description },
    (await getPublishedPosts()).map(toSummary),
  );
  return new Response(feed, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
