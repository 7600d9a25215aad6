import { StarIcon } from 'lucide-react';
import { SectionHeading } from '@/components/site/home/section-heading';
import { customerTestimonials } from '@/content/testimonials';

/** Testimonials section (id testimonials). */
export function TestimonialsSection() {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6"
    >
      <SectionHeading
        id="testimonials-title"
        eyebrow="Customer stories"
        title="Businesses that never miss a call"
      />
      <ul className="grid gap-6 md:grid-cols-2">
        {customerTestimonials.map((story) => (
          <li key={story.id} className="rounded-xl border p-6">
            <p
              className="flex gap-0.5 text-amber-600"
              role="img"
              aria-label={`Rated ${story.rating} out of 5`}
            >
              {Array.from({ length: story.rating }, (_, index) => (
                <StarIcon key={index} className="size-4 fill-current" aria-hidden="true" />
              ))}
            </p>
            <blockquote className="mt-3">“{story.quote}”</blockquote>
            <p className="mt-4 font-semibold">{story.name}</p>
            <p className="text-sm text-muted-foreground">
              {story.position}, {story.company}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
