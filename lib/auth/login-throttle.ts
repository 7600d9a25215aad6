import 'server-only';
import { createHmac } from 'node:crypto';
import { inArray, lt, sql } from 'drizzle-orm';
import { selectRows, type Executor } from '@/lib/db/client';
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
  /** Normalized account name (lower-case username or e-mail), or a fixed label for second factors. */
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

/** Whether a sign-in attempt may proceed; refused once any bucket reached its limit. */
export async function checkLoginThrottle(
  db: Executor,
  subject: LoginSubject,
  now = new Date(),
): Promise<ThrottleVerdict> {
  const all = buckets(subject);
  const rows = await db
    .select()
    .from(loginFailures)
    .where(
      inArray(
        loginFailures.key,
        all.map((bucket) => bucket.key),
      ),
    );
  const windowMs = LOGIN_THROTTLE.windowSeconds * 1000;
  let retryAfterMs = 0;
  for (const row of rows) {
    const max = all.find((bucket) => bucket.key === row.key)?.max ?? 0;
    const endsAt = row.windowStart.getTime() + windowMs;
    if (endsAt > now.getTime() && row.count >= max) {
      retryAfterMs = Math.max(retryAfterMs, endsAt - now.getTime());
    }
  }
  if (retryAfterMs === 0) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
}

/** Counts one failed sign-in in each bucket (atomic upserts; a window that ended starts again). */
export async function recordLoginFailure(
  db: Executor,
  subject: LoginSubject,
  now = new Date(),
): Promise<void> {
  const expired = new Date(now.getTime() - LOGIN_THROTTLE.windowSeconds * 1000).toISOString();
  const at = now.toISOString();
  for (const { key } of buckets(subject)) {
    await selectRows(
      db,
      sql`insert into ${loginFailures} (key, window_start, count) values (${key}, ${at}, 1)
          on conflict (key) do update set
            count = case when ${loginFailures.windowStart} <= ${expired} then 1 else ${loginFailures.count} + 1 end,
            window_start = case when ${loginFailures.windowStart} <= ${expired} then ${at}::timestamptz else ${loginFailures.windowStart} end
          returning count`,
    );
  }
}

/** A successful sign-in clears its own account-and-client bucket (the others keep counting). */
export async function clearLoginFailures(db: Executor, subject: LoginSubject): Promise<void> {
  const [pair] = buckets(subject);
  if (pair) await db.delete(loginFailures).where(inArray(loginFailures.key, [pair.key]));
}

/** Deletes windows that have ended, keeping the table bounded. */
export async function pruneLoginFailures(db: Executor, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - LOGIN_THROTTLE.windowSeconds * 1000);
  await db.delete(loginFailures).where(lt(loginFailures.windowStart, cutoff));
}
