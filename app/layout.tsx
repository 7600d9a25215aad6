import type { Metadata, Viewport } from 'next';
import { Toaster } from '@/components/ui/sonner';
import { siteConfig } from '@/lib/config/site';
import './globals.css';

export function generateMetadata(): Metadata {
  const site = siteConfig();
  return {
    metadataBase: new URL(site.url),
    title: { default: site.name, template: `%s | ${site.name}` },
    description: site.description,
    applicationName: site.name,
    openGraph: { siteName: site.name, locale: 'en_US', type: 'website' },
  };
}

export const viewport: Viewport = {
  themeColor: '#3b2db5',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        {children}
        <Toaster />
      </body>
    </html>
  );
}
