import { fallbackWidth, parseUploadedSrc, uploadedSrc, variantHeight } from '@/lib/blog/image-url';
import type { BlogPostSummary } from '@/lib/blog/post-types';

/** A social card image: its address (made absolute by the site's metadataBase), size and alt. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * An uploaded cover as the post's social card: its JPEG, about 1200 px wide, which link previews
 * read most reliably. Undefined for a cover under /images/: those posts keep the drawn card.
 */
export function postShareImage(post: Pick<BlogPostSummary, 'image'>): ShareImage | undefined {
  const uploaded = parseUploadedSrc(post.image.src);
  if (!uploaded) return undefined;
  const width = fallbackWidth(uploaded.width);
  return {
    url: uploadedSrc(uploaded),
    width,
    height: variantHeight(uploaded, width),
    alt: post.image.alt,
  };
}

/** The post with its social card as its image, for JSON-LD (which names one file and its size). */
export function withShareImage<T extends Pick<BlogPostSummary, 'image'>>(post: T): T {
  const share = postShareImage(post);
  if (!share) return post;
  const { url, width, height, alt } = share;
  return { ...post, image: { src: url, width, height, alt } };
}
