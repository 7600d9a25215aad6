import type { Metadata } from 'next';
import { siteConfig } from '@/lib/config/site';
import { homeMetadata } from '@/lib/seo/metadata';
import { TestimonialsSection } from '@/components/site/home/testimonials-section';
import { ContactSection } from '@/components/site/home/contact-section';
import { LazyContactForm } from '@/components/forms/lazy-forms';
import { HydrateOnSight } from '@/components/site/hydrate-on-sight';
import { HomeHero } from '@/components/site/home/hero';
import { OfferingsSection } from '@/components/site/home/offerings-section';
import { IndustriesSection } from '@/components/site/home/industries-section';
import { DemoSection } from '@/components/site/home/demo-section';
import { ServicesSection } from '@/components/site/home/services-section';

export function generateMetadata(): Metadata {
  return homeMetadata();
}

export default function HomePage() {
  const site = siteConfig();
  return (
    <>
      <HomeHero brand={site.name} />
      <OfferingsSection />
      <IndustriesSection />
      <DemoSection />
      <ServicesSection />
      <TestimonialsSection />
      <ContactSection site={site}>
        <HydrateOnSight>
          <LazyContactForm />
        </HydrateOnSight>
      </ContactSection>
    </>
  );
}
