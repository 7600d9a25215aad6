import type { Metadata } from 'next';
import { Suspense } from 'react';
import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { Button } from '@/components/ui/button';
import { ArchiveTable } from '@/components/blog/archive-table';
import { PostCard } from '@/components/blog/post-card';
import { PostGridView } from '@/components/blog/post-grid-view';
import { TaggedPostGrid } from '@/components/blog/tagged-post-grid';
import { trailFor } from '@/components/site/breadcrumbs';
import { CtaBand } from '@/components/site/cta-band';
import { PageHero } from '@/components/site/page-hero';
import { toSummary } from '@/lib/blog/posts';
import { getPublishedPosts } from '@/lib/blog/public-posts';
import { uniqueTags } from '@/lib/blog/related';
import { routeMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = {
  ...routeMetadata('/blog'),
  alternates: { canonical: '/blog', types: { 'application/rss+xml': '/blog/rss.xml' } },
};

const ALL_POSTS_ID = 'all-articles';

export default async function BlogPage() {
  const posts = (await getPublishedPosts()).map(toSummary);
  const tags = uniqueTags(posts);
  const cards = posts.map((post, index) => ({
    slug: post.slug,
    tags: post.tags,
    card: <PostCard post={post} priority={index < 3} />,
  }));
  return (
    <>
      <PageHero
        trail={trailFor('/blog')}
        eyebrow="Insights"
        title="The AI Voice Agent Blog"
        intro="Practical articles on customer experience, ROI and AI voice agents for dental practices, law firms, veterinary clinics, home-service companies and sales teams."
      >
        <Button asChild variant="outline">
          <a href="/blog/rss.xml">
            <Icon name="rss" />
            RSS feed
          </a>
        </Button>
      </PageHero>

      <section aria-label="Articles" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        {/* The served HTML shows every article; ?tag= is applied in the browser. */}
        <Suspense fallback={null}>
          <TaggedPostGrid cards={cards} tags={tags} allPostsId={ALL_POSTS_ID} />
        </Suspense>
        <div id={ALL_POSTS_ID}>
          <PostGridView cards={cards} tags={tags} tag={null} />
        </div>
      </section>

      <section aria-labelledby="archive-title" className="bg-muted/60 py-16">
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <h2 id="archive-title" className="text-2xl font-bold">
            Article Archive
          </h2>
          <div className="mt-6 rounded-xl border bg-background p-2 sm:p-4">
            <ArchiveTable posts={posts} />
          </div>
        </div>
      </section>

      <CtaBand
        titleId="blog-cta"
        title="Hear what an AI voice agent would sound like for your business"
        text="Tell us about your calls and we will contact you within 24 hours to set up a personalized demo."
      >
        <Button asChild size="lg" variant="secondary">
          <Link href="/#contact">Schedule a Demo</Link>
        </Button>
      </CtaBand>
    </>
  );
}
