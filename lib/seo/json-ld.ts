import { LOCATION } from '@/lib/config/company';
import type { SiteConfig } from '@/lib/config/site';
import { parseJobLocation } from '@/lib/jobs/location';
import { splitQualifications } from '@/lib/jobs/job-types';
import { parseSalaryRange } from '@/lib/jobs/salary';

export type JsonLd = Record<string, unknown>;

/** Serializes JSON-LD for a script tag; `<` is escaped so content can never close the tag. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function organizationJsonLd(site: SiteConfig): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: site.url,
    logo: `${site.url}/icon.svg`,
    description: site.description,
    address: {
      '@type': 'PostalAddress',
      addressLocality: LOCATION.locality,
      addressRegion: LOCATION.region,
      addressCountry: LOCATION.country,
    },
    sameAs: site.socials.map((social) => social.href),
    parentOrganization: {
      '@type': 'Organization',
      name: site.parentCompany.name,
      url: site.parentCompany.href,
    },
  };
}

type SiteFacts = Pick<SiteConfig, 'name' | 'url'>;

const absolute = (site: SiteFacts, path: string) =>
  path === '/' ? site.url : `${site.url}${path}`;

export interface Crumb {
  name: string;
  /** Site path, starting with `/`. */
  path: string;
}

/** BreadcrumbList for an inner page: Home, then each level down to the page itself. */
export function breadcrumbJsonLd(site: SiteFacts, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(site, crumb.path),
    })),
  };
}

export interface BlogPostingFacts {
  slug: string;
  title: string;
  date: string;
  author: string;
  excerpt: string;
  image: { src: string; width: number; height: number };
  tags: readonly string[];
}

/** BlogPosting for one article. */
export function blogPostingJsonLd(site: SiteFacts, post: BlogPostingFacts): JsonLd {
  const url = absolute(site, `/blog/${post.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    author: { '@type': 'Organization', name: post.author, url: site.url },
    publisher: { '@type': 'Organization', name: site.name, url: site.url },
    image: {
      '@type': 'ImageObject',
      url: absolute(site, post.image.src),
      width: post.image.width,
      height: post.image.height,
    },
    keywords: post.tags.join(', '),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}

export interface JobPostingFacts {
  reqNumber: string;
  title: string;
  description: string;
  qualifications: string;
  location: string;
  salaryRange: string;
  datePosted: string;
}

function jobPlace(location: string): JsonLd {
  const place = parseJobLocation(location);
  if (place.kind === 'remote') {
    return {
      jobLocationType: 'TELECOMMUTE',
      ...(place.country
        ? { applicantLocationRequirements: { '@type': 'Country', name: place.country } }
        : {}),
    };
  }
  return {
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: place.locality,
        ...(place.region ? { addressRegion: place.region } : {}),
        ...(place.country ? { addressCountry: place.country } : {}),
      },
    },
  };
}

/** JobPosting for an active job: remote jobs as TELECOMMUTE, a salary only when it parses. */
export function jobPostingJsonLd(site: SiteFacts, job: JobPostingFacts): JsonLd {
  const salary = parseSalaryRange(job.salaryRange);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    qualifications: splitQualifications(job.qualifications).join('\n'),
    datePosted: job.datePosted,
    identifier: { '@type': 'PropertyValue', name: site.name, value: job.reqNumber },
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: site.url },
    directApply: true,
    url: absolute(site, '/careers'),
    ...jobPlace(job.location),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(salary.maxValue === undefined
                ? { value: salary.minValue }
                : { minValue: salary.minValue, maxValue: salary.maxValue }),
              unitText: salary.unit,
            },
          },
        }
      : {}),
  };
}

/** FAQPage from question and answer pairs. */
export function faqPageJsonLd(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
