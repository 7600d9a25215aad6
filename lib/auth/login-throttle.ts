import 'server-only';
import { createHmac } from 'node:crypto';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import { selectRows, type Database, type Executor } from '@/lib/db/client';
import { loginFailures } from '@/lib/db/schema';

/** Failed sign-ins counted per window, and what each bucket does once they pass its limit. */
export const LOGIN_THROTTLE = {
  windowSeconds: 15 * 60,
  /** One account from one client (the usual guessing case): refused with 429 past this. */
  perPair: 5,
  /**
   * One account from many clients (a distributed guess): past this each attempt is delayed, never
   * refused, so nobody can lock the admin out by failing from many addresses.
   */
  perAccount: 20,
  /** One client trying many accounts (password spraying): refused with 429 past this. */
  perClient: 20,
  /** First delay past the account's limit; it doubles with each further failure, up to the cap. */
  accountDelayMs: 500,
  accountDelayCapMs: 8000,
} as const;

export interface LoginSubject {
  /** Normalized account name (lower-case username or e-mail), or the user behind a second factor. */
  account: string;
  /** The client's address as the server trusts it (never a spoofable header unless TRUST_PROXY). */
  client: string | undefined;
  /** Server-side key of the bucket hashes, so a stored key cannot be reversed to an address. */
  salt: string;
}

/** Allowed (after `delayMs` of waiting), or refused until the window of a full bucket ends. */
type ThrottleVerdict =
  { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

function digest(salt: string, value: string): string {
  return createHmac('sha256', salt).update(value).digest('base64url').slice(0, 32);
}

/**
 * The three buckets of a subject, with their limits; hashed so no address or name is stored.
 * Only the buckets that include the client refuse: refusing the account bucket would let anyone
 * lock the account out from addresses of their own.
 */
function buckets({ account, client, salt }: LoginSubject) {
  const who = account.trim().toLowerCase();
  const from = client ?? 'unknown';
  return [
    {
      key: `pair:${digest(salt, `${who}\u0000${from}`)}`,
      max: LOGIN_THROTTLE.perPair,
      refuses: true,
    },
    { key: `account:${digest(salt, who)}`, max: LOGIN_THROTTLE.perAccount, refuses: false },
    { key: `client:${digest(salt, from)}`, max: LOGIN_THROTTLE.perClient, refuses: true },
  ];
}

/** Uncounts one attempt from each of the buckets. */
async function takeBack(db: Executor, all: { key: string }[]): Promise<void> {
  await db
    .update(loginFailures)
    .set({ count: sql`greatest(${loginFailures.count} - 1, 0)` })
    .where(
      inArray(
        loginFailures.key,
        all.map((bucket) => bucket.key),
      ),
    );
}

/** The wait before an attempt on an account with `count` failures in its window (0 within limit). */
function accountDelay(count: number): number {
  const excess = count - LOGIN_THROTTLE.perAccount;
  if (excess <= 0) return 0;
  const doubled = LOGIN_THROTTLE.accountDelayMs * 2 ** Math.min(excess - 1, 16);
  return Math.min(doubled, LOGIN_THROTTLE.accountDelayCapMs);
}

/**
 * Counts a sign-in attempt in each of its buckets before its password or code is checked, and
 * refuses it (counting nothing) when that passes the limit of a bucket that refuses. Counting
 * first means concurrent attempts cannot all pass a check made before any of them was counted.
 * The verdict is decided and returned inside the transaction: nothing is thrown to roll back, as
 * the error class such a rollback throws is not the same object in every bundle of the server.
 * An allowed attempt stays counted as a failure unless `releaseLoginAttempt` takes it back.
 */
export async function reserveLoginAttempt(
  db: Database,
  subject: LoginSubject,
  now = new Date(),
): Promise<ThrottleVerdict> {
  const windowMs = LOGIN_THROTTLE.windowSeconds * 1000;
  const expired = new Date(now.getTime() - windowMs).toISOString();
  const at = now.toISOString();
  const all = buckets(subject);
  return db.transaction(async (tx): Promise<ThrottleVerdict> => {
    let retryAfterMs = 0;
    let accountCount = 0;
    // Always in the same order, so concurrent attempts lock the rows without deadlocking.
    for (const { key, max, refuses } of all) {
      const [row] = await selectRows<{ count: number; window_start: Date | string }>(
        tx,
        sql`insert into ${loginFailures} (key, window_start, count) values (${key}, ${at}, 1)
            on conflict (key) do update set
              count = case when ${loginFailures.windowStart} <= ${expired} then 1 else ${loginFailures.count} + 1 end,
              window_start = case when ${loginFailures.windowStart} <= ${expired} then ${at}::timestamptz else ${loginFailures.windowStart} end
            returning count, window_start`,
      );
      const count = Number(row?.count ?? 0);
      if (!refuses) accountCount = count;
      else if (row && count > max) {
        const endsAt = new Date(row.window_start).getTime() + windowMs;
        retryAfterMs = Math.max(retryAfterMs, endsAt - now.getTime(), 1000);
      }
    }
    if (retryAfterMs === 0) return { allowed: true, delayMs: accountDelay(accountCount) };
    // A refused attempt checks no password, so it is taken back while this transaction still
    // holds the rows.
    await takeBack(tx, all);
    return { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
  });
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
  await takeBack(db, all);
  const [pair] = all;
  if (succeeded && pair) await db.delete(loginFailures).where(eq(loginFailures.key, pair.key));
}

/** Deletes windows that have ended, keeping the table bounded. */
export async function pruneLoginFailures(db: Executor, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - LOGIN_THROTTLE.windowSeconds * 1000);
  await db.delete(loginFailures).where(lt(loginFailures.windowStart, cutoff));
}
