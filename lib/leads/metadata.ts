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

/** What a page of the visit says about where it came from: its path, query string and referrer. */
export interface VisitTouch {
  /** Path, with the hash on the page where a form was sent. */
  p: string;
  /** Query string (`?utm_source=...`), or ''. */
  q: string;
  /** `document.referrer` on that page, or ''. */
  r: string;
}

const TOUCH_LIMITS = {
  Page: 2048,
  Referrer: 2048,
  UtmSource: 200,
  UtmMedium: 200,
  UtmCampaign: 200,
  UtmTerm: 200,
  UtmContent: 200,
} as const;
type TouchPart = keyof typeof TOUCH_LIMITS;
const TOUCH_PARTS = Object.keys(TOUCH_LIMITS) as TouchPart[];

/**
 * A lead's attribution columns. The page where the form was sent (last touch) keeps the names
 * it always had (`sourcePage`, `referrer`, `utmSource`...); the first page of the visit (first
 * touch) is `firstPage`, `firstReferrer`, `firstUtmSource`...
 */
const LAST_TOUCH = {
  Page: 'sourcePage',
  Referrer: 'referrer',
  UtmSource: 'utmSource',
  UtmMedium: 'utmMedium',
  UtmCampaign: 'utmCampaign',
  UtmTerm: 'utmTerm',
  UtmContent: 'utmContent',
} as const satisfies Record<TouchPart, string>;
const firstTouchKey = (part: TouchPart) => `first${part}` as const;

type MetaField = (typeof LAST_TOUCH)[TouchPart] | ReturnType<typeof firstTouchKey>;
const META_LIMITS = Object.fromEntries(
  TOUCH_PARTS.flatMap((part) => [
    [LAST_TOUCH[part], TOUCH_LIMITS[part]],
    [firstTouchKey(part), TOUCH_LIMITS[part]],
  ]),
) as Record<MetaField, number>;
export const META_FIELDS = Object.keys(META_LIMITS) as MetaField[];

export type LeadMetadata = Partial<Record<MetaField, string>>;

const UTM_PARAMS: Record<string, TouchPart> = {
  utm_source: 'UtmSource',
  utm_medium: 'UtmMedium',
  utm_campaign: 'UtmCampaign',
  utm_term: 'UtmTerm',
  utm_content: 'UtmContent',
};

function touchParts(touch: VisitTouch): Partial<Record<TouchPart, string>> {
  const parts: Partial<Record<TouchPart, string>> = { Page: touch.p };
  if (touch.r) parts.Referrer = touch.r;
  const params = new URLSearchParams(touch.q);
  for (const [param, part] of Object.entries(UTM_PARAMS)) {
    const value = params.get(param);
    if (value) parts[part] = value;
  }
  return parts;
}

/**
 * The metadata a form sends (called in the browser at submit time): the page it is on, with its
 * referrer and UTM tags (last touch), and when known the first page of the visit (first touch).
 */
export function collectLeadMetadata(
  location: Location,
  referrer: string,
  landing?: VisitTouch,
): LeadMetadata {
  const meta: LeadMetadata = {};
  const last = touchParts({
    p: location.pathname + location.hash,
    q: location.search,
    r: referrer,
  });
  for (const [part, value] of Object.entries(last)) meta[LAST_TOUCH[part as TouchPart]] = value;
  if (landing) {
    for (const [part, value] of Object.entries(touchParts(landing))) {
      meta[firstTouchKey(part as TouchPart)] = value;
    }
  }
  return meta;
}

/** One touch of a stored lead, for people: the page, referrer and UTM tags ('' where unknown). */
export interface TouchView {
  page: string;
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  utmTerm: string;
  utmContent: string;
}

export interface Attribution {
  /** The first page of the visit; null when the device could not remember it (consent). */
  first: TouchView | null;
  /** The page where the form was sent. */
  last: TouchView;
}

const camel = (part: TouchPart) => `${part[0]!.toLowerCase()}${part.slice(1)}` as keyof TouchView;

/** A stored lead's first and last touch, from its row (columns by their TypeScript names). */
export function attributionOf(row: Record<string, unknown>): Attribution {
  const view = (key: (part: TouchPart) => MetaField): TouchView => {
    const touch = {} as TouchView;
    for (const part of TOUCH_PARTS) {
      const value = row[key(part)];
      touch[camel(part)] = typeof value === 'string' ? value : '';
    }
    return touch;
  };
  const first = view(firstTouchKey);
  return { first: first.page ? first : null, last: view((part) => LAST_TOUCH[part]) };
}

/**
 * The attribution as a webhook sends it, every key present ('' where unknown):
 * `firstTouchPage`, `firstTouchUtmCampaign`..., `lastTouchPage`, `lastTouchUtmCampaign`...
 */
export function attributionFields(attribution: Attribution): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const part of TOUCH_PARTS) {
    fields[`firstTouch${part}`] = attribution.first?.[camel(part)] ?? '';
  }
  for (const part of TOUCH_PARTS) fields[`lastTouch${part}`] = attribution.last[camel(part)];
  return fields;
}

/** The webhook's attribution keys, in the order it sends them, with what each holds. */
export const ATTRIBUTION_FIELD_LABELS: readonly { name: string; label: string }[] = [
  ...TOUCH_PARTS.map((part) => ({
    name: `firstTouch${part}`,
    label: `First touch: ${touchLabel(part)}`,
  })),
  ...TOUCH_PARTS.map((part) => ({
    name: `lastTouch${part}`,
    label: `Last touch: ${touchLabel(part)}`,
  })),
];

function touchLabel(part: TouchPart): string {
  return part === 'Page' || part === 'Referrer' ? part : `UTM ${part.slice(3)}`;
}

/** The attribution columns of a lead as the admin's tables and exports name them. */
export const ATTRIBUTION_COLUMNS: readonly { key: MetaField; label: string }[] = [
  ...TOUCH_PARTS.map((part) => ({
    key: firstTouchKey(part),
    label: `First Touch ${touchLabel(part)}`,
  })),
  ...TOUCH_PARTS.map((part) => ({
    key: LAST_TOUCH[part],
    label: `Last Touch ${touchLabel(part)}`,
  })),
];

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
