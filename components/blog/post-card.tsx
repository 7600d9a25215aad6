import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { BlogImage } from '@/components/blog/blog-image';
import { formatLongDate } from '@/lib/blog/format-date';
import { CARD_IMAGE_SIZES } from '@/lib/blog/image-sizes';
import { BLOG_LIMITS, type BlogPostSummary } from '@/lib/blog/post-types';

/** An article card: image, its first two tags, title (2 lines), excerpt (3 lines) and date. */
export function PostCard({
  post,
  priority = false,
}: {
  post: BlogPostSummary;
  priority?: boolean;
}) {
  return (
    <article className="post-card group">
      <BlogImage
        src={post.image.src}
        width={post.image.width}
        height={post.image.height}
        alt={post.image.alt}
        sizes={CARD_IMAGE_SIZES}
        preload={priority}
        className="aspect-[1200/630] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <ul className="flex flex-wrap gap-2" aria-label="Tags">
          {post.tags.slice(0, BLOG_LIMITS.cardTags).map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">{tag}</Badge>
            </li>
          ))}
        </ul>
        <h3 className="post-card-title">
          <Link href={`/blog/${post.slug}`} className="post-card-link">
            {post.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p>
        <p className="mt-auto text-sm text-muted-foreground">
          <time dateTime={post.date}>{formatLongDate(post.date)}</time>
        </p>
      </div>
    </article>
  );
}
