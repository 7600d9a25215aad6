import type { CSSProperties } from 'react';
import { SectionHeading } from '@/components/site/home/section-heading';
import { TestimonialsCarousel } from '@/components/site/home/testimonials-carousel';
import { buttonClassName } from '@/components/ui/button';
import { customerTestimonials } from '@/content/testimonials';

/**
 * Testimonials section (id testimonials): the four customer stories in a carousel. The carousel
 * receives every card, so each card is kept lean: `.home-story` styles its parts.
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
          card: (
            <figure className="home-story">
              <p
                className="stars"
                role="img"
                aria-label={`Rated ${story.rating} out of 5`}
                style={{ '--rating': story.rating } as CSSProperties}
              />
              <blockquote>“{story.quote}”</blockquote>
              <figcaption>
                <span>{story.name}</span>
                <span>
                  {story.position}, {story.company}
                </span>
              </figcaption>
            </figure>
          ),
        }))}
        arrowClassName={buttonClassName({ variant: 'outline', size: 'icon' })}
      />
    </section>
  );
}
