import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { BEACON_EVENTS } from '@/lib/analytics/event-names';
import { LEAD_TYPES } from '@/lib/forms';

/** A beacon's body is a few short strings; anything larger is not one. */
export const EVENT_BODY_LIMIT = 1024;

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
    r: z.string().max(500).optional(),
    q: z.string().max(500).optional(),
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

const tag = (value: string | null) => {
  const trimmed = value?.trim().slice(0, TEXT_MAX);
  return trimmed ? trimmed : null;
};

/**
 * The referring site's host (without `www.`; none for this site's own pages or a non-web
 * referrer) and the `utm_*` tags of the query string. Only a visit's entry page view has them.
 */
export function eventSource(beacon: ParsedBeacon, siteHost: string): EventSource {
  const none = { referrer: null, utmSource: null, utmMedium: null, utmCampaign: null };
  if (!beacon.e || beacon.n !== 'pageview') return none;
  let referrer: string | null = null;
  if (beacon.r && URL.canParse(beacon.r)) {
    const url = new URL(beacon.r);
    const host = url.hostname.replace(/^www\./, '');
    if (/^https?:$/.test(url.protocol) && host !== siteHost.replace(/^www\./, '')) {
      referrer = host.slice(0, TEXT_MAX);
    }
  }
  const query = new URLSearchParams(beacon.q ?? '');
  return {
    referrer,
    utmSource: tag(query.get('utm_source')),
    utmMedium: tag(query.get('utm_medium')),
    utmCampaign: tag(query.get('utm_campaign')),
  };
}
