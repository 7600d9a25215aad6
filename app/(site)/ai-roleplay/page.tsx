import type { Metadata } from 'next';
import { Icon } from '@/components/ui/icon';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { trailFor } from '@/components/site/breadcrumbs';
import { CtaBand } from '@/components/site/cta-band';
import { DemoButton } from '@/components/site/demo-button';
import { FeatureGrid } from '@/components/site/feature-grid';
import { PageHero } from '@/components/site/page-hero';
import { PageSection } from '@/components/site/page-section';
import { StatGrid } from '@/components/site/stat-grid';
import { StepsList } from '@/components/site/steps-list';
import {
  roleplayFeatures,
  roleplayModules,
  roleplaySteps,
  roleplayStats,
} from '@/content/ai-roleplay';
import { routeMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = routeMetadata('/ai-roleplay');

export default function AiRoleplayPage() {
  const totalScenarios = roleplayModules.reduce((sum, module) => sum + module.scenarios, 0);
  return (
    <>
      <PageHero
        trail={trailFor('/ai-roleplay')}
        eyebrow="AI Roleplay Training"
        title="Practice the hard conversations before they count"
        intro={`Your reps rehearse objection handling, discovery, closing and difficult customers with realistic AI buyers, get scored instantly and follow a coaching plan that tracks their progress. ${totalScenarios} ready-made scenarios across six modules, plus unlimited custom ones.`}
      >
        <DemoButton size="lg">
          <Icon name="phone-call" />
          Schedule Demo
        </DemoButton>
      </PageHero>

      <PageSection
        headingId="roleplay-features"
        eyebrow="Why AI roleplay"
        title="Realistic practice, honest feedback, visible progress"
      >
        <FeatureGrid items={roleplayFeatures} />
      </PageSection>

      <PageSection
        headingId="roleplay-how"
        eyebrow="How it works"
        title="Choose, practice, get scored"
        tone="muted"
      >
        <StepsList steps={roleplaySteps} />
      </PageSection>

      <PageSection
        headingId="roleplay-modules"
        eyebrow="Training modules"
        title="Six modules for the calls that decide deals"
        intro="Each module holds scenarios of increasing difficulty. Your own products, pricing and objections can be added to any of them."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {roleplayModules.map((module) => (
            <li key={module.id} className="flex">
              <Card className="w-full">
                <CardHeader className="gap-3">
                  <div className="flex items-center justify-between gap-3">
                    <Icon name="graduation-cap" className="size-6 text-primary" />
                    <span className="rounded-full bg-secondary px-3 py-1 text-sm font-semibold text-secondary-foreground">
                      {module.scenarios} scenarios
                    </span>
                  </div>
                  <CardTitle>{module.title}</CardTitle>
                  <CardDescription>{module.description}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <StatGrid
        titleId="roleplay-results"
        title="Results of regular AI practice"
        items={roleplayStats}
      />

      <CtaBand
        titleId="roleplay-cta"
        title="Ready to train your team with AI?"
        text="We set up your modules with your products, pricing and real objections, so the first session already feels like your next call."
      >
        <DemoButton size="lg" variant="secondary">
          Begin AI Training
        </DemoButton>
      </CtaBand>
    </>
  );
}
