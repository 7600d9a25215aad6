import 'server-only';
import { createHmac } from 'node:crypto';
import { TransactionRollbackError, eq, inArray, lt, sql } from 'drizzle-orm';
import { selectRows, type Database, type Executor } from '@/lib/db/client';
import { loginFailures } from '@/lib/db/schema';

/** Failed sign-ins allowed per window before that bucket refuses further attempts. */
export const LOGIN_THROTTLE = {
  windowSeconds: 15 * 60,
  /** One account from one client: the usual guessing case. */
  perPair: 5,
  /** One account from many clients (a distributed guess). */
  perAccount: 20,
  /** One client trying many accounts (password spraying). */
  perClient: 20,
} as const;

export interface LoginSubject {
  /** Normalized account name (lower-case username or e-mail), or the user behind a second factor. */
  account: string;
  /** The client's address as the server trusts it (never a spoofable header unless TRUST_PROXY). */
  client: string | undefined;
  /** Server-side key of the bucket hashes, so a stored key cannot be reversed to an address. */
  salt: string;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

function digest(salt: string, value: string): string {
  return createHmac('sha256', salt).update(value).digest('base64url').slice(0, 32);
}

/** The three buckets of a subject, with their limits; hashed so no address or name is stored. */
function buckets({ account, client, salt }: LoginSubject) {
  const who = account.trim().toLowerCase();
  const from = client ?? 'unknown';
  return [
    { key: `pair:${digest(salt, `${who}\u0000${from}`)}`, max: LOGIN_THROTTLE.perPair },
    { key: `account:${digest(salt, who)}`, max: LOGIN_THROTTLE.perAccount },
    { key: `client:${digest(salt, from)}`, max: LOGIN_THROTTLE.perClient },
  ];
}

/**
 * Counts a sign-in attempt in each of its buckets before its password or code is checked, and
 * refuses it (counting nothing) when that would pass a bucket's limit. Counting first means
 * concurrent attempts cannot all pass a check made before any of them was counted. An allowed
 * attempt stays counted as a failure unless `releaseLoginAttempt` takes it back.
 */
export async function reserveLoginAttempt(
  db: Database,
  subject: LoginSubject,
  now = new Date(),
): Promise<ThrottleVerdict> {
  const windowMs = LOGIN_THROTTLE.windowSeconds * 1000;
  const expired = new Date(now.getTime() - windowMs).toISOString();
  const at = now.toISOString();
  let retryAfterMs = 0;
  try {
    await db.transaction(async (tx) => {
      // Always in the same order, so concurrent attempts lock the rows without deadlocking.
      for (const { key, max } of buckets(subject)) {
        const [row] = await selectRows<{ count: number; window_start: Date | string }>(
          tx,
          sql`insert into ${loginFailures} (key, window_start, count) values (${key}, ${at}, 1)
              on conflict (key) do update set
                count = case when ${loginFailures.windowStart} <= ${expired} then 1 else ${loginFailures.count} + 1 end,
                window_start = case when ${loginFailures.windowStart} <= ${expired} then ${at}::timestamptz else ${loginFailures.windowStart} end
              returning count, window_start`,
        );
        if (row && row.count > max) {
          const endsAt = new Date(row.window_start).getTime() + windowMs;
          retryAfterMs = Math.max(retryAfterMs, endsAt - now.getTime(), 1000);
        }
      }
      if (retryAfterMs > 0) tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  if (retryAfterMs === 0) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
}

/**
 * Takes back a reserved attempt that was not a wrong password or code (a success, or a malformed
 * request); a success also clears its own account-and-client bucket (the others keep counting).
 */
export async function releaseLoginAttempt(
  db: Executor,
  subject: LoginSubject,
  { succeeded }: { succeeded: boolean },
): Promise<void> {
  const all = buckets(subject);
  await db
    .update(loginFailures)
    .set({ count: sql`greatest(${loginFailures.count} - 1, 0)` })
    .where(
      inArray(
        loginFailures.key,
        all.map((bucket) => bucket.key),
      ),
    );
  const [pair] = all;
  if (succeeded && pair) await db.delete(loginFailures).where(eq(loginFailures.key, pair.key));
}

/** Deletes windows that have ended, keeping the table bounded. */
export async function pruneLoginFailures(db: Executor, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - LOGIN_THROTTLE.windowSeconds * 1000);
  await db.delete(loginFailures).where(lt(loginFailures.windowStart, cutoff));
}
