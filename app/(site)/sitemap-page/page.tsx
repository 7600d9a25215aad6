import type { Metadata } from 'next';
import { trailFor } from '@/components/site/breadcrumbs';
import { PageHero } from '@/components/site/page-hero';
import { RouteGroups } from '@/components/site/sitemap/route-groups';
import { XmlSitemapViewer } from '@/components/site/sitemap/xml-sitemap-viewer';
import { buttonClassName } from '@/components/ui/button';
import { toSummary } from '@/lib/blog/posts';
import { getPublishedPosts } from '@/lib/blog/public-posts';
import { routeMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = routeMetadata('/sitemap-page');

export default async function SitemapPage() {
  const posts = (await getPublishedPosts()).map(toSummary);
  return (
    <>
      <PageHero
        trail={trailFor('/sitemap-page')}
        title="Sitemap"
        intro="Every page of the site in one place: our products and industry solutions, guides and articles, the company and our legal terms."
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 pb-20 sm:px-6">
        <RouteGroups posts={posts} />
        <XmlSitemapViewer toggleClassName={buttonClassName({ variant: 'outline' })} />
      </div>
    </>
  );
}
