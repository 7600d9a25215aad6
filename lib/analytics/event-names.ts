/** The events the beacon sends; form submissions are counted from the stored leads instead. */
export const BEACON_EVENTS = [
  'pageview',
  'roi_open',
  'demo_click',
  'form_seen',
  'form_start',
] as const;
export type BeaconEvent = (typeof BEACON_EVENTS)[number];

/** Where the beacon posts. */
export const EVENT_ENDPOINT = '/api/event';

/**
 * What the beacon posts, with one-letter keys to keep it small: the event, the path, whether the
 * page view begins a visit, and on such a page view the referrer and the query string (for UTM
 * tags); on a form event, the form.
 */
export interface BeaconPayload {
  n: BeaconEvent;
  p: string;
  e?: 1;
  r?: string;
  q?: string;
  f?: string;
}
