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
      logo: 'http://localhost:3000/icon.svg',
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
  it('has title, description, date, organization, identifier and an on-site place', () => {
    const data = jobPostingJsonLd(site, job());
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'AI Implementation Engineer',
      description: 'Turn signed customers into live AI voice agents.',
      qualifications: '3+ years with REST APIs\nTelephony basics',
      datePosted: '2026-11-02',
      identifier: { '@type': 'PropertyValue', name: 'Sonara AI', value: 'SON-2026-007' },
      hiringOrganization: { '@type': 'Organization', name: 'Sonara AI' },
      jobLocation: {
        '@type': 'Place',
        address: { addressLocality: 'New York', addressRegion: 'NY', addressCountry: 'US' },
      },
    });
    expect(data).not.toHaveProperty('jobLocationType');
  });

  it('marks remote jobs as TELECOMMUTE with the country applicants must be in', () => {
    const data = jobPostingJsonLd(site, job({ location: 'Remote (United States)' }));
    expect(data).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'US' },
    });
    expect(data).not.toHaveProperty('jobLocation');
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

  it('keeps admin-entered markup harmless once serialized', () => {
    const json = serializeJsonLd(
      jobPostingJsonLd(site, job({ title: '<img src=x onerror=alert(1)>' })),
    );
    expect(json).not.toContain('<');
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
