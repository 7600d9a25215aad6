import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { Button } from '@/components/ui/button';
import { PostBody } from '@/components/blog/post-body';
import { PostSidebar } from '@/components/blog/post-sidebar';
import { RelatedPosts } from '@/components/blog/related-posts';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { BlogImage } from '@/components/blog/blog-image';
import { ARTICLE_IMAGE_SIZES } from '@/lib/blog/image-sizes';
import { formatLongDate } from '@/lib/blog/format-date';
import type { BlogPost, BlogPostSummary } from '@/lib/blog/post-types';
import { recentPosts, relatedPosts, tagHref, uniqueTags } from '@/lib/blog/related';

/**
 * One article as a visitor reads it: title, date, byline, tags, cover, body, the sidebar and the
 * related articles drawn from `published` (the public post page and its preview both show this).
 */
export function PostArticle({
  post,
  published,
}: {
  post: BlogPost;
  published: readonly BlogPostSummary[];
}) {
  return (
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
          recent={recentPosts(published)}
          tags={uniqueTags(published)}
          currentSlug={post.slug}
        />
      </div>
      <div className="mt-16">
        <RelatedPosts posts={relatedPosts(post, published)} />
      </div>
    </article>
  );
}
