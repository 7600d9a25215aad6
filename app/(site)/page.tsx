import type { Metadata } from 'next';
import { siteConfig } from '@/lib/config/site';
import { homeMetadata } from '@/lib/seo/metadata';
import { TestimonialsSection } from '@/components/site/home/testimonials-section';
import { ContactSection } from '@/components/site/home/contact-section';
import { LazyContactForm } from '@/components/forms/lazy-forms';
import { HydrateOnSight } from '@/components/site/hydrate-on-sight';
import { StaticHtml } from '@/components/static-html/static-html';

export function generateMetadata(): Metadata {
  return homeMetadata();
}

export default function HomePage() {
  const site = siteConfig();
  return (
    <>
      {/* Sent as HTML only, without a copy in the hydration payload (components/static-html). */}
      <StaticHtml part="home-hero" props={{ brand: site.name }} />
      <StaticHtml part="home-offerings" />
      <StaticHtml part="home-industries" />
      <StaticHtml part="home-demo" />
      <StaticHtml part="home-services" />
      <TestimonialsSection />
      <ContactSection site={site}>
        <HydrateOnSight>
          <LazyContactForm />
        </HydrateOnSight>
      </ContactSection>
    </>
  );
}
