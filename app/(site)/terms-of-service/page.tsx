import type { Metadata } from 'next';
import { LegalPage } from '@/components/site/legal/legal-page';
import { termsOfServiceSections } from '@/content/legal/terms-of-service';
import { siteConfig } from '@/lib/config/site';
import { routeMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = routeMetadata('/terms-of-service');

export default function TermsOfServicePage() {
  const site = siteConfig();
  return (
    <LegalPage
      path="/terms-of-service"
      title="Terms of Service"
      summary="The terms for using our website, including your consent to AI and automated calls and how we comply with telephone-consumer-protection rules."
      sections={termsOfServiceSections({
        name: site.name,
        url: site.url,
        contactEmail: site.email.salesReplyTo,
        location: site.location,
      })}
    />
  );
}
