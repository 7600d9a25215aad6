import Link from 'next/link';
import type { BlogPostSummary } from '@/lib/blog/post-types';
import { postsWithTag, tagHref } from '@/lib/blog/related';

/** An article's card, rendered on the server (`PostCard`), with what the filter needs. */
interface PostGridCard extends Pick<BlogPostSummary, 'slug' | 'tags'> {
  card: React.ReactNode;
}

export interface PostGridViewProps {
  cards: readonly PostGridCard[];
  tags: readonly string[];
  tag: string | null;
}

// `.pill` (app/globals.css) is the topic link's look; the active one's colours are utilities, which
// win over the pill's own, its hover included.
const TOPIC_CLASS = 'pill transition-colors';
const ACTIVE_TOPIC_CLASS = `${TOPIC_CLASS} border-primary bg-primary text-primary-foreground hover:bg-primary/90`;

/**
 * The article grid with its topic links, for a given tag (null: every post). Also rendered in the
 * browser for `?tag=` (tagged-post-grid.tsx), so the cards come rendered: their images and badges
 * stay out of the browser's bundle.
 */
export function PostGridView({ cards, tags, tag }: PostGridViewProps) {
  const titleId = tag ? 'tagged-articles-title' : 'articles-title';
  const shown = tag ? postsWithTag(cards, tag) : [...cards];
  const isActive = (candidate: string | null) =>
    candidate === null ? tag === null : candidate.toLowerCase() === tag?.toLowerCase();
  return (
    <div className="flex flex-col gap-8">
      <nav aria-label="Blog topics">
        <ul className="flex flex-wrap gap-2">
          {[null, ...tags].map((candidate) => (
            <li key={candidate ?? 'all'}>
              <Link
                href={candidate ? tagHref(candidate) : '/blog'}
                scroll={false}
                aria-current={isActive(candidate) ? 'page' : undefined}
                className={isActive(candidate) ? ACTIVE_TOPIC_CLASS : TOPIC_CLASS}
              >
                {candidate ?? 'All topics'}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div aria-live="polite">
        <h2 id={titleId} className="text-2xl font-bold">
          {tag ? `Articles tagged “${tag}”` : 'Latest articles'}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {shown.length === 1 ? '1 article' : `${shown.length} articles`}
          {tag ? (
            <>
              {' · '}
              <Link
                href="/blog"
                scroll={false}
                className="text-primary underline underline-offset-4"
              >
                Show all articles
              </Link>
            </>
          ) : null}
        </p>
      </div>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          No articles are tagged “{tag}” yet. Choose another topic above.
        </p>
      ) : (
        <ul
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          aria-labelledby={titleId}
          data-testid="post-grid"
        >
          {shown.map((post) => (
            <li key={post.slug}>{post.card}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
