import 'server-only';
import type { Executor } from '@/lib/db/client';
import {
  hitRateLimit,
  rateLimitKey,
  RECIPIENT_SCOPE,
  RECIPIENT_WINDOW_SECONDS,
} from '@/lib/leads/rate-limit';
import { log } from '@/lib/log/logger';

/**
 * Counts one confirmation email to `address` and says whether it may be sent: at most `max` per
 * recipient in 24 hours, whoever submits the forms, so the forms cannot flood someone's inbox.
 * The count lives in the shared rate-limit table under a salted hash of the address (never the
 * address itself), so every instance sees it. A refused email is logged with its lead's id.
 */
export async function allowConfirmationEmail(
  db: Executor,
  address: string,
  max: number,
  now: Date,
  leadId: string,
): Promise<boolean> {
  const key = await rateLimitKey(db, RECIPIENT_SCOPE, address.trim().toLowerCase());
  const result = await hitRateLimit(db, key, { max, windowSeconds: RECIPIENT_WINDOW_SECONDS }, now);
  if (result.allowed) return true;
  log.warn(
    'lead.confirmation-skipped',
    `[leads] confirmation email for lead ${leadId} not sent: its recipient already got ${max} in 24 hours (CONFIRMATION_EMAILS_PER_RECIPIENT)`,
  );
  return false;
}
