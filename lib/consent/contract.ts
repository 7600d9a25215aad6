/**
 * What the consent banner (in the browser), the consent endpoint and the admin agree on. Kept free
 * of server imports so client components can use it.
 */
import type { PixelCategory } from '@/lib/db/schema/site';

/**
 * How pixels relate to consent, chosen by the admin:
 * - `opt-in`: nothing outside "necessary" runs until the visitor consents to its category;
 * - `opt-out`: pixels run unless the visitor opts out or the browser sends GPC;
 * - `off`: no banner; every enabled pixel runs (for sites with their own consent tool).
 */
export const CONSENT_MODES = ['opt-in', 'opt-out', 'off'] as const;
export type ConsentMode = (typeof CONSENT_MODES)[number];
export const DEFAULT_CONSENT_MODE: ConsentMode = 'opt-in';

/** The settings row holding the mode. Saving it must expire the pixels cache tag: pages embed the mode. */
export const CONSENT_MODE_SETTING = 'consent.mode';

/** Categories a visitor can grant or refuse; "necessary" always runs. */
export type OptionalCategory = Exclude<PixelCategory, 'necessary'>;

/** How a decision was made, as stored in the consent log. */
export const CONSENT_ACTIONS = ['accept-all', 'reject-all', 'custom', 'gpc'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

/** The id of the consent boot script, the first script of every public page's head. */
export const CONSENT_BOOT_SCRIPT_ID = 'sonara-consent-boot';

/** The browser's record of the visitor's decision (a first-party cookie readable by the page). */
export const CONSENT_COOKIE = 'sonara_consent';
/** The random consent id the server issues and the consent log is keyed by (HttpOnly). */
export const CONSENT_ID_COOKIE = 'sonara_consent_id';

/**
 * The `sessionStorage` entry that remembers, for one visit, the page where it began (the lead's
 * first touch). Analytics consent governs it: withdrawing consent removes it.
 */
export const VISIT_STORAGE_KEY = 'sonara_visit';

/** The consent endpoint: `POST` a `ConsentDecision` as JSON; 201 answers `{ consentId }`. */
export const CONSENT_ENDPOINT = '/api/consent';

export type ConsentDecision = {
  action: ConsentAction;
  analytics: boolean;
  marketing: boolean;
  /**
   * Whether the browser reported the Global Privacy Control signal when the decision was made: the
   * page's own word, which the server cannot check, so the log keeps it as reported.
   */
  gpc: boolean;
  /** The policy version the banner showed; a new version asks again. */
  policyVersion: string;
};

/** What public pages need to run the banner, rendered into each page (no per-request data). */
export type ConsentPageConfig = {
  mode: ConsentMode;
  policyVersion: string;
  /** How long a decision is remembered before the banner asks again. */
  maxAgeDays: number;
  /**
   * Whether an enabled pixel the visitor can refuse (analytics or marketing) exists: without one
   * there is nothing to ask, so no banner and no consent links.
   */
  refusable: boolean;
};
