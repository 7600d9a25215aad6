import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { homeMetadata } from '@/lib/seo/metadata';

interface UnknownRouteProps {
  params: Promise<{ unknown: string[] }>;
}

/**
 * The path asked for, each segment encoded once. Every segment decodes: proxy.ts answers a path
 * with a malformed escape before it gets here.
 */
function attemptedPath(segments: string[]): string {
  return `/${segments.map((segment) => encodeURIComponent(decodeURIComponent(segment))).join('/')}`;
}

/** Unknown routes get the home metadata for their own URL (see homeMetadata for indexing). */
export async function generateMetadata({ params }: UnknownRouteProps): Promise<Metadata> {
  const { unknown } = await params;
  return homeMetadata({ path: attemptedPath(unknown) });
}

/** Any path no route matched: logged on the server, answered with the 404 page. */
export default async function UnknownRoute({ params }: UnknownRouteProps) {
  const { unknown } = await params;
  console.warn(`[404] no page for ${attemptedPath(unknown)}`);
  notFound();
}
