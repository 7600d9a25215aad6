import type { Metadata } from 'next';
import { LazyContactForm } from '@/components/forms/lazy-forms';
import { HydrateOnSight } from '@/components/site/hydrate-on-sight';
import { BreadcrumbJsonLd, trailFor } from '@/components/site/breadcrumbs';
import { ContactSection } from '@/components/site/home/contact-section';
import { StaticHtml } from '@/components/static-html/static-html';
import { customSolution, industrySolutions } from '@/content/solutions';
import { siteConfig } from '@/lib/config/site';
import { routeMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = routeMetadata('/solutions');

export default function SolutionsPage() {
  const site = siteConfig();
  return (
    <>
      {/* Sent as HTML only, without a copy in the hydration payload (components/static-html). */}
      <StaticHtml part="solutions-hero" />
      <BreadcrumbJsonLd trail={trailFor('/solutions')} />
      {industrySolutions.map((solution, index) => (
        <StaticHtml
          key={solution.id}
          part="solutions-industry"
          props={{ id: solution.id, muted: index % 2 === 1 }}
        />
      ))}
      <StaticHtml
        part="solutions-industry"
        props={{ id: customSolution.subject.id, muted: industrySolutions.length % 2 === 1 }}
      />

      <ContactSection site={site}>
        <HydrateOnSight>
          <LazyContactForm />
        </HydrateOnSight>
      </ContactSection>
    </>
  );
}
