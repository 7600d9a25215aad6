import type { Metadata } from 'next';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { trailFor } from '@/components/site/breadcrumbs';
import { CtaBand } from '@/components/site/cta-band';
import { FaqBrowser } from '@/components/site/faq/faq-browser';
import { buttonClassName } from '@/components/ui/button';
import { PageHero } from '@/components/site/page-hero';
import { faqItems } from '@/content/faq';
import { siteConfig } from '@/lib/config/site';
import { faqPageJsonLd } from '@/lib/seo/json-ld';
import { routeMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = routeMetadata('/faq');

export default function FaqPage() {
  const site = siteConfig();
  return (
    <>
      <PageHero
        trail={trailFor('/faq')}
        title="Frequently Asked Questions"
        intro="Answers about AI voice agents, coaching and roleplay: how they work, what they cost, how they connect to your systems, and how we keep your data safe. Search or pick a category."
      />
      <section aria-labelledby="faq-list-title" className="px-4 pb-8 sm:px-6">
        <h2 id="faq-list-title" className="sr-only">
          Questions and answers
        </h2>
        <FaqBrowser
          items={faqItems}
          buttonClasses={{
            selected: buttonClassName({ size: 'sm' }),
            unselected: buttonClassName({ size: 'sm', variant: 'outline' }),
          }}
        />
      </section>
      <CtaBand
        titleId="faq-cta"
        title="Still have a question?"
        text={`Our team answers ${site.supportHours}. Tell us about your business and we will reply within 24 hours.`}
      >
        <Button asChild size="lg" variant="secondary">
          <Link href="/#contact">Contact Us</Link>
        </Button>
      </CtaBand>
      <JsonLdScript data={faqPageJsonLd(faqItems)} />
    </>
  );
}
