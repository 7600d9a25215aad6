import { FeatureGrid } from '@/components/site/feature-grid';
import { FeatureIcon } from '@/components/site/feature-icon';
import { TestimonialCard } from '@/components/site/testimonial-card';
import type { IndustrySolution, SolutionSubject } from '@/content/solutions';
import type { Testimonial } from '@/content/testimonials';

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
      className={muted ? 'industry bg-muted/60' : 'industry'}
    >
      <div className="industry-intro">
        <FeatureIcon name={solution.icon} className="icon-tile-lg" />
        <div>
          <p className="eyebrow">{industry.name}</p>
          <h2 id={headingId}>{solution.headline}</h2>
          <p>{industry.description}</p>
          {children ? <div className="button-row">{children}</div> : null}
        </div>
      </div>
      <h3>Features</h3>
      <FeatureGrid items={solution.features} columns={4} />
      <div className="industry-proof">
        <div className="panel">
          <h3>Benefits</h3>
          <ul className="check-list check-list-lg benefit-list">
            {/* A fixed list: index keys keep each benefit out of the payload a second time. */}
            {industry.benefits.map((benefit, index) => (
              <li key={index}>{benefit}</li>
            ))}
          </ul>
        </div>
        {/* Visually hidden, the heading takes no cell of the grid; the quote fills the second. */}
        {testimonial ? <h3 className="sr-only">What a customer says</h3> : null}
        {testimonial ? <TestimonialCard testimonial={testimonial} /> : null}
      </div>
    </section>
  );
}
