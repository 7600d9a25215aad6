import { StaticImage } from '@/components/site/static-image';
import { parseUploadedSrc, variantSrcSet } from '@/lib/blog/image-url';

interface BlogImageProps {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** How wide the image is drawn (a `sizes` value from lib/blog/image-sizes). */
  sizes: string;
  /** At the top of the page: loaded at once, with high priority. */
  preload?: boolean;
  className?: string;
}

/**
 * A post's image. One uploaded through the admin comes as AVIF or WebP at the stored width nearest
 * to the drawn size, with its JPEG as the fallback; a file under /images/ renders as it always has.
 * The `<picture>` also keeps React from turning an urgent image into a preload hint in the route's
 * payload (see StaticImage).
 */
export function BlogImage({
  src,
  width,
  height,
  alt,
  sizes,
  preload = false,
  className,
}: BlogImageProps) {
  const uploaded = parseUploadedSrc(src);
  if (!uploaded) {
    return (
      <StaticImage
        src={src}
        width={width}
        height={height}
        alt={alt}
        preload={preload}
        className={className}
      />
    );
  }
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={variantSrcSet(uploaded, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={variantSrcSet(uploaded, 'webp')} sizes={sizes} />
      <img
        src={src}
        width={uploaded.width}
        height={uploaded.height}
        alt={alt}
        loading={preload ? 'eager' : 'lazy'}
        fetchPriority={preload ? 'high' : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
