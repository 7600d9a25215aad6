import type { CSSProperties } from 'react';
import type { Testimonial } from '@/content/testimonials';

/** A customer or partner quote with its rating and attribution. */
export function TestimonialCard({
  testimonial,
  className,
}: {
  testimonial: Testimonial;
  className?: string;
}) {
  return (
    <figure className={className ? `quote-card ${className}` : 'quote-card'}>
      <p
        className="stars"
        role="img"
        aria-label={`Rated ${testimonial.rating} out of 5`}
        style={{ '--rating': testimonial.rating } as CSSProperties}
      />
      <blockquote>“{testimonial.quote}”</blockquote>
      <figcaption>
        <span>{testimonial.name}</span>
        <span>
          {testimonial.position}, {testimonial.company}
        </span>
      </figcaption>
    </figure>
  );
}
