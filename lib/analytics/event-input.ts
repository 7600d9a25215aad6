import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { BEACON_EVENTS } from '@/lib/analytics/event-names';
import { LEAD_TYPES } from '@/lib/forms';
import { toStorableText } from '@/lib/validation/safe-text';

/**
 * A beacon's body is a few strings; anything larger is not one. Room for a landing address whose
 * query string carries ad click ids besides its UTM tags, so its page view is not refused.
 */
export const EVENT_BODY_LIMIT = 4096;

const TEXT_MAX = 100;

/** What the beacon posts (see BeaconPayload). Strict: unknown keys are refused. */
export const beaconPayloadSchema = z
  .object({
    n: z.enum(BEACON_EVENTS),
    // A path of this site: starts with one slash, no spaces or control characters.
    p: z
      .string()
      .max(300)
      .regex(/^\/(?!\/)[^\s\u0000-\u001f\u007f]*$/),
    e: z.literal(1).optional(),
    r: z.string().max(2000).optional(),
    q: z.string().max(2000).optional(),
    f: z.enum(LEAD_TYPES).optional(),
  })
  .strict();

export type ParsedBeacon = z.infer<typeof beaconPayloadSchema>;

/** What an event keeps of where the visit came from: the referring host and the UTM tags. */
export interface EventSource {
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

/**
 * A UTM tag as stored: control characters (U+0000 among them, which the database refuses in
 * text and would fail the whole batch of events) and lone surrogates left out, cut to length.
 */
const tag = (value: string | null) => {
  const clean = toStorableText(value ?? '')
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, TEXT_MAX);
  return clean ? clean : null;
};

/**
 * The site a referrer names: its host without `www.`; null for this site's own pages, a
 * non-web referrer or none.
 */
export function referrerHost(referrer: string | null | undefined, siteHost: string): string | null {
  if (!referrer || !URL.canParse(referrer)) return null;
  const url = new URL(referrer);
  const own = (host: string) => host.replace(/^www\./, '');
  if (!/^https?:$/.test(url.protocol) || own(url.host) === own(siteHost)) return null;
  return own(url.hostname).slice(0, TEXT_MAX) || null;
}

/**
 * The referring site and the `utm_*` tags of the query string. Only a visit's entry page view
 * has them.
 */
export function eventSource(beacon: ParsedBeacon, siteHost: string): EventSource {
  const none = { referrer: null, utmSource: null, utmMedium: null, utmCampaign: null };
  if (!beacon.e || beacon.n !== 'pageview') return none;
  const query = new URLSearchParams(beacon.q ?? '');
  return {
    referrer: referrerHost(beacon.r, siteHost),
    utmSource: tag(query.get('utm_source')),
    utmMedium: tag(query.get('utm_medium')),
    utmCampaign: tag(query.get('utm_campaign')),
  };
}
