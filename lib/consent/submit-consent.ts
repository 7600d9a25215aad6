import 'server-only';
import { env } from '@/lib/config/env';
import { getDb, type Executor } from '@/lib/db/client';
import { browserFamily } from '@/lib/consent/browser-family';
import { consentIdFor } from '@/lib/consent/consent-id';
import { consentDecisionSchema } from '@/lib/consent/consent-schema';
import { readConsentMode } from '@/lib/consent/mode';
import { insertConsentRecord } from '@/lib/consent/record-consent';
import { log } from '@/lib/log/logger';
import { fieldErrors, type FieldErrors } from '@/lib/http/field-errors';
import { hitRateLimit, rateLimitKey, type RateLimitPolicy } from '@/lib/leads/rate-limit';

interface ConsentSubmission {
  /** The parsed JSON body. */
  body: unknown;
  cookieHeader: string | null;
  userAgent: string | null;
  clientAddress?: string;
}

type ConsentResult =
  | { status: 'created'; consentId: string }
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'rate-limited'; retryAfterSeconds: number }
  | { status: 'unavailable' };

/**
 * Decisions one client may record per window: a visitor may change their mind a few times, so
 * four times the lead forms' budget, in their window and their table (kept bounded by the same
 * pruning).
 */
function consentRateLimit(): RateLimitPolicy {
  const { RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_SECONDS } = env();
  return { max: RATE_LIMIT_MAX * 4, windowSeconds: RATE_LIMIT_WINDOW_SECONDS };
}

/** Why a decision for another policy version is refused. */
export const STALE_POLICY =
  'The privacy policy has changed since this page was loaded. Reload the page and decide again.';

const UNAVAILABLE = Symbol('database unavailable');

/** Runs a database step; a failure there answers 503 (the visitor's choice still holds locally). */
async function database<T>(step: () => Promise<T>): Promise<T | typeof UNAVAILABLE> {
  try {
    return await step();
  } catch (error) {
    log.error('consent.database-failed', '[consent] database error', {}, error);
    return UNAVAILABLE;
  }
}

/**
 * Records one consent decision: validation first (a malformed one costs no database work), then
 * the per-client rate limit, then one row in the consent log under the visitor's consent id.
 */
export async function submitConsent(
  submission: ConsentSubmission,
  db: Executor = getDb(),
  now = new Date(),
): Promise<ConsentResult> {
  const parsed = consentDecisionSchema.safeParse(submission.body);
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error) };
  // The log must say which policy the visitor agreed to: a tab opened under an older policy shows
  // an older text, so its decision is refused (the banner then asks again after a reload).
  if (parsed.data.policyVersion !== env().CONSENT_POLICY_VERSION) {
    return { status: 'invalid', errors: { policyVersion: STALE_POLICY } };
  }
  const limit = await database(async () =>
    hitRateLimit(
      db,
      await rateLimitKey(db, 'consent', submission.clientAddress),
      consentRateLimit(),
      now,
    ),
  );
  if (limit === UNAVAILABLE) return { status: 'unavailable' };
  if (!limit.allowed) return { status: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds };
  const consentId = consentIdFor(submission.cookieHeader);
  // The mode in force is the server's setting, whatever mode the page says it ran in.
  const stored = await database(async () =>
    insertConsentRecord(db, parsed.data, {
      consentId,
      mode: await readConsentMode(db),
      browserFamily: browserFamily(submission.userAgent),
      decidedAt: now,
    }),
  );
  if (stored === UNAVAILABLE) return { status: 'unavailable' };
  return { status: 'created', consentId };
}
