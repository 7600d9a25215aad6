/**
 * Why a lead has status 'spam'. The checks at submission time store 'honeypot' or 'too-fast', and
 * such a lead was never delivered; 'manual' is a lead a team member filed as spam after it arrived
 * (and was delivered) like any other.
 */
const CAUGHT_SPAM_REASONS: readonly string[] = ['honeypot', 'too-fast'];

export const MANUAL_SPAM_REASON = 'manual';

/** Whether the spam checks caught the lead, so its webhook and emails were never sent. */
export function caughtBySpamChecks(reason: string | null | undefined): boolean {
  return reason != null && CAUGHT_SPAM_REASONS.includes(reason);
}

export const USE_NOT_SPAM =
  'Use Not spam to restore a submission the spam checks caught: it queues its deliveries.';
