import type { Metadata } from 'next';
import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { Button } from '@/components/ui/button';
import { trailFor } from '@/components/site/breadcrumbs';
import { CtaBand } from '@/components/site/cta-band';
import { FeatureGrid } from '@/components/site/feature-grid';
import { PageHero } from '@/components/site/page-hero';
import { PageSection } from '@/components/site/page-section';
import { StepsList } from '@/components/site/steps-list';
import { aboutApproach, aboutMission, aboutValues } from '@/content/about';
import { siteConfig } from '@/lib/config/site';
import { routeMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = routeMetadata('/about-us');

export default function AboutUsPage() {
  const site = siteConfig();
  return (
    <>
      <PageHero
        trail={trailFor('/about-us')}
        eyebrow="About Us"
        title={`Every business deserves to answer every call`}
        intro={`${site.name} builds AI voice agents and AI sales coaching for the businesses that keep communities running: dental practices, law firms, veterinary clinics, home-service companies and the sales teams that grow them. We are based in ${site.location}.`}
      >
        <Button asChild size="lg">
          <Link href="/#contact">Contact Us</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/solutions">
            Our Solutions <Icon name="arrow-right" />
          </Link>
        </Button>
      </PageHero>

      <section aria-labelledby="mission-title" className="px-4 py-16 sm:px-6 md:py-20">
        <div className="mx-auto flex max-w-3xl flex-col gap-5">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Our Mission</p>
          <h2
            id="mission-title"
            className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            Enterprise-grade conversational AI, made accessible
          </h2>
          {aboutMission.map((paragraph) => (
            <p key={paragraph} className="text-lg leading-relaxed text-foreground/90">
              {paragraph}
            </p>
          ))}
        </div>
      </section>

      <PageSection
        headingId="values-title"
        eyebrow="Our Values"
        title="What we stand for"
        tone="muted"
      >
        <FeatureGrid items={aboutValues} />
      </PageSection>

      <PageSection
        headingId="approach-title"
        eyebrow="Our Approach"
        title="Managed, measured and always improving"
      >
        <StepsList steps={aboutApproach} />
      </PageSection>

      <CtaBand
        titleId="about-cta"
        title="Work with us, or join us"
        text="Tell us about your business and we will show you what an AI voice agent can do for it, or see our open positions if you want to build it with us."
      >
        <Button asChild size="lg" variant="secondary">
          <Link href="/#contact">Schedule a Consultation</Link>
        </Button>
        <Button
          asChild
          size="lg"
          variant="outline"
          className="border-white bg-transparent text-white hover:bg-white/10 hover:text-white"
        >
          <Link href="/careers">View Careers</Link>
        </Button>
      </CtaBand>
    </>
  );
}
