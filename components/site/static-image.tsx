import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's markup (sizes, srcset, lazy loading) as a plain `<img>` from the server: the
 * `Image` component is a client component, and these images need no JavaScript in the browser.
 *
 * `preload` marks an image at the top as urgent (eager, high fetch priority) without a preload
 * hint. React turns every eager `<img>` of a server component into such a hint, and the hint
 * travels in the route's payload: every page that prefetched the route (the blog from the footer
 * link, a post from a card) downloaded the images too and logged Chrome's "preloaded but not
 * used" warning. React leaves images inside `<picture>` alone, so the urgent image sits in one;
 * near the top of the served HTML, the browser finds it as early as a preload.
 */
export function StaticImage({ preload = false, alt, ...rest }: ImageProps) {
  if (!preload) {
    const { props } = getImageProps({ ...rest, alt });
    // eslint-disable-next-line @next/next/no-img-element -- the props are next/image's own
    return <img {...props} alt={alt} />;
  }
  const { props } = getImageProps({ ...rest, alt, loading: 'eager', fetchPriority: 'high' });
  return (
    <picture className="contents">
      <img {...props} alt={alt} />
    </picture>
  );
}
