import {
  CONSENT_COOKIE,
  CONSENT_ENDPOINT,
  VISIT_STORAGE_KEY,
  type ConsentAction,
  type ConsentDecision,
} from '@/lib/consent/contract';
import {
  gpcLocksMarketing,
  type ConsentChoices,
  type ConsentRuntime,
  type StoredConsent,
} from '@/lib/consent/consent-runtime';

function writeCookie(value: StoredConsent, maxAgeDays: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; Path=/; ` +
    `Max-Age=${maxAgeDays * 86_400}; SameSite=Lax${secure}`;
}

/** Removes the visit's remembered first page (analytics consent refused or withdrawn). */
function forgetVisit(): void {
  try {
    sessionStorage.removeItem(VISIT_STORAGE_KEY);
  } catch {
    // Storage blocked by the browser: there is nothing stored to remove.
  }
}

/** Sends the decision to the consent log; the visitor never waits for it or sees it fail. */
function logDecision(decision: ConsentDecision): void {
  try {
    void fetch(CONSENT_ENDPOINT, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(decision),
    }).catch(() => undefined);
  } catch {
    // fetch itself can throw (keepalive quota); the decision is stored in the cookie regardless.
  }
}

/**
 * Applies a decision: stores it in the cookie, logs it, tells Google's tag, and runs the pixels it
 * grants at once. Returns true when the page must reload, because a category whose code already
 * ran on this page was withdrawn and only a reload stops it.
 */
export function applyDecision(
  runtime: ConsentRuntime,
  choices: ConsentChoices,
  action: ConsentAction,
): boolean {
  const { config, gpc } = runtime;
  const next: ConsentChoices = {
    analytics: choices.analytics,
    marketing: choices.marketing && !gpcLocksMarketing(runtime),
  };
  const stored: StoredConsent = {
    v: config.policyVersion,
    t: Date.now(),
    a: next.analytics,
    m: next.marketing,
    mode: config.mode,
  };
  // Made while the browser sent GPC: the signal is on record (no automatic opt-out is due), and
  // in opt-in a grant made over it is the visitor's own, so the signal does not undo it later.
  if (gpc) stored.g = true;
  writeCookie(stored, config.maxAgeDays);
  logDecision({ action, ...next, gpc, policyVersion: config.policyVersion });
  window.gtag?.('consent', 'update', {
    ad_storage: next.marketing ? 'granted' : 'denied',
    ad_user_data: next.marketing ? 'granted' : 'denied',
    ad_personalization: next.marketing ? 'granted' : 'denied',
    analytics_storage: next.analytics ? 'granted' : 'denied',
  });
  const withdrawn =
    (runtime.activated.analytics && !next.analytics) ||
    (runtime.activated.marketing && !next.marketing);
  if (!next.analytics) forgetVisit();
  runtime.stored = stored;
  runtime.granted.analytics = next.analytics;
  runtime.granted.marketing = next.marketing;
  if (!withdrawn) runtime.activate();
  return withdrawn;
}
