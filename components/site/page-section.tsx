import { SectionHeading } from '@/components/site/home/section-heading';
import { cn } from '@/lib/utils';

interface PageSectionProps {
  /** Id of the heading; the section is labelled by it. */
  headingId: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  /** Section anchor (for scroll targets). */
  id?: string;
  tone?: 'plain' | 'muted';
  children: React.ReactNode;
  className?: string;
}

/** A titled band of a page, full width with centred content. */
export function PageSection({
  headingId,
  title,
  eyebrow,
  intro,
  id,
  tone = 'plain',
  children,
  className,
}: PageSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('py-16 md:py-20', tone === 'muted' && 'bg-muted/60', className)}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
        {children}
      </div>
    </section>
  );
}
