import { SiteDocument } from '@/components/site/site-document';
import { rootMetadata, rootViewport } from '@/lib/seo/root-metadata';
import '../globals.css';

export const generateMetadata = rootMetadata;
export const viewport = rootViewport;

/** Root layout of the public site (the admin has its own root layout, without tracking pixels). */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
