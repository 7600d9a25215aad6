import type { Metadata } from 'next';
import { siteConfig } from '@/lib/config/site';
import { routeFor, type PublicPath } from '@/lib/seo/routes';

interface MetadataInput {
  title: string;
  description: string;
  /** Canonical path, starting with `/`. Resolved against `metadataBase`. */
  path: string;
  keywords?: readonly string[];
  /** Image path for social cards; defaults to the site's generated Open Graph image. */
  image?: { url: string; width: number; height: number; alt: string };
  type?: 'website' | 'article';
  publishedTime?: string;
  authors?: string[];
  noIndex?: boolean;
  /** Use the title as given, without the brand template (home page). */
  absoluteTitle?: boolean;
}

/** One place that turns a page's facts into Next metadata: title, canonical, robots, Open Graph, X card. */
export function buildMetadata(input: MetadataInput): Metadata {
  // One robots tag: Google reads it as well as its own `googlebot` name, so a second said nothing new.
  const robots = input.noIndex ? { index: false, follow: false } : { index: true, follow: true };
  const images = input.image ? [input.image] : undefined;
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    keywords: input.keywords ? [...input.keywords] : undefined,
    alternates: { canonical: input.path },
    robots,
    openGraph: {
      // A page's openGraph replaces the root layout's, so the shared fields are repeated here.
      siteName: siteConfig().name,
      locale: 'en_US',
      title: input.title,
      description: input.description,
      url: input.path,
      type: input.type ?? 'website',
      ...(images ? { images } : {}),
      ...(input.publishedTime ? { publishedTime: input.publishedTime } : {}),
      ...(input.authors ? { authors: input.authors } : {}),
    },
    // Next fills X's title, description and image in from Open Graph; only the card type is ours.
    twitter: { card: 'summary_large_image' },
  };
}

/**
 * The social card of a page: one route renders every card (app/opengraph-image), at the size it
 * draws them.
 */
export function ogImage(path: string, alt: string): NonNullable<MetadataInput['image']> {
  const url = path === '/' ? '/opengraph-image' : `/opengraph-image${path}`;
  return { url, width: 1200, height: 630, alt };
}

/** Metadata for a page listed in the route table. */
export function routeMetadata(path: PublicPath, overrides: Partial<MetadataInput> = {}): Metadata {
  const route = routeFor(path);
  return buildMetadata({
    title: route.title,
    description: route.description,
    keywords: route.keywords,
    path: route.path,
    image: ogImage(route.path, `${route.title}: ${siteConfig().name}`),
    ...overrides,
  });
}

/** What a job page's metadata is made of (a job posting as pages see it). */
interface JobPageFacts {
  slug: string;
  title: string;
  location: string;
  description: string;
}

/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

function shorten(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * A job page's metadata: its own title, description and canonical address. Its social card is the
 * careers page's: cards are drawn once at build, and a card per job would need a render per job
 * on a server that may change jobs at any time, for little gain over the title in the link.
 */
export function jobPageMetadata(job: JobPageFacts): Metadata {
  const brand = siteConfig().name;
  return buildMetadata({
    title: `${job.title} (${job.location})`,
    description: shorten(
      `${job.title} at ${brand}, ${job.location}. ${job.description}`,
      DESCRIPTION_LENGTH,
    ),
    path: `/careers/${job.slug}`,
    image: ogImage('/careers', `Careers at ${brand}`),
    keywords: [job.title, 'careers', brand],
  });
}

/** The home page's metadata (unknown routes reuse its title and description). */
export function homeMetadata(overrides: Partial<MetadataInput> = {}): Metadata {
  return routeMetadata('/', {
    title: `${siteConfig().name} | ${routeFor('/').title}`,
    absoluteTitle: true,
    ...overrides,
  });
}

/**
 * The 404 page's metadata: the home title and description, but no canonical (an unknown address
 * is not a page to index, nor a copy of the home page) and no robots value of its own, because
 * Next.js already marks every 404 `noindex`; a second robots tag would contradict it.
 */
export function notFoundMetadata(): Metadata {
  const { alternates: _canonical, robots: _robots, openGraph, ...home } = homeMetadata();
  return { ...home, openGraph: { ...openGraph, url: undefined } };
}
