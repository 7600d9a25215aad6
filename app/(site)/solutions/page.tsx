import type { Metadata } from 'next';
import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { Button } from '@/components/ui/button';
import { LazyContactForm } from '@/components/forms/lazy-forms';
import { HydrateOnSight } from '@/components/site/hydrate-on-sight';
import { trailFor } from '@/components/site/breadcrumbs';
import { ContactSection } from '@/components/site/home/contact-section';
import { PageHero } from '@/components/site/page-hero';
import { ScrollToSectionButton } from '@/components/site/scroll-to-section-button';
import { IndustrySection } from '@/components/site/solutions/industry-section';
import { industries } from '@/content/industries';
import { customSolution, industrySolutions } from '@/content/solutions';
import { customerTestimonials } from '@/content/testimonials';
import { siteConfig } from '@/lib/config/site';
import { routeMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = routeMetadata('/solutions');

export default function SolutionsPage() {
  const site = siteConfig();
  return (
    <>
      <PageHero
        trail={trailFor('/solutions')}
        eyebrow="Industry Solutions"
        title="AI voice agents built for the way your industry works"
        intro="Pre-trained for the calls dental practices, law firms, veterinary clinics and home-service companies get every day, then tuned to your scripts, systems and tone of voice."
      >
        <ScrollToSectionButton target="contact" size="lg">
          Get a Free Quote
        </ScrollToSectionButton>
        <Button asChild size="lg" variant="outline">
          <Link href="/custom-solutions">
            Custom Solutions <Icon name="arrow-right" />
          </Link>
        </Button>
      </PageHero>

      <nav aria-label="Industries on this page" className="border-y bg-background">
        <ul className="industry-nav">
          {[...industries, { id: 'custom', name: 'Custom' }].map((industry) => (
            <li key={industry.id}>
              <a href={`#${industry.id}`}>{industry.name}</a>
            </li>
          ))}
        </ul>
      </nav>

      {industrySolutions.map((solution, index) => {
        const industry = industries.find((candidate) => candidate.id === solution.id);
        if (!industry) return null;
        return (
          <IndustrySection
            key={solution.id}
            industry={industry}
            solution={solution}
            testimonial={customerTestimonials.find((story) => story.id === solution.testimonialId)}
            muted={index % 2 === 1}
          />
        );
      })}

      <IndustrySection
        industry={customSolution.subject}
        solution={customSolution.solution}
        testimonial={customSolution.testimonial}
        muted={industrySolutions.length % 2 === 1}
      >
        <Button asChild size="lg">
          <Link href="/custom-solutions">
            Explore Custom Solutions <Icon name="arrow-right" />
          </Link>
        </Button>
        <ScrollToSectionButton target="contact" size="lg" variant="outline">
          Get a Free Quote
        </ScrollToSectionButton>
      </IndustrySection>

      <ContactSection site={site}>
        <HydrateOnSight>
          <LazyContactForm />
        </HydrateOnSight>
      </ContactSection>
    </>
  );
}
