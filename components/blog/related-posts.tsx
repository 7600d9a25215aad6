import { PostCard } from '@/components/blog/post-card';
import type { BlogPostSummary } from '@/lib/blog/post-types';

/** Up to three articles sharing a tag with the one being read. */
export function RelatedPosts({ posts }: { posts: readonly BlogPostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="border-t pt-12">
      <h2 id="related-title" className="text-2xl font-bold">
        Related Articles
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3" data-testid="related-posts">
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}
