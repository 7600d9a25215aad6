import type { Metadata } from 'next';
import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { Button } from '@/components/ui/button';
import { trailFor } from '@/components/site/breadcrumbs';
import { DocumentBody } from '@/components/site/document/document-body';
import { PageHero } from '@/components/site/page-hero';
import { knowledgeSections } from '@/content/knowledge';
import { routeMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = routeMetadata('/knowledge');

export default function KnowledgePage() {
  return (
    <>
      <PageHero
        trail={trailFor('/knowledge')}
        eyebrow="Help Center"
        title="Knowledge Base"
        intro="Everything you need to launch, manage and improve your AI voice agent: getting started, features, your account, troubleshooting and best practices."
      >
        <Button asChild variant="outline">
          <Link href="/">
            <Icon name="arrow-left" />
            Back to Home
          </Link>
        </Button>
      </PageHero>
      <DocumentBody sections={knowledgeSections} tocLabel="Topics" />
    </>
  );
}
