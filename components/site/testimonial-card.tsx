import type { CSSProperties } from 'react';
import type { Testimonial } from '@/content/testimonials';
import { cn } from '@/lib/utils';

/** A customer or partner quote with its rating and attribution. */
export function TestimonialCard({
  testimonial,
  className,
}: {
  testimonial: Testimonial;
  className?: string;
}) {
  return (
    <figure className={cn('flex flex-col gap-4 rounded-xl border bg-background p-6', className)}>
      <p
        className="stars"
        role="img"
        aria-label={`Rated ${testimonial.rating} out of 5`}
        style={{ '--rating': testimonial.rating } as CSSProperties}
      />
      <blockquote className="text-base leading-relaxed">“{testimonial.quote}”</blockquote>
      <figcaption className="mt-auto">
        <span className="block font-semibold">{testimonial.name}</span>
        <span className="text-sm text-muted-foreground">
          {testimonial.position}, {testimonial.company}
        </span>
      </figcaption>
    </figure>
  );
}
