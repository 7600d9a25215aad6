import 'server-only';
import type { Executor } from '@/lib/db/client';
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '@/lib/leads/metadata';
import { readFormToken } from '@/lib/leads/spam-token';

type SpamReason = 'honeypot' | 'too-fast';

/**
 * Why a submission looks like a bot's, or undefined. A filled honeypot is spam; so is a form sent
 * sooner than `minSeconds` after the time its signed render token carries. A missing or invalid
 * token is not spam by itself: a tab opened before a deploy, a blocked script or a lost request
 * would otherwise cost a real person's lead, and a bot that drops the token still meets the
 * honeypot and the rate limit.
 */
export async function spamReason(
  db: Executor,
  fields: Record<string, unknown>,
  now: Date,
  minSeconds: number,
): Promise<SpamReason | undefined> {
  const honeypot = fields[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && String(honeypot).trim() !== '') {
    return 'honeypot';
  }
  if (minSeconds <= 0) return undefined;
  const shownAt = await readFormToken(db, fields[FORM_TOKEN_FIELD]);
  if (!shownAt) return undefined;
  return now.getTime() - shownAt.getTime() < minSeconds * 1000 ? 'too-fast' : undefined;
}
