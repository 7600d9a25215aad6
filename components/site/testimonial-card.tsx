import type { CSSProperties } from 'react';
import { customerTestimonials, type Testimonial } from '@/content/testimonials';

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

/** A customer story's card by the story's id (for content sent as HTML only); null if unknown. */
export function TestimonialCardById({ id, className }: { id: string; className?: string }) {
  const testimonial = customerTestimonials.find((story) => story.id === id);
  return testimonial ? <TestimonialCard testimonial={testimonial} className={className} /> : null;
}
