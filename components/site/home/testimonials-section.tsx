import { SectionHeading } from '@/components/site/home/section-heading';
import { TestimonialsCarousel } from '@/components/site/home/testimonials-carousel';
import { customerTestimonials } from '@/content/testimonials';

/** Testimonials section (id testimonials): the four customer stories in a carousel. */
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
      <TestimonialsCarousel testimonials={customerTestimonials} />
    </section>
  );
}
