'use client';

import { useSearchParams } from 'next/navigation';
import { PostGridView, type PostGridViewProps } from '@/components/blog/post-grid-view';

interface TaggedPostGridProps extends Omit<PostGridViewProps, 'tag'> {
  /** The id of the server-rendered grid of every article, hidden while a tag is chosen. */
  allPostsId: string;
}

/**
 * The `?tag=` filter of /blog, read in the browser so the page stays static. Without a tag it
 * renders nothing and the served grid of every article stays as it is (no client rendering of
 * the grid on a plain visit); with one it shows the filtered grid in place of the served one.
 */
export function TaggedPostGrid({ allPostsId, ...props }: TaggedPostGridProps) {
  const tag = useSearchParams().get('tag')?.trim() || null;
  if (!tag) return null;
  return (
    <>
      <style>{`#${allPostsId}{display:none}`}</style>
      <PostGridView {...props} tag={tag} />
    </>
  );
}
