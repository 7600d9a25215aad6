import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { settings } from '@/lib/db/schema';
import { log } from '@/lib/log/logger';

/** Settings row holding the generated session secret when BETTER_AUTH_SECRET is not set. */
export const GENERATED_AUTH_SECRET_KEY = 'internal.betterAuthSecret';

/**
 * The secret that signs session cookies. BETTER_AUTH_SECRET wins; without it a random secret is
 * generated once and kept in the database, so every instance sharing the database agrees on it and
 * no constant ever ships in the code.
 */
export async function resolveAuthSecret(
  db: Executor,
  configured: string | undefined,
  isProduction: boolean,
): Promise<string> {
  if (configured) return configured;
  await db
    .insert(settings)
    .values({ key: GENERATED_AUTH_SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, GENERATED_AUTH_SECRET_KEY));
  if (!row) throw new Error('The generated session secret could not be stored.');
  if (isProduction) {
    log.warn(
      'auth.generated-secret',
      '[auth] BETTER_AUTH_SECRET is not set: using a generated secret stored in the database. ' +
        'Set BETTER_AUTH_SECRET (32+ characters) to keep it outside the database.',
    );
  }
  return row.value;
}
