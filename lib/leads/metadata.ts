/**
 * Fields every form sends besides its own: where the visitor was (page, referrer, UTM tags), a
 * honeypot that only bots fill, the signed time the form was shown, and the idempotency key of
 * this form render. Safe for the browser.
 */

/**
 * Hidden from people (and assistive technology); a value here marks the submission as a bot's. Its
 * name and label stay outside the browsers' autofill vocabulary (no "fax", "name", "address"...),
 * so a person's autofill never fills it and turns their lead into spam.
 */
export const HONEYPOT_FIELD = 'hp_marker';
export const HONEYPOT_LABEL = 'Leave this empty';
/** The signed time the form was shown at, fetched from FORM_TOKEN_PATH after the form hydrates. */
export const FORM_TOKEN_FIELD = 'formToken';
export const FORM_TOKEN_PATH = '/api/forms/token';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_FIELD = 'idempotencyKey';
/** What a form render's key must look like (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

const META_LIMITS = {
  sourcePage: 2048,
  referrer: 2048,
  utmSource: 200,
  utmMedium: 200,
  utmCampaign: 200,
  utmTerm: 200,
  utmContent: 200,
} as const;
type MetaField = keyof typeof META_LIMITS;
export const META_FIELDS = Object.keys(META_LIMITS) as MetaField[];

export type LeadMetadata = Partial<Record<MetaField, string>>;

const UTM_PARAMS: Record<string, MetaField> = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
};

/** The page, referrer and UTM tags of the current visit (called in the browser at submit time). */
export function collectLeadMetadata(location: Location, referrer: string): LeadMetadata {
  const meta: LeadMetadata = { sourcePage: location.pathname + location.hash };
  if (referrer) meta.referrer = referrer;
  const params = new URLSearchParams(location.search);
  for (const [param, field] of Object.entries(UTM_PARAMS)) {
    const value = params.get(param);
    if (value) meta[field] = value;
  }
  return meta;
}

/**
 * Metadata as stored: text only, control characters removed, cut to its limit. Bad metadata never
 * costs a lead, so it is cleaned rather than refused.
 */
export function sanitizeLeadMetadata(fields: Record<string, unknown>): LeadMetadata {
  const meta: LeadMetadata = {};
  for (const field of META_FIELDS) {
    const value = fields[field];
    if (typeof value !== 'string') continue;
    const clean = value
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .trim()
      .slice(0, META_LIMITS[field]);
    if (clean) meta[field] = clean;
  }
  return meta;
}
