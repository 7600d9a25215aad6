import Link from 'next/link';
import type { Crumb } from '@/lib/seo/json-ld';
import { routeFor, type PublicPath } from '@/lib/seo/routes';

/** The breadcrumb trail of a page in the route table (one level below Home). */
export function trailFor(path: PublicPath): Crumb[] {
  const route = routeFor(path);
  return [{ name: route.label, path: route.path }];
}

/** The trail from Home: Home, then the levels below it. */
export function withHome(trail: readonly Crumb[]): Crumb[] {
  return [{ name: 'Home', path: '/' }, ...trail];
}

/** The visible trail from Home to the current page (its data for search engines: Breadcrumbs). */
export function BreadcrumbTrail({ trail }: { trail: readonly Crumb[] }) {
  const crumbs = withHome(trail);
  return (
    // The separators between crumbs are drawn by the stylesheet (.breadcrumbs).
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
  );
}
