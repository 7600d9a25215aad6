import type { Metadata } from 'next';
import { LegalPage } from '@/components/site/legal/legal-page';
import { privacyPolicySections } from '@/content/legal/privacy-policy';
import { env } from '@/lib/config/env';
import { siteConfig } from '@/lib/config/site';
import { getPolicyPixels } from '@/lib/pixels/policy-pixels';
import { routeMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = routeMetadata('/privacy-policy');

/**
 * The privacy policy. Its list of tracking technologies comes from the database through the
 * pixels' tagged cache, so the page is served from cache and a pixel change made in the admin
 * shows in the policy on the next request.
 */
export default async function PrivacyPolicyPage() {
  const site = siteConfig();
  const pixels = await getPolicyPixels();
  return (
    <LegalPage
      path="/privacy-policy"
      title="Privacy Policy"
      summary="What we collect through our website, forms and tracking pixels, how we use it, how we obtain consent for calls and messages, and the choices you have."
      sections={privacyPolicySections(
        {
          name: site.name,
          url: site.url,
          contactEmail: site.email.salesReplyTo,
          location: site.location,
          analyticsRawDays: env().ANALYTICS_RAW_DAYS,
        },
        pixels,
      )}
    />
  );
}
