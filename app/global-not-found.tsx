import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/site/not-found-content';
import { SiteDocument } from '@/components/site/site-document';
import { notFoundMetadata } from '@/lib/seo/metadata';
import { rootMetadata, rootViewport } from '@/lib/seo/root-metadata';
import './globals.css';

export function generateMetadata(): Metadata {
  return { ...rootMetadata(), ...notFoundMetadata() };
}
export const viewport = rootViewport;

/**
 * Every address no route matches. Next.js renders this file as a page of its own, so the 404 is
 * served as complete HTML (a `notFound()` thrown from a catch-all page was served as an empty
 * shell, filled in only by the browser, without the pixels and with another head).
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <NotFoundContent />
    </SiteDocument>
  );
}
