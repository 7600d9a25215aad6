import { FeatureGrid } from '@/components/site/feature-grid';
import { FeatureIcon } from '@/components/site/feature-icon';
import { TestimonialCard } from '@/components/site/testimonial-card';
import type { IndustrySolution, SolutionSubject } from '@/content/solutions';
import type { Testimonial } from '@/content/testimonials';
import { cn } from '@/lib/utils';

interface IndustrySectionProps {
  industry: SolutionSubject;
  solution: Pick<IndustrySolution, 'icon' | 'headline' | 'features'>;
  testimonial?: Testimonial;
  muted?: boolean;
  /** Buttons under the introduction. */
  children?: React.ReactNode;
}

/** One section of /solutions (id = the anchor the footer and home cards link to). */
export function IndustrySection({
  industry,
  solution,
  testimonial,
  muted,
  children,
}: IndustrySectionProps) {
  const headingId = `${industry.id}-title`;
  return (
    <section
      id={industry.id}
      aria-labelledby={headingId}
      className={cn('py-16 md:py-20', muted && 'bg-muted/60')}
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 sm:px-6">
        <div className="flex flex-col gap-4 md:flex-row md:items-start">
          <FeatureIcon name={solution.icon} className="size-14" />
          <div className="flex max-w-3xl flex-col gap-3">
            <p className="eyebrow">{industry.name}</p>
            <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance">
              {solution.headline}
            </h2>
            <p className="text-lg text-muted-foreground">{industry.description}</p>
            {children ? <div className="flex flex-wrap gap-3">{children}</div> : null}
          </div>
        </div>
        <div>
          <h3 className="mb-5 text-xl font-semibold">Features</h3>
          <FeatureGrid items={solution.features} columns={4} />
        </div>
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="rounded-xl border bg-background p-6">
            <h3 className="text-xl font-semibold">Benefits</h3>
            <ul className="check-list check-list-lg mt-4 flex flex-col gap-3">
              {industry.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </div>
          {testimonial ? (
            <div>
              <h3 className="sr-only">What a customer says</h3>
              <TestimonialCard testimonial={testimonial} className="h-full" />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
