import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { settings } from '@/lib/db/schema';
import {
  INTERNAL_SECRET_KEYS,
  endpointSecretKey,
  type WebhookSettingKey,
} from '@/lib/config/setting-keys';

/** A Standard Webhooks secret: `whsec_` + base64 of 32 random bytes. */
export function generateEndpointSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * The value of a settings row, created with `generate()` the first time. Insert-then-read keeps
 * every instance on the same value even when two create it at once.
 */
async function getOrCreate(db: Executor, key: string, generate: () => string): Promise<string> {
  const [existing] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  if (existing) return existing.value;
  await db.insert(settings).values({ key, value: generate() }).onConflictDoNothing();
  const [stored] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  if (!stored) throw new Error(`settings row ${key} could not be created`);
  return stored.value;
}

/** The signing secret of one webhook endpoint, generated on first use. */
export function getEndpointSecret(db: Executor, key: WebhookSettingKey): Promise<string> {
  return getOrCreate(db, endpointSecretKey(key), generateEndpointSecret);
}

/** Replaces an endpoint's signing secret; pending deliveries are signed with the new one. */
export async function rotateEndpointSecret(db: Executor, key: WebhookSettingKey): Promise<string> {
  const value = generateEndpointSecret();
  const now = new Date();
  await db
    .insert(settings)
    .values({ key: endpointSecretKey(key), value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
  return value;
}

/** Salt of the client-address hashes used by the rate limit (shared by every instance). */
export function getRateLimitSalt(db: Executor): Promise<string> {
  return getOrCreate(db, INTERNAL_SECRET_KEYS.rateLimitSalt, () =>
    randomBytes(32).toString('base64url'),
  );
}

/** HMAC key of the signed resume links in application webhooks. */
export function getResumeLinkKey(db: Executor): Promise<string> {
  return getOrCreate(db, INTERNAL_SECRET_KEYS.resumeLinkKey, () =>
    randomBytes(32).toString('base64url'),
  );
}

/** HMAC key of the blog's signed preview links (shared by every instance). */
export function getBlogPreviewKey(db: Executor): Promise<string> {
  return getOrCreate(db, INTERNAL_SECRET_KEYS.blogPreviewKey, () =>
    randomBytes(32).toString('base64url'),
  );
}
