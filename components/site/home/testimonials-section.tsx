import { SectionHeading } from '@/components/site/home/section-heading';
import { TestimonialsCarousel } from '@/components/site/home/testimonials-carousel';
import { TestimonialCard } from '@/components/site/testimonial-card';
import { buttonClassName } from '@/components/ui/button';
import { customerTestimonials } from '@/content/testimonials';

/**
 * Testimonials section (id testimonials): the four customer stories in a carousel, each the
 * site's quote card, larger here (`.home-story`).
 */
export function TestimonialsSection() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="home-section">
      <SectionHeading
        id="testimonials-title"
        eyebrow="Customer stories"
        title="Businesses that never miss a call"
      />
      <TestimonialsCarousel
        stories={customerTestimonials.map((story) => ({
          id: story.id,
          industry: story.industry,
          name: story.name,
          company: story.company,
          card: <TestimonialCard key={story.id} testimonial={story} className="home-story" />,
        }))}
        arrowClassName={buttonClassName({ variant: 'outline', size: 'icon' })}
      />
    </section>
  );
}
