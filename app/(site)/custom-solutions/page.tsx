import type { Metadata } from 'next';
import { LazyCustomSolutionForm } from '@/components/forms/lazy-forms';
import { HydrateOnSight } from '@/components/site/hydrate-on-sight';
import { trailFor } from '@/components/site/breadcrumbs';
import { CtaBand } from '@/components/site/cta-band';
import { DemoButton } from '@/components/site/demo-button';
import { FeatureGrid } from '@/components/site/feature-grid';
import { DetailsList } from '@/components/site/details-list';
import { PageHero } from '@/components/site/page-hero';
import { PageSection } from '@/components/site/page-section';
import { ScrollToSectionButton } from '@/components/site/scroll-to-section-button';
import { capabilities, customSolutionFaq, developmentProcess } from '@/content/custom-solutions';
import { routeMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = routeMetadata('/custom-solutions');

const FORM_ID = 'request-form';

export default function CustomSolutionsPage() {
  return (
    <>
      <PageHero
        trail={trailFor('/custom-solutions')}
        eyebrow="Custom Solutions"
        title="Custom AI voice solutions, built around your calls"
        intro="When an off-the-shelf agent is not enough, we design and build one for you: inbound and outbound agents, live human handoff, custom voices, deep system integrations and complete AI call centers. Simple builds go live in 2-4 weeks; complex projects in 6-12 weeks."
      >
        <ScrollToSectionButton target={FORM_ID} size="lg">
          Request Custom Solution
        </ScrollToSectionButton>
        <ScrollToSectionButton target={FORM_ID} size="lg" variant="outline">
          Try Our Demo First
        </ScrollToSectionButton>
      </PageHero>

      <PageSection
        headingId="capabilities-title"
        eyebrow="Capabilities"
        title="What we can build for you"
        intro="Combine any of these eight capabilities into one solution."
      >
        <FeatureGrid items={capabilities} columns={4} />
      </PageSection>

      <PageSection
        headingId="process-title"
        eyebrow="Development process"
        title="From first call to live agent"
        tone="muted"
      >
        <ol className="process-steps">
          {developmentProcess.map((step, index) => (
            <li key={index}>
              <span>
                <span className="sr-only">Step </span>
                {index + 1} · {step.duration}
              </span>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <section
        id={FORM_ID}
        aria-labelledby="request-form-title"
        className="bg-brand-dark px-4 py-16 text-white sm:px-6 md:py-20"
      >
        <div className="mx-auto grid max-w-7xl gap-12 lg:grid-cols-[1fr_1.4fr]">
          <div className="flex flex-col gap-4">
            <h2 id="request-form-title" className="text-3xl font-bold sm:text-4xl">
              Request your custom solution
            </h2>
            <p className="text-lg text-slate-300">
              Describe the calls you want to automate and the systems involved. A solutions
              architect reviews your request and replies within 1-2 business days with questions and
              a proposed approach.
            </p>
            <p className="text-slate-300">
              Prefer to hear an agent first? Choose “Not Sure - Need Consultation” and we will set
              up a demo and contact you within 24 hours.
            </p>
          </div>
          <div className="rounded-2xl bg-background p-6 text-foreground shadow-xl sm:p-8">
            <HydrateOnSight>
              <LazyCustomSolutionForm />
            </HydrateOnSight>
          </div>
        </div>
      </section>

      <CtaBand
        titleId="consultation-title"
        title="Not sure where to start?"
        text="Book a free consultation. We will review your call volume and goals and recommend the simplest solution that works, custom or not."
      >
        <DemoButton size="lg" variant="secondary">
          Book a Free Consultation
        </DemoButton>
      </CtaBand>

      <PageSection headingId="custom-faq-title" title="Custom solution questions" tone="muted">
        <DetailsList items={customSolutionFaq} />
      </PageSection>
    </>
  );
}
