import { EVENT_ENDPOINT, type BeaconEvent, type BeaconPayload } from '@/lib/analytics/event-names';

// On once the page's beacon mounts: a page rendered with analytics off sends nothing.
let enabled = false;

export function enableTracking(): void {
  enabled = true;
}

/**
 * Sends one event for the current page. `keepalive` lets it finish after the visitor leaves;
 * `credentials: 'omit'` sends no cookie. A failure is ignored: counting never gets in the way.
 */
export function sendEvent(payload: BeaconPayload): void {
  if (!enabled) return;
  fetch(EVENT_ENDPOINT, {
    method: 'POST',
    body: JSON.stringify(payload),
    keepalive: true,
    credentials: 'omit',
  }).catch(() => {});
}

/** An event of the current page (a click, a form): `form` names the form of a form event. */
export function track(name: Exclude<BeaconEvent, 'pageview'>, form?: string): void {
  sendEvent({ n: name, p: window.location.pathname, ...(form ? { f: form } : {}) });
}
