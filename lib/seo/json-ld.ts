import type { SiteConfig } from '@/lib/config/site';

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
      addressLocality: 'Miami',
      addressRegion: 'FL',
      addressCountry: 'US',
    },
    sameAs: site.socials.map((social) => social.href),
    parentOrganization: {
      '@type': 'Organization',
      name: site.parentCompany.name,
      url: site.parentCompany.href,
    },
  };
}
