import { LazyToaster } from '@/components/site/toast/lazy-toaster';
import { BodyPixels, HeadPixels } from '@/components/pixels/public-pixels';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { RoiDialogProvider } from '@/components/site/roi-dialog-provider';
import { ScrollManager } from '@/components/site/scroll-manager';
import { ConsentIsland } from '@/components/consent/consent-island';
import { PublicAnalytics } from '@/components/analytics/public-analytics';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { siteConfig } from '@/lib/config/site';
import { organizationJsonLd } from '@/lib/seo/json-ld';

/**
 * The public site's whole document: tracking pixels with their consent banner, header, footer and
 * the shared dialogs around
 * `children`. The site's root layout and the 404 page (which Next.js renders outside any layout)
 * both use it, so the 404 page is served complete, pixels included. Never used by /admin.
 * Without `tracking` (a blog post's preview, whose address is a secret link) no pixel, consent
 * banner or visitor counting is rendered: none of them may see or send that address.
 */
export function SiteDocument({
  children,
  tracking = true,
}: {
  children: React.ReactNode;
  tracking?: boolean;
}) {
  return (
    <html lang="en">
      {/* eslint-disable-next-line @next/next/no-head-element -- a root document's own head, as in app/ */}
      <head>{tracking && <HeadPixels />}</head>
      <body className="flex min-h-dvh flex-col">
        <RoiDialogProvider>
          <a href="#main" className="skip-link">
            Skip to content
          </a>
          {/* Early in the tab order: the banner's choices come right after "Skip to content". */}
          {tracking && <ConsentIsland />}
          <SiteHeader />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter consentLinks={tracking} />
          <ScrollManager />
          <JsonLdScript data={organizationJsonLd(siteConfig())} />
        </RoiDialogProvider>
        <LazyToaster />
        {tracking && <PublicAnalytics />}
        {tracking && <BodyPixels />}
      </body>
    </html>
  );
}
