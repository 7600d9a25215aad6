import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { Icon } from '@/components/ui/icon';
import { Button } from '@/components/ui/button';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { PostBody } from '@/components/blog/post-body';
import { PostSidebar } from '@/components/blog/post-sidebar';
import { RelatedPosts } from '@/components/blog/related-posts';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { CtaBand } from '@/components/site/cta-band';
import { BlogImage } from '@/components/blog/blog-image';
import { formatLongDate } from '@/lib/blog/format-date';
import { ARTICLE_IMAGE_SIZES } from '@/lib/blog/image-sizes';
import { toSummary } from '@/lib/blog/posts';
import { getPublishedPost, getPublishedPosts } from '@/lib/blog/public-posts';
import { recentPosts, relatedPosts, tagHref, uniqueTags } from '@/lib/blog/related';
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
      <article className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6">
        <Breadcrumbs
          trail={[
            { name: 'Blog', path: '/blog' },
            { name: post.title, path: `/blog/${post.slug}` },
          ]}
        />
        <header className="mt-8 flex max-w-4xl flex-col gap-5">
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {post.title}
          </h1>
          <p className="flex flex-wrap items-center gap-x-6 gap-y-2 text-muted-foreground">
            <span className="flex items-center gap-2">
              <Icon name="calendar" className="size-4" />
              <time dateTime={post.date} data-testid="post-date">
                {formatLongDate(post.date)}
              </time>
            </span>
            <span className="flex items-center gap-2">
              <Icon name="user" className="size-4" />
              <span>By {post.author}</span>
            </span>
          </p>
          <ul className="flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link
                  href={tagHref(tag)}
                  className="inline-flex rounded-full bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground hover:bg-accent"
                >
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        </header>
        <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,1fr)_320px]">
          <div className="flex min-w-0 flex-col gap-10">
            <BlogImage
              src={post.image.src}
              width={post.image.width}
              height={post.image.height}
              alt={post.image.alt}
              sizes={ARTICLE_IMAGE_SIZES}
              preload
              className="h-auto max-h-[500px] w-full rounded-2xl border object-cover"
            />
            <PostBody content={post.content} />
            <div>
              <Button asChild variant="outline">
                <Link href="/blog">Back to all articles</Link>
              </Button>
            </div>
          </div>
          <PostSidebar
            recent={recentPosts(summaries)}
            tags={uniqueTags(summaries)}
            currentSlug={post.slug}
          />
        </div>
        <div className="mt-16">
          <RelatedPosts posts={relatedPosts(post, summaries)} />
        </div>
      </article>
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
