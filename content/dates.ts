/** When the site's page copy last changed; the sitemap's lastModified for static pages. */
export const CONTENT_UPDATED_AT = '2026-11-16';

/** Effective date of the privacy policy and terms of service (their "Last Updated" line). */
export const LEGAL_EFFECTIVE_DATE = '2026-11-16';
