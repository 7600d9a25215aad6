/** @jest-environment node */
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  jobPostingJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  type JobPostingFacts,
} from '@/lib/seo/json-ld';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { siteConfig } from '@/lib/config/site';

const site = { name: 'Sonara AI', url: 'https://sonara.example' };

const job = (overrides: Partial<JobPostingFacts> = {}): JobPostingFacts => ({
  reqNumber: 'SON-2026-007',
  title: 'AI Implementation Engineer',
  description: 'Turn signed customers into live AI voice agents.',
  qualifications: '- 3+ years with REST APIs\n- Telephony basics',
  location: 'New York, NY',
  salaryRange: '$120,000 - $155,000',
  datePosted: '2026-11-02',
  slug: 'ai-implementation-engineer-son-2026-007',
  validThrough: '2027-01-01',
  employmentType: 'FULL_TIME',
  remote: false,
  ...overrides,
});

describe('serializeJsonLd', () => {
  it('escapes < so text can never close the script tag', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script>');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('organizationJsonLd', () => {
  it('describes the company with its address, profiles and parent company', () => {
    expect(organizationJsonLd(siteConfig())).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Sonara AI',
      url: 'http://localhost:3000',
      logo: 'http://localhost:3000/logo.png',
      description: expect.stringContaining('AI voice agents'),
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Miami',
        addressRegion: 'FL',
        addressCountry: 'US',
      },
      sameAs: siteConfig().socials.map((social) => social.href),
      parentOrganization: {
        '@type': 'Organization',
        name: 'Northwind Labs',
        url: 'https://northwindlabs.dev',
      },
    });
  });

  it('names a logo large enough for search results (a PNG of at least 112 px)', () => {
    const logo = new URL(String(organizationJsonLd(siteConfig()).logo));
    const png = readFileSync(path.join(process.cwd(), 'public', logo.pathname));
    // A PNG's IHDR chunk holds the width and height right after the signature and chunk header.
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(112);
    expect(png.readUInt32BE(20)).toBeGreaterThanOrEqual(112);
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists each level with its position and absolute URL', () => {
    expect(
      breadcrumbJsonLd(site, [
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
        { name: 'A post', path: '/blog/a-post' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://sonara.example' },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://sonara.example/blog' },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'A post',
          item: 'https://sonara.example/blog/a-post',
        },
      ],
    });
  });
});

describe('blogPostingJsonLd', () => {
  it('describes the article with dates, author, publisher and an absolute image', () => {
    const data = blogPostingJsonLd(site, {
      slug: 'a-post',
      title: 'A post',
      date: '2026-11-10',
      author: 'Sonara AI Team',
      excerpt: 'What it says.',
      image: { src: '/images/blog/a.svg', width: 1200, height: 630 },
      tags: ['AI', 'ROI'],
    });
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'A post',
      datePublished: '2026-11-10',
      author: { name: 'Sonara AI Team' },
      publisher: { name: 'Sonara AI' },
      image: { url: 'https://sonara.example/images/blog/a.svg', width: 1200, height: 630 },
      keywords: 'AI, ROI',
      url: 'https://sonara.example/blog/a-post',
    });
  });
});

describe('jobPostingJsonLd', () => {
  it('describes an on-site job completely, for its own page', () => {
    expect(jobPostingJsonLd(site, job())).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'AI Implementation Engineer',
      description:
        '<p>Turn signed customers into live AI voice agents.</p><p><strong>Qualifications</strong></p><ul><li>3+ years with REST APIs</li><li>Telephony basics</li></ul>',
      datePosted: '2026-11-02',
      validThrough: '2027-01-01T23:59:59-05:00',
      employmentType: 'FULL_TIME',
      identifier: { '@type': 'PropertyValue', name: 'Sonara AI', value: 'SON-2026-007' },
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Sonara AI',
        sameAs: 'https://sonara.example',
        logo: 'https://sonara.example/logo.png',
      },
      directApply: true,
      url: 'https://sonara.example/careers/ai-implementation-engineer-son-2026-007',
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'New York',
          addressRegion: 'NY',
          addressCountry: 'US',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: {
          '@type': 'QuantitativeValue',
          minValue: 120000,
          maxValue: 155000,
          unitText: 'YEAR',
        },
      },
    });
  });

  it('ends validThrough with the closing day in New York, summer time included', () => {
    expect(jobPostingJsonLd(site, job({ validThrough: '2026-07-15' })).validThrough).toBe(
      '2026-07-15T23:59:59-04:00',
    );
    // The day clocks go back: still the offset in force at the end of that day.
    expect(jobPostingJsonLd(site, job({ validThrough: '2026-11-01' })).validThrough).toBe(
      '2026-11-01T23:59:59-05:00',
    );
  });

  it('marks a remote job as TELECOMMUTE for applicants in the USA, with no place', () => {
    const flagged = jobPostingJsonLd(site, job({ remote: true, location: 'Anywhere in the US' }));
    expect(flagged).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'USA' },
    });
    expect(flagged).not.toHaveProperty('jobLocation');
    expect(jobPostingJsonLd(site, job({ location: 'Remote' }))).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'USA' },
    });
  });

  it('names the country a remote location gives instead of the USA', () => {
    expect(
      jobPostingJsonLd(site, job({ remote: true, location: 'Remote (Canada)' }))
        .applicantLocationRequirements,
    ).toEqual({ '@type': 'Country', name: 'Canada' });
    // A qualifier that names no country keeps the default.
    for (const location of ['Remote (East Coast hours)', 'Remote - EST', 'Remote (worldwide)']) {
      expect(jobPostingJsonLd(site, job({ location })).applicantLocationRequirements).toEqual({
        '@type': 'Country',
        name: 'USA',
      });
    }
  });

  it('adds a yearly salary range when the text parses', () => {
    const data = jobPostingJsonLd(
      site,
      job({ salaryRange: '$95,000 - $130,000 base + commission' }),
    );
    expect(data.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 95000, maxValue: 130000, unitText: 'YEAR' },
    });
  });

  it('adds a single hourly amount, and leaves the salary out when nothing parses', () => {
    expect(jobPostingJsonLd(site, job({ salaryRange: '$45/hour' })).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', value: 45, unitText: 'HOUR' },
    });
    expect(jobPostingJsonLd(site, job({ salaryRange: 'Competitive' }))).not.toHaveProperty(
      'baseSalary',
    );
  });

  it('escapes admin-typed markup in the HTML description, and keeps it harmless once serialized', () => {
    const data = jobPostingJsonLd(
      site,
      job({
        title: '<img src=x onerror=alert(1)>',
        description: 'First <b>part</b>.\n\nSecond & last.',
        qualifications: '- <script>x</script>',
      }),
    );
    expect(data.description).toBe(
      '<p>First &lt;b&gt;part&lt;/b&gt;.</p><p>Second &amp; last.</p><p><strong>Qualifications</strong></p><ul><li>&lt;script&gt;x&lt;/script&gt;</li></ul>',
    );
    expect(serializeJsonLd(data)).not.toContain('<');
  });
});

describe('faqPageJsonLd', () => {
  it('turns each item into a Question with an accepted Answer', () => {
    expect(faqPageJsonLd([{ question: 'Is it HIPAA compliant?', answer: 'Yes.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Is it HIPAA compliant?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes.' },
        },
      ],
    });
  });
});
