import type { Metadata } from 'next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LazyPartnershipForm } from '@/components/forms/lazy-forms';
import { HydrateOnSight } from '@/components/site/hydrate-on-sight';
import { trailFor } from '@/components/site/breadcrumbs';
import { FeatureGrid } from '@/components/site/feature-grid';
import { FeatureIcon } from '@/components/site/feature-icon';
import { PageHero } from '@/components/site/page-hero';
import { PageSection } from '@/components/site/page-section';
import { ScrollToSectionButton } from '@/components/site/scroll-to-section-button';
import { TestimonialCard } from '@/components/site/testimonial-card';
import { partnerBenefits, partnershipTypes } from '@/content/partners';
import { partnerTestimonials } from '@/content/testimonials';
import { routeMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = routeMetadata('/partners');

const FORM_ID = 'partner-form';

export default function PartnersPage() {
  return (
    <>
      <PageHero
        trail={trailFor('/partners')}
        eyebrow="Partner Program"
        title="Grow your business by offering AI voice agents"
        intro="Resellers, agencies and consultants earn up to 30% recurring commission by bringing AI voice agents and AI sales coaching to their clients, white-labelled or co-branded, with our team handling the technology."
      >
        <ScrollToSectionButton target={FORM_ID} size="lg">
          Become a Partner
        </ScrollToSectionButton>
      </PageHero>

      <PageSection
        headingId="why-partner"
        eyebrow="Benefits"
        title="Why Partner With Us"
        intro="A product your clients ask about, a revenue share that keeps paying, and a team that helps you sell it."
      >
        <FeatureGrid items={partnerBenefits} />
      </PageSection>

      <PageSection headingId="partnership-types" title="Partnership Types" tone="muted">
        <ul className="grid gap-6 md:grid-cols-2">
          {partnershipTypes.map((type) => (
            <li key={type.id} className="flex">
              <Card className="w-full">
                <CardHeader className="gap-3">
                  <FeatureIcon name={type.icon} />
                  <CardTitle className="text-xl">{type.title}</CardTitle>
                  <CardDescription className="text-base">{type.description}</CardDescription>
                </CardHeader>
                <CardContent>
                  <p className="text-sm">
                    <span className="font-semibold">Ideal for: </span>
                    {type.idealFor}
                  </p>
                  <ul className="check-list flex flex-col gap-2 text-sm">
                    {type.includes.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <ScrollToSectionButton target={FORM_ID} size="lg">
            Apply Today
          </ScrollToSectionButton>
        </div>
      </PageSection>

      <PageSection headingId="partner-stories" title="What Our Partners Say">
        <ul className="grid gap-6 md:grid-cols-3">
          {partnerTestimonials.map((story) => (
            <li key={story.id} className="flex">
              <TestimonialCard testimonial={story} className="w-full" />
            </li>
          ))}
        </ul>
      </PageSection>

      <section
        id={FORM_ID}
        aria-labelledby="partner-form-title"
        className="bg-brand-dark px-4 py-16 text-white sm:px-6 md:py-20"
      >
        <div className="mx-auto grid max-w-7xl gap-12 lg:grid-cols-[1fr_1.4fr]">
          <div className="flex flex-col gap-4">
            <h2 id="partner-form-title" className="text-3xl font-bold sm:text-4xl">
              Partnership Inquiry Form
            </h2>
            <p className="text-lg text-slate-300">
              Tell us about your company and the clients you serve. Our partner team reviews every
              inquiry and replies within 2-3 business days with next steps and a partner agreement.
            </p>
          </div>
          <div className="rounded-2xl bg-background p-6 text-foreground shadow-xl sm:p-8">
            <HydrateOnSight>
              <LazyPartnershipForm />
            </HydrateOnSight>
          </div>
        </div>
      </section>
    </>
  );
}
