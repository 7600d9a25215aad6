import Link from 'next/link';
import { formatLongDate } from '@/lib/blog/format-date';
import type { BlogPostSummary } from '@/lib/blog/post-types';
import { tagHref } from '@/lib/blog/related';

/** The article sidebar: the five most recent articles and every topic. */
export function PostSidebar({
  recent,
  tags,
  currentSlug,
}: {
  recent: readonly BlogPostSummary[];
  tags: readonly string[];
  currentSlug: string;
}) {
  return (
    <aside className="flex flex-col gap-8" aria-label="More from the blog">
      <section aria-labelledby="recent-title" className="rounded-xl border bg-background p-6">
        <h2 id="recent-title" className="text-lg font-semibold">
          Recent Articles
        </h2>
        <ul className="mt-4 flex flex-col gap-4" data-testid="recent-posts">
          {recent.map((post) => (
            <li key={post.slug}>
              <Link
                href={`/blog/${post.slug}`}
                aria-current={post.slug === currentSlug ? 'page' : undefined}
                className="post-link"
              >
                {post.title}
              </Link>
              <p className="text-sm text-muted-foreground">
                <time dateTime={post.date}>{formatLongDate(post.date)}</time>
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="topics-title" className="rounded-xl border bg-background p-6">
        <h2 id="topics-title" className="text-lg font-semibold">
          Topics
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag}>
              <Link href={tagHref(tag)} className="pill">
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
