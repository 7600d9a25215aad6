import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { buttonClassName } from '@/components/ui/button';
import { FeatureGrid } from '@/components/site/feature-grid';
import { FeatureIcon } from '@/components/site/feature-icon';
import { ScrollToSectionButton } from '@/components/site/scroll-to-section-button';
import { TestimonialCard } from '@/components/site/testimonial-card';
import { industries } from '@/content/industries';
import {
  customSolution,
  industrySolutions,
  type IndustrySolution,
  type SolutionSubject,
} from '@/content/solutions';
import { customerTestimonials, type Testimonial } from '@/content/testimonials';

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

/**
 * The /solutions section of an industry (its id), or the custom section (`custom`), with the
 * custom section's buttons. Null for an unknown id.
 */
export function IndustrySectionById({ id, muted }: { id: string; muted?: boolean }) {
  if (id === customSolution.subject.id) {
    return (
      <IndustrySection
        industry={customSolution.subject}
        solution={customSolution.solution}
        testimonial={customSolution.testimonial}
        muted={muted}
      >
        <Link href="/custom-solutions" className={buttonClassName({ size: 'lg' })}>
          Explore Custom Solutions <Icon name="arrow-right" />
        </Link>
        <ScrollToSectionButton target="contact" size="lg" variant="outline">
          Get a Free Quote
        </ScrollToSectionButton>
      </IndustrySection>
    );
  }
  const solution = industrySolutions.find((candidate) => candidate.id === id);
  const industry = industries.find((candidate) => candidate.id === id);
  if (!solution || !industry) return null;
  return (
    <IndustrySection
      industry={industry}
      solution={solution}
      testimonial={customerTestimonials.find((story) => story.id === solution.testimonialId)}
      muted={muted}
    />
  );
}
