import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { PostArticle } from '@/components/blog/post-article';
import { PreviewBar } from '@/components/blog/preview-bar';
import { toSummary } from '@/lib/blog/posts';
import { findPreview } from '@/lib/blog/preview-links';
import { getPublishedPosts } from '@/lib/blog/public-posts';
import { getDb } from '@/lib/db/client';

// Rendered for each request and never kept: it shows the post as saved now, to a link's holder.
export const dynamic = 'force-dynamic';

interface PreviewPageProps {
  params: Promise<{ token: string }>;
}

// The page and its metadata share one lookup per request.
const previewOf = cache((token: string) => findPreview(getDb(), token));

export async function generateMetadata({ params }: PreviewPageProps): Promise<Metadata> {
  const preview = await previewOf((await params).token);
  return {
    title: preview.kind === 'post' ? `Preview: ${preview.post.title}` : 'Preview link not valid',
  };
}

/**
 * A post's preview from a signed link, in any status, as its public page would show it, under a
 * bar saying it is a preview. An expired, altered or unknown link, or a deleted post, gets the
 * not-found page of this route, which says so.
 */
export default async function BlogPreviewPage({ params }: PreviewPageProps) {
  const preview = await previewOf((await params).token);
  if (preview.kind !== 'post') notFound();
  const published = (await getPublishedPosts()).map(toSummary);
  return (
    <>
      <PreviewBar
        status={preview.status}
        slug={preview.post.slug}
        publishAt={preview.publishAt}
        expiresAt={preview.expiresAt}
      />
      <PostArticle post={preview.post} published={published} />
    </>
  );
}
