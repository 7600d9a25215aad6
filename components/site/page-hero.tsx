import { BreadcrumbJsonLd } from '@/components/site/breadcrumbs';
import { PageHeroContent, type PageHeroProps } from '@/components/site/page-hero-content';

/** The top of every inner page: breadcrumbs, the page's only h1, an intro and its actions. */
export function PageHero(props: PageHeroProps) {
  return (
    <>
      <PageHeroContent {...props} />
      <BreadcrumbJsonLd trail={props.trail} />
    </>
  );
}
