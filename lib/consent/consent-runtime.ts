import type { ConsentMode, ConsentPageConfig, OptionalCategory } from '@/lib/consent/contract';

/** Per optional category: whether it may run. */
export type ConsentChoices = Record<OptionalCategory, boolean>;

/**
 * The `sonara_consent` cookie's JSON: policy version, time (ms), analytics, marketing, whether the
 * browser sent GPC when it was decided, and the mode the decision was made under: a grant given under `opt-out` (pre-ticked switches, or
 * GPC recorded automatically) is no affirmative consent, so `opt-in` asks again.
 */
export type StoredConsent = {
  v: string;
  t: number;
  a: boolean;
  m: boolean;
  g?: boolean;
  mode?: ConsentMode;
};

/** What the consent boot script leaves on `window` for the banner (and for pixel code) to read. */
export interface ConsentRuntime {
  config: ConsentPageConfig;
  /** The browser sends the Global Privacy Control signal. */
  gpc: boolean;
  /**
   * The visitor's decision, when one is stored for this policy version, not expired, and (in
   * `opt-in`) made under `opt-in`.
   */
  stored: StoredConsent | null;
  /** What may run on this page now. */
  granted: ConsentChoices;
  /** Categories whose pixels already ran on this page (stopping them needs a reload). */
  activated: ConsentChoices;
  /** Brings the inert pixels of granted categories in the document to life, in document order. */
  activate: () => void;
}

declare global {
  interface Window {
    __sonaraConsent?: ConsentRuntime;
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
  interface Navigator {
    globalPrivacyControl?: boolean;
  }
}

/** The runtime the boot script made, if this page has one (public pages in every mode). */
export function consentRuntime(): ConsentRuntime | undefined {
  return typeof window === 'undefined' ? undefined : window.__sonaraConsent;
}

/**
 * Whether the banner should ask: a mode with a banner, a pixel the visitor can refuse, and no
 * valid decision stored.
 */
export function needsBanner(runtime: ConsentRuntime): boolean {
  return runtime.config.mode !== 'off' && runtime.config.refusable && !runtime.stored;
}

/**
 * Whether a GPC signal must be recorded as the visitor's opt-out: only in `opt-out` mode, where
 * GPC switches off what would otherwise run, and only once (the stored decision remembers it).
 */
export function needsGpcRecord(runtime: ConsentRuntime): boolean {
  return (
    runtime.config.mode === 'opt-out' &&
    runtime.config.refusable &&
    runtime.gpc &&
    !runtime.stored?.g
  );
}

/**
 * Whether GPC keeps marketing off whatever the visitor picks: in `opt-out`, where the signal is the
 * opt-out. In `opt-in` nothing runs without a choice anyway, so the signal only sets the starting
 * point, and a grant the visitor makes after being told about it is theirs to make.
 */
export function gpcLocksMarketing(runtime: Pick<ConsentRuntime, 'config' | 'gpc'>): boolean {
  return runtime.gpc && runtime.config.mode !== 'opt-in';
}

/** What the page asks the consent UI to show: the banner, the preferences, or an opt-out. */
export type ConsentView = 'banner' | 'preferences' | 'opt-out';

const REQUEST_EVENT = 'sonara:consent';

/** Asks the consent UI (mounted once per page) to open a view; footer links call this. */
export function requestConsentView(view: ConsentView): void {
  window.dispatchEvent(new CustomEvent<ConsentView>(REQUEST_EVENT, { detail: view }));
}

/** Listens for view requests; returns the function that stops listening. */
export function onConsentViewRequest(listener: (view: ConsentView) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<ConsentView>).detail);
  window.addEventListener(REQUEST_EVENT, handle);
  return () => window.removeEventListener(REQUEST_EVENT, handle);
}
