import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '@/lib/db/client';
import { rateLimits } from '@/lib/db/schema';
import { getRateLimitSalt } from '@/lib/settings/stored-secrets';

export interface RateLimitPolicy {
  max: number;
  windowSeconds: number;
}

/** Scope of the per-recipient confirmation-email counts, and their window: a day. */
export const RECIPIENT_SCOPE = 'recipient';
export const RECIPIENT_WINDOW_SECONDS = 86_400;

type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The bucket key of a client: a salted hash, so the table never holds an address. */
export async function rateLimitKey(
  db: Executor,
  scope: string,
  address: string | undefined,
): Promise<string> {
  const salt = await getRateLimitSalt(db);
  const digest = createHash('sha256')
    .update(`${salt}:${address ?? 'unknown'}`)
    .digest('base64url')
    .slice(0, 32);
  return `${scope}:${digest}`;
}

/**
 * Counts one hit in a fixed window shared by every instance (one upsert, atomic in PostgreSQL).
 * A window that has ended starts again at 1.
 */
export async function hitRateLimit(
  db: Executor,
  key: string,
  policy: RateLimitPolicy,
  now: Date,
): Promise<RateLimitResult> {
  const windowStartLimit = new Date(now.getTime() - policy.windowSeconds * 1000);
  const [row] = await selectRows<{ count: number; window_start: string | Date }>(
    db,
    sql`insert into ${rateLimits} (key, window_start, count) values (${key}, ${now.toISOString()}, 1)
        on conflict (key) do update set
          count = case when ${rateLimits.windowStart} <= ${windowStartLimit.toISOString()} then 1 else ${rateLimits.count} + 1 end,
          window_start = case when ${rateLimits.windowStart} <= ${windowStartLimit.toISOString()} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end
        returning count, window_start`,
  );
  if (!row || row.count <= policy.max) return { allowed: true };
  const windowEnd = new Date(row.window_start).getTime() + policy.windowSeconds * 1000;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)),
  };
}

/**
 * Deletes windows that have ended, keeping the table bounded; returns how many went. The
 * per-recipient counts keep their own, longer window, so a form's short one never resets them.
 */
export async function pruneRateLimits(
  db: Executor,
  windowSeconds: number,
  now: Date,
): Promise<number> {
  const before = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
  const recipients = `${RECIPIENT_SCOPE}:%`;
  const removed = await selectRows<{ key: string }>(
    db,
    sql`delete from ${rateLimits}
        where (${rateLimits.key} not like ${recipients} and ${rateLimits.windowStart} < ${before(windowSeconds)})
           or (${rateLimits.key} like ${recipients} and ${rateLimits.windowStart} < ${before(RECIPIENT_WINDOW_SECONDS)})
        returning ${rateLimits.key}`,
  );
  return removed.length;
}
