import { LOCATION } from '@/lib/config/company';
import type { SiteConfig } from '@/lib/config/site';
import type { EmploymentType } from '@/lib/db/schema/jobs';
import { endOfCompanyDay } from '@/lib/jobs/closing-time';
import { parseJobLocation } from '@/lib/jobs/location';
import { splitParagraphs, splitQualifications } from '@/lib/jobs/job-types';
import { parseSalaryRange } from '@/lib/jobs/salary';
import { escapeHtml } from '@/lib/http/escape-html';

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
    // A raster logo of at least 112 px, as search engines ask; the favicon is far too small.
    logo: absolute(site, LOGO_PATH),
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

interface BlogPostingFacts {
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
  slug: string;
  title: string;
  description: string;
  qualifications: string;
  location: string;
  salaryRange: string;
  datePosted: string;
  /** YYYY-MM-DD, the last day the posting is open in the company's time zone. */
  validThrough: string;
  employmentType: EmploymentType;
  remote: boolean;
}

/** The site's logo in `public/`, a raster image as search engines want for a hiring organization. */
const LOGO_PATH = '/logo.png';

/**
 * The posting's description as the simple HTML search engines show: the description's paragraphs
 * (blank lines between them), then the qualifications as a list; every admin-typed text escaped.
 */
function jobDescriptionHtml(job: Pick<JobPostingFacts, 'description' | 'qualifications'>) {
  const paragraphs = splitParagraphs(job.description).map(
    (paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`,
  );
  const points = splitQualifications(job.qualifications).map(
    (line) => `<li>${escapeHtml(line)}</li>`,
  );
  return [
    ...paragraphs,
    ...(points.length > 0
      ? ['<p><strong>Qualifications</strong></p>', `<ul>${points.join('')}</ul>`]
      : []),
  ].join('');
}

function jobPlace(job: Pick<JobPostingFacts, 'location' | 'remote'>): JsonLd {
  const place = parseJobLocation(job.location);
  if (job.remote || place.kind === 'remote') {
    const country = place.country && place.country !== 'US' ? place.country : 'USA';
    return {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: country },
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

function baseSalary(salaryRange: string): JsonLd {
  const salary = parseSalaryRange(salaryRange);
  if (!salary) return {};
  return {
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
  };
}

/**
 * JobPosting for one job, on that job's own page only (search engines ignore postings on pages
 * listing several jobs): remote jobs as TELECOMMUTE, a salary only when it parses.
 */
export function jobPostingJsonLd(site: SiteFacts, job: JobPostingFacts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job),
    datePosted: job.datePosted,
    validThrough: endOfCompanyDay(job.validThrough),
    employmentType: job.employmentType,
    identifier: { '@type': 'PropertyValue', name: site.name, value: job.reqNumber },
    hiringOrganization: {
      '@type': 'Organization',
      name: site.name,
      sameAs: site.url,
      logo: absolute(site, LOGO_PATH),
    },
    directApply: true,
    url: absolute(site, `/careers/${job.slug}`),
    ...jobPlace(job),
    ...baseSalary(job.salaryRange),
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
