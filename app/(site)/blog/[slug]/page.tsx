import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { PostArticle } from '@/components/blog/post-article';
import { CtaBand } from '@/components/site/cta-band';
import { toSummary } from '@/lib/blog/posts';
import { getPublishedPost, getPublishedPosts } from '@/lib/blog/public-posts';
import { siteConfig } from '@/lib/config/site';
import { blogPostingJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata, ogImage } from '@/lib/seo/metadata';
import { postShareImage, withShareImage } from '@/lib/blog/share-image';

interface BlogPostPageProps {
  params: Promise<{ slug: string }>;
}

/**
 * No post pages at build: the build opens no database. Each is rendered on its first request and
 * cached under the blog tag like /blog, so a change to a post shows on the next request.
 */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: BlogPostPageProps): Promise<Metadata> {
  const post = await getPublishedPost((await params).slug);
  if (!post) return {};
  return buildMetadata({
    title: post.title,
    description: post.excerpt,
    path: `/blog/${post.slug}`,
    image: postShareImage(post) ?? ogImage(`/blog/${post.slug}`, 'Blog article'),
    keywords: post.tags,
    type: 'article',
    publishedTime: post.date,
    authors: [post.author],
  });
}

/**
 * One published article; an unknown slug goes back to the blog list rather than a dead end. A
 * renamed, withdrawn or unpublished post's address is answered before it gets here (proxy.ts).
 */
export default async function BlogPostPage({ params }: BlogPostPageProps) {
  const post = await getPublishedPost((await params).slug);
  if (!post) redirect('/blog');
  const summaries = (await getPublishedPosts()).map(toSummary);
  return (
    <>
      <PostArticle post={post} published={summaries} />
      <CtaBand
        titleId="post-cta"
        title="Put an AI voice agent to work for your business"
        text="Schedule a free consultation and hear an agent built on your own calls. We contact you within 24 hours."
      >
        <Button asChild size="lg" variant="secondary">
          <Link href="/#contact">Schedule a Demo</Link>
        </Button>
      </CtaBand>
      <JsonLdScript data={blogPostingJsonLd(siteConfig(), withShareImage(post))} />
    </>
  );
}
