import type { Metadata } from 'next';
import { Icon } from '@/components/ui/icon';
import { Button } from '@/components/ui/button';
import { trailFor } from '@/components/site/breadcrumbs';
import { CtaBand } from '@/components/site/cta-band';
import { DemoButton } from '@/components/site/demo-button';
import { FeatureGrid } from '@/components/site/feature-grid';
import { PageHero } from '@/components/site/page-hero';
import { PageSection } from '@/components/site/page-section';
import { StatGrid } from '@/components/site/stat-grid';
import { StepsList } from '@/components/site/steps-list';
import Link from 'next/link';
import {
  coachingFeatures,
  coachingHighlights,
  coachingSteps,
  coachingStats,
} from '@/content/ai-coaching';
import { routeMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = routeMetadata('/ai-coaching');

export default function AiCoachingPage() {
  return (
    <>
      <PageHero
        trail={trailFor('/ai-coaching')}
        eyebrow="AI Sales Coaching"
        title="A sales coach on every call, for every rep"
        intro="Sentiment analysis and call scoring read every conversation your team has, then turn it into a personalised coaching plan, an AI coach reps can ask anything 24/7, and a dashboard that shows leaders where to focus."
        aside={
          <ul className="check-list check-list-lg flex flex-col gap-3 rounded-2xl border bg-background p-6 shadow-lg">
            {coachingHighlights.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        }
      >
        <DemoButton size="lg">
          <Icon name="phone-call" />
          Schedule Demo
        </DemoButton>
        <Button asChild size="lg" variant="outline">
          <Link href="/ai-roleplay">Explore AI Roleplay</Link>
        </Button>
      </PageHero>

      <PageSection
        headingId="coaching-features"
        eyebrow="Features"
        title="Everything a great sales coach does, on every call"
        intro="Four tools that work together, so coaching is continuous instead of a quarterly event."
      >
        <FeatureGrid items={coachingFeatures} columns={4} />
      </PageSection>

      <PageSection
        headingId="coaching-how"
        eyebrow="How it works"
        title="From recorded call to better rep in three steps"
        tone="muted"
      >
        <StepsList steps={coachingSteps} />
      </PageSection>

      <StatGrid titleId="coaching-results" title="Results teams see" items={coachingStats} />

      <CtaBand
        titleId="coaching-cta"
        title="See AI coaching on your own calls"
        text="Bring a few recorded calls to the demo and we will show you the scores, the sentiment timeline and the coaching plan your reps would get."
      >
        <DemoButton size="lg" variant="secondary">
          Schedule Demo
        </DemoButton>
        <DemoButton
          size="lg"
          variant="outline"
          className="border-white bg-transparent text-white hover:bg-white/10 hover:text-white"
        >
          Talk to Sales
        </DemoButton>
      </CtaBand>
    </>
  );
}
