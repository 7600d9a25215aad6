import type { Metadata } from 'next';
import { LazyContactForm } from '@/components/forms/lazy-forms';
import { HydrateOnSight } from '@/components/site/hydrate-on-sight';
import { BreadcrumbJsonLd, trailFor } from '@/components/site/breadcrumbs';
import { ContactSection } from '@/components/site/home/contact-section';
import { SolutionsHero } from '@/components/site/solutions/solutions-hero';
import { IndustrySectionById } from '@/components/site/solutions/industry-section';
import { customSolution, industrySolutions } from '@/content/solutions';
import { siteConfig } from '@/lib/config/site';
import { routeMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = routeMetadata('/solutions');

export default function SolutionsPage() {
  const site = siteConfig();
  return (
    <>
      <SolutionsHero />
      <BreadcrumbJsonLd trail={trailFor('/solutions')} />
      {industrySolutions.map((solution, index) => (
        <IndustrySectionById key={solution.id} id={solution.id} muted={index % 2 === 1} />
      ))}
      <IndustrySectionById
        id={customSolution.subject.id}
        muted={industrySolutions.length % 2 === 1}
      />

      <ContactSection site={site}>
        <HydrateOnSight>
          <LazyContactForm />
        </HydrateOnSight>
      </ContactSection>
    </>
  );
}
