import 'server-only';
import { createOTP } from '@better-auth/utils/otp';
import { base32 } from '@better-auth/utils/base32';
import { APIError } from 'better-auth/api';
import { symmetricDecrypt, type SecretConfig } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { totpUsedStep, twoFactor } from '@/lib/db/schema';

// better-auth's TOTP settings (its defaults): 30-second steps, 6 digits, one step either side.
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const WINDOW = 1;
// How better-auth marks a secret stored as base32 text.
const BASE32_PREFIX = 'base32:';

/** The time step whose code `code` is, within the accepted window; undefined if none. */
export async function matchingTotpStep(
  secret: string | Uint8Array,
  code: string,
  now = Date.now(),
): Promise<number | undefined> {
  const otp = createOTP(secret, { period: PERIOD_SECONDS, digits: DIGITS });
  const current = Math.floor(now / 1000 / PERIOD_SECONDS);
  for (let step = current - WINDOW; step <= current + WINDOW; step += 1) {
    if ((await otp.hotp(step)) === code) return step;
  }
  return undefined;
}

/**
 * Records `step` as the user's last accepted one, unless that user already had this step or a
 * later one accepted: one conditional write, so two instances cannot both accept a code.
 */
export async function claimTotpStep(db: Database, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .insert(totpUsedStep)
    .values({ userId, lastStep: step })
    .onConflictDoUpdate({
      target: totpUsedStep.userId,
      set: { lastStep: step },
      setWhere: sql`${totpUsedStep.lastStep} < ${step}`,
    })
    .returning({ userId: totpUsedStep.userId });
  return claimed.length > 0;
}

async function totpSecret(db: Database, userId: string, key: string | SecretConfig) {
  const [row] = await db
    .select({ secret: twoFactor.secret })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId))
    .limit(1);
  if (!row) return undefined;
  const secret = await symmetricDecrypt({ key, data: row.secret });
  return secret.startsWith(BASE32_PREFIX)
    ? base32.decode(secret.slice(BASE32_PREFIX.length).toUpperCase())
    : secret;
}

/**
 * Refuses a right TOTP code whose time step was already used by this user (the same code again,
 * or an older one after a newer was accepted), as a wrong code is refused. A wrong code is left to
 * better-auth, which counts it.
 */
export async function refuseReusedTotp(
  db: Database,
  userId: string,
  code: unknown,
  key: string | SecretConfig,
): Promise<void> {
  if (typeof code !== 'string') return;
  const secret = await totpSecret(db, userId, key);
  if (secret === undefined) return;
  const step = await matchingTotpStep(secret, code.trim());
  if (step === undefined || (await claimTotpStep(db, userId, step))) return;
  throw new APIError('UNAUTHORIZED', { message: 'Invalid code', code: 'INVALID_CODE' });
}
