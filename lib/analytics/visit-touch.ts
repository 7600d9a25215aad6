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
 * consent tool); otherwise only while analytics is granted (in `opt-out` until the visitor opts
 * out, in `opt-in` once they accept) and the browser sends no GPC. Never without the consent
 * runtime (which public pages carry).
 */
export function mayRememberVisit(): boolean {
  const runtime = consentRuntime();
  if (!runtime) return false;
  if (runtime.config.mode === 'off') return true;
  return runtime.granted.analytics && !runtime.gpc;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // blocked by the browser: the visit is remembered in memory only
  }
}

function stored(store: Storage | undefined): VisitTouch | undefined {
  try {
    const value: unknown = JSON.parse(store?.getItem(VISIT_STORAGE_KEY) ?? 'null');
    const touch = value as VisitTouch | null;
    return touch && typeof touch.p === 'string' ? touch : undefined;
  } catch {
    return undefined;
  }
}

/** Called on each page view: `touch` begins a new visit when `entry` is true. */
export function noteVisit(entry: boolean, touch: VisitTouch): void {
  if (entry) landing = touch;
  const store = storage();
  if (!store) return;
  if (!mayRememberVisit()) {
    store.removeItem(VISIT_STORAGE_KEY);
    return;
  }
  landing ??= stored(store);
  if (landing) store.setItem(VISIT_STORAGE_KEY, JSON.stringify(landing));
}

/** The first page of this visit, when consent allows knowing it (read as a form is sent). */
export function visitLanding(): VisitTouch | undefined {
  if (!mayRememberVisit()) return undefined;
  return landing ?? stored(storage());
}
