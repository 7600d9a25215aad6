import { BreadcrumbTrail } from '@/components/site/breadcrumb-trail';
import type { Crumb } from '@/lib/seo/json-ld';
import { cn } from '@/lib/utils';

export interface PageHeroProps {
  title: string;
  intro: React.ReactNode;
  /** Levels below Home, ending with this page. */
  trail: readonly Crumb[];
  eyebrow?: string;
  /** Buttons or links under the intro. */
  children?: React.ReactNode;
  /** Optional content beside the text on wide screens (a card, a figure). */
  aside?: React.ReactNode;
  className?: string;
}

/**
 * What a visitor sees of an inner page's hero (`PageHero` adds the trail's data for search
 * engines); usable in content sent as HTML only.
 */
export function PageHeroContent({
  title,
  intro,
  trail,
  eyebrow,
  children,
  aside,
  className,
}: PageHeroProps) {
  return (
    <section className={cn('page-hero', className)}>
      <div className={aside ? 'page-hero-body page-hero-split' : 'page-hero-body'}>
        <div className="page-hero-text">
          <BreadcrumbTrail trail={trail} />
          {eyebrow ? <span className="badge badge-secondary hero-badge">{eyebrow}</span> : null}
          <h1 className="page-title">{title}</h1>
          <div className="hero-intro">{intro}</div>
          {children ? <div className="button-row">{children}</div> : null}
        </div>
        {aside}
      </div>
    </section>
  );
}
