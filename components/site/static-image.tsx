import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

/**
 * next/image's markup (sizes, srcset, lazy loading) as a plain `<img>` from the server: the
 * `Image` component is a client component, and these images need no JavaScript in the browser.
 * `preload` adds the same `<link rel="preload">` as `Image` does, for an image at the top.
 */
export function StaticImage({ preload = false, alt, ...rest }: ImageProps) {
  const { props } = getImageProps({ ...rest, alt, preload });
  if (preload && typeof props.src === 'string') {
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- the props are next/image's own
  return <img {...props} alt={alt} />;
}
