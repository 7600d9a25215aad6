import type { Metadata } from 'next';
import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { Button } from '@/components/ui/button';
import { trailFor } from '@/components/site/breadcrumbs';
import { DocumentBody } from '@/components/site/document/document-body';
import { PageHero } from '@/components/site/page-hero';
import { documentationSections } from '@/content/documentation';
import { routeMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = routeMetadata('/documentation');

export default function DocumentationPage() {
  return (
    <>
      <PageHero
        trail={trailFor('/documentation')}
        eyebrow="Documentation"
        title="Documentation"
        intro="How to write prompts that work, when to use inbound or outbound agents, how integrations and webhooks behave, how dental practice systems connect, and how to measure ROI."
      >
        <Button asChild variant="outline">
          <Link href="/">
            <Icon name="arrow-left" />
            Back to Home
          </Link>
        </Button>
      </PageHero>
      <DocumentBody sections={documentationSections} />
    </>
  );
}
