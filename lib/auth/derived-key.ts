import 'server-only';
import { createHmac } from 'node:crypto';
import { env } from '@/lib/config/env';
import type { Executor } from '@/lib/db/client';
import { resolveAuthSecret } from '@/lib/auth/secret';

/**
 * A key for one purpose, derived from the server secret (BETTER_AUTH_SECRET, or the generated one
 * every instance shares through the database): each purpose gets its own key, so a value signed
 * or hashed for one can never be replayed as another, and the session secret itself is never used
 * directly outside sessions.
 */
export async function derivedKey(db: Executor, purpose: string): Promise<Buffer> {
  const e = env();
  // The start-up check already warns about a generated secret; no second warning per call.
  const secret = await resolveAuthSecret(db, e.BETTER_AUTH_SECRET, false);
  return createHmac('sha256', secret).update(`sonara:${purpose}`).digest();
}
