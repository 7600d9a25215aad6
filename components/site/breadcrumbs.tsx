import Link from 'next/link';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { siteConfig } from '@/lib/config/site';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo/json-ld';
import { routeFor, type PublicPath } from '@/lib/seo/routes';

/** The breadcrumb trail of a page in the route table (one level below Home). */
export function trailFor(path: PublicPath): Crumb[] {
  const route = routeFor(path);
  return [{ name: route.label, path: route.path }];
}

/** The trail from Home to the current page, shown to visitors and given to search engines. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }, ...trail];
  return (
    <>
      {/* The separators between crumbs are drawn by the stylesheet (.breadcrumbs). */}
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          {crumbs.map((crumb, index) =>
            index === crumbs.length - 1 ? (
              <li key={crumb.path}>
                <span aria-current="page">{crumb.name}</span>
              </li>
            ) : (
              <li key={crumb.path}>
                <Link href={crumb.path}>{crumb.name}</Link>
              </li>
            ),
          )}
        </ol>
      </nav>
      <JsonLdScript data={breadcrumbJsonLd(siteConfig(), crumbs)} />
    </>
  );
}
