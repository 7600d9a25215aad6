import 'server-only';
import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { selectRows, type Executor } from '@/lib/db/client';
import { rateLimits } from '@/lib/db/schema';
import { getRateLimitSalt } from '@/lib/settings/stored-secrets';

export interface RateLimitPolicy {
  max: number;
  windowSeconds: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

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

/** Deletes windows that have ended, keeping the table bounded; returns how many went. */
export async function pruneRateLimits(
  db: Executor,
  windowSeconds: number,
  now: Date,
): Promise<number> {
  const removed = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now.getTime() - windowSeconds * 1000)))
    .returning({ key: rateLimits.key });
  return removed.length;
}
