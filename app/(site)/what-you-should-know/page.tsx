import type { Metadata } from 'next';
import { LazyContactForm } from '@/components/forms/lazy-forms';
import { HydrateOnSight } from '@/components/site/hydrate-on-sight';
import { trailFor } from '@/components/site/breadcrumbs';
import { DocumentBody } from '@/components/site/document/document-body';
import { ContactSection } from '@/components/site/home/contact-section';
import { PageHero } from '@/components/site/page-hero';
import { ScrollToSectionButton } from '@/components/site/scroll-to-section-button';
import { explainerSections } from '@/content/what-you-should-know';
import { siteConfig } from '@/lib/config/site';
import { routeMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = routeMetadata('/what-you-should-know');

export default function WhatYouShouldKnowPage() {
  const site = siteConfig();
  return (
    <>
      <PageHero
        trail={trailFor('/what-you-should-know')}
        eyebrow="Guide"
        title="What You Should Know About AI Voice Agents"
        intro="A plain-language guide for business owners: what AI voice agents do, what they cost, how callers react, how compliance works and how to launch one without disrupting your team."
      >
        <ScrollToSectionButton target="contact" size="lg">
          Talk to Our Team
        </ScrollToSectionButton>
      </PageHero>
      <DocumentBody sections={explainerSections} tocLabel="In this guide">
        <div className="rounded-2xl border bg-secondary p-6">
          <h2 className="text-xl font-semibold">Ready to hear one on your own calls?</h2>
          <p className="mt-2 text-secondary-foreground">
            Fill out the form and we will contact you within 24 hours to set up a personalized demo.
          </p>
          <ScrollToSectionButton target="contact" className="mt-4">
            Go to the Contact Form
          </ScrollToSectionButton>
        </div>
      </DocumentBody>
      <ContactSection site={site}>
        <HydrateOnSight>
          <LazyContactForm />
        </HydrateOnSight>
      </ContactSection>
    </>
  );
}
