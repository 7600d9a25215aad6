import 'server-only';
import { createHmac } from 'node:crypto';
import { env } from '@/lib/config/env';
import type { Executor } from '@/lib/db/client';
import { resolveAuthSecret } from '@/lib/auth/secret';

// The generated secret never changes once stored, so each database's is read once per process
// (the public form-token endpoint would otherwise query it on every page view with a form).
const generated = new WeakMap<Executor, Promise<string>>();

function serverSecret(db: Executor): Promise<string> {
  const configured = env().BETTER_AUTH_SECRET;
  if (configured) return Promise.resolve(configured);
  let secret = generated.get(db);
  if (!secret) {
    // The start-up check already warns about a generated secret; no second warning here.
    secret = resolveAuthSecret(db, undefined, false);
    secret.catch(() => generated.delete(db));
    generated.set(db, secret);
  }
  return secret;
}

/**
 * A key for one purpose, derived from the server secret (BETTER_AUTH_SECRET, or the generated one
 * every instance shares through the database): each purpose gets its own key, so a value signed
 * or hashed for one can never be replayed as another, and the session secret itself is never used
 * directly outside sessions.
 */
export async function derivedKey(db: Executor, purpose: string): Promise<Buffer> {
  return createHmac('sha256', await serverSecret(db))
    .update(`sonara:${purpose}`)
    .digest();
}
