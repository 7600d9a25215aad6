import { JsonLdScript } from '@/components/seo/json-ld-script';
import { siteConfig } from '@/lib/config/site';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo/json-ld';
import { BreadcrumbTrail, withHome } from '@/components/site/breadcrumb-trail';

export { trailFor } from '@/components/site/breadcrumb-trail';

/** The trail from Home to the current page, shown to visitors and given to search engines. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <>
      <BreadcrumbTrail trail={trail} />
      <BreadcrumbJsonLd trail={trail} />
    </>
  );
}

/** The trail for search engines alone, for a page whose visible trail is sent as HTML only. */
export function BreadcrumbJsonLd({ trail }: { trail: readonly Crumb[] }) {
  return <JsonLdScript data={breadcrumbJsonLd(siteConfig(), withHome(trail))} />;
}
