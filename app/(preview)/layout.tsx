import type { Metadata } from 'next';
import { SiteDocument } from '@/components/site/site-document';
import { rootMetadata, rootViewport } from '@/lib/seo/root-metadata';
import '../globals.css';

export function generateMetadata(): Metadata {
  return { ...rootMetadata(), robots: { index: false, follow: false } };
}

export const viewport = rootViewport;

/**
 * Root layout of blog post previews: the site's header and footer, never indexed, and without
 * tracking pixels, consent banner or visitor counting, which must not see a preview's address.
 */
export default function PreviewLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument tracking={false}>{children}</SiteDocument>;
}
