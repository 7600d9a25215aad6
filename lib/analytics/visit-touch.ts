import { VISIT_STORAGE_KEY } from '@/lib/consent/contract';
import { consentRuntime } from '@/lib/consent/consent-runtime';
import type { VisitTouch } from '@/lib/leads/metadata';

/*
 * Where the visit began (the lead's first touch). A page view that begins a visit is held in
 * memory; it is written to `sessionStorage` (this tab, until it closes) only while the consent
 * mode allows, so that a page loaded later in the visit still knows it.
 */
let landing: VisitTouch | undefined;

/**
 * Whether the device may remember the visit: always with consent `off` (the site runs its own
 * consent tool); in `opt-out` unless the visitor opted out of analytics or the browser sends GPC;
 * in `opt-in` only once the visitor accepted analytics (a grant made over GPC is their own). Never
 * without the consent runtime (which public pages carry).
 */
export function mayRememberVisit(): boolean {
  const runtime = consentRuntime();
  if (!runtime) return false;
  const { mode } = runtime.config;
  return mode === 'off' || (runtime.granted.analytics && (mode === 'opt-in' || !runtime.gpc));
}

/** The visit as this tab remembers it (none when storage is blocked or holds something else). */
function stored(): VisitTouch | undefined {
  try {
    const touch = JSON.parse(sessionStorage.getItem(VISIT_STORAGE_KEY) ?? 'null') as VisitTouch;
    return typeof touch?.p === 'string' ? touch : undefined;
  } catch {
    return undefined;
  }
}

/** Called on each page view: `touch` begins a new visit when `entry` is true. */
export function noteVisit(entry: boolean, touch: VisitTouch): void {
  if (entry) landing = touch;
  try {
    if (!mayRememberVisit()) sessionStorage.removeItem(VISIT_STORAGE_KEY);
    else if ((landing ??= stored()))
      sessionStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify(landing));
  } catch {
    // Storage blocked by the browser: the visit is remembered in memory only.
  }
}

/** The first page of this visit, when consent allows knowing it (read as a form is sent). */
export function visitLanding(): VisitTouch | undefined {
  return mayRememberVisit() ? (landing ?? stored()) : undefined;
}
