import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
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
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-muted-foreground">
          {crumbs.map((crumb, index) => {
            const isCurrent = index === crumbs.length - 1;
            return (
              <li key={crumb.path} className="flex items-center gap-1">
                {index > 0 ? <Icon name="chevron-right" className="size-3.5" /> : null}
                {isCurrent ? (
                  <span aria-current="page" className="font-medium text-foreground">
                    {crumb.name}
                  </span>
                ) : (
                  <Link href={crumb.path} className="underline-offset-4 hover:underline">
                    {crumb.name}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLdScript data={breadcrumbJsonLd(siteConfig(), crumbs)} />
    </>
  );
}
