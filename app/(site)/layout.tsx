import { LazyToaster } from '@/components/site/toast/lazy-toaster';
import { BodyPixels, HeadPixels } from '@/components/pixels/public-pixels';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { RoiDialogProvider } from '@/components/site/roi-dialog-provider';
import { ScrollManager } from '@/components/site/scroll-manager';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { siteConfig } from '@/lib/config/site';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { rootMetadata, rootViewport } from '@/lib/seo/root-metadata';
import '../globals.css';

export const generateMetadata = rootMetadata;
export const viewport = rootViewport;

/** Root layout of the public site (the admin has its own root layout, without tracking pixels). */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <HeadPixels />
      </head>
      <body className="flex min-h-dvh flex-col">
        <RoiDialogProvider>
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            Skip to content
          </a>
          <SiteHeader />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter />
          <ScrollManager />
          <JsonLdScript data={organizationJsonLd(siteConfig())} />
        </RoiDialogProvider>
        <LazyToaster />
        <BodyPixels />
      </body>
    </html>
  );
}
