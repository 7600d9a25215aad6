import 'server-only';
import { after } from 'next/server';
import { env } from '@/lib/config/env';
import { siteConfig } from '@/lib/config/site';
import { getDb, type Database } from '@/lib/db/client';
import { deliverNow } from '@/lib/delivery/dispatcher';
import type { EmailBrand } from '@/lib/delivery/email-types';
import type { RateLimitPolicy } from '@/lib/leads/rate-limit';
import { log } from '@/lib/log/logger';

/** Everything the lead service depends on, so tests can run it on their own database and clock. */
export interface LeadsContext {
  db: Database;
  now: () => Date;
  rateLimit: RateLimitPolicy;
  /** Confirmation emails one recipient may get in 24 hours. */
  confirmationsPerRecipient: number;
  trustProxy: boolean;
  /** A form sent sooner than this after it was shown is kept as spam (0 turns the check off). */
  spamMinSubmitSeconds: number;
  siteUrl: string;
  brand: EmailBrand;
  smtpUrl?: string;
  /** LEADS_NOTIFY_EMAIL: notified of a form's new leads when the admin set no recipients for it. */
  notifyEmail?: string;
  /** Sends a submission's new deliveries once the response is out. */
  dispatch: (db: Database, deliveryIds: string[]) => void;
}

/**
 * Runs work after the response (`after()` inside a Next.js request). Outside a request scope (a
 * script, a test) there is no response to wait for, so it starts at once.
 */
function runAfterResponse(task: () => Promise<unknown>): void {
  const guarded = () =>
    task().catch((error: unknown) =>
      log.error('delivery.background-failed', '[leads] background delivery failed', {}, error),
    );
  try {
    after(guarded);
  } catch {
    void guarded();
  }
}

let overrides: Partial<LeadsContext> = {};

/** Replaces parts of the context in tests (call with `{}` to reset). */
export function setLeadsContextForTests(partial: Partial<LeadsContext>): void {
  overrides = partial;
}

/** The context of the running server, from the environment, with any test overrides. */
export function leadsContext(): LeadsContext {
  const e = env();
  const site = siteConfig();
  return {
    db: overrides.db ?? getDb(),
    now: () => new Date(),
    rateLimit: { max: e.RATE_LIMIT_MAX, windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS },
    confirmationsPerRecipient: e.CONFIRMATION_EMAILS_PER_RECIPIENT,
    trustProxy: e.TRUST_PROXY,
    spamMinSubmitSeconds: e.SPAM_MIN_SUBMIT_SECONDS,
    siteUrl: site.url,
    brand: site,
    smtpUrl: e.SMTP_URL,
    notifyEmail: e.LEADS_NOTIFY_EMAIL,
    dispatch: (db, ids) => runAfterResponse(() => deliverNow(db, ids)),
    ...overrides,
  };
}
