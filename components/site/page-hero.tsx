import { Badge } from '@/components/ui/badge';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import type { Crumb } from '@/lib/seo/json-ld';
import { cn } from '@/lib/utils';

interface PageHeroProps {
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

/** The top of every inner page: breadcrumbs, the page's only h1, an intro and its actions. */
export function PageHero({
  title,
  intro,
  trail,
  eyebrow,
  children,
  aside,
  className,
}: PageHeroProps) {
  return (
    <section className={cn('bg-gradient-to-b from-secondary to-background', className)}>
      <div
        className={cn(
          'mx-auto grid max-w-7xl gap-10 px-4 pt-8 pb-16 sm:px-6 md:pb-20',
          aside ? 'items-center lg:grid-cols-[1.2fr_1fr]' : '',
        )}
      >
        <div className="flex flex-col items-start gap-6">
          <Breadcrumbs trail={trail} />
          {eyebrow ? (
            <Badge variant="secondary" className="border-primary/20 px-3 py-1 text-sm">
              {eyebrow}
            </Badge>
          ) : null}
          <h1 className="page-title">{title}</h1>
          <div className="max-w-3xl text-lg text-muted-foreground">{intro}</div>
          {children ? <div className="flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {aside}
      </div>
    </section>
  );
}
