import 'server-only';
import { env } from '@/lib/config/env';
import { siteConfig } from '@/lib/config/site';
import { getDb, type Database } from '@/lib/db/client';
import { createAuth, type Auth } from '@/lib/auth/auth';
import { resolveAuthSecret } from '@/lib/auth/secret';

const globalKey = Symbol.for('sonara.auth');
type Holder = typeof globalThis & { [globalKey]?: { db: Database; auth: Promise<Auth> } };

/** The process-wide better-auth instance on the process-wide database (built once, lazily). */
export function getAuth(): Promise<Auth> {
  const holder = globalThis as Holder;
  const db = getDb();
  const cached = holder[globalKey];
  if (cached && cached.db === db) return cached.auth;
  const auth = buildAuth(db);
  holder[globalKey] = { db, auth };
  // A failed build (database down) must not be remembered: the next request tries again.
  auth.catch(() => {
    if (holder[globalKey]?.auth === auth) holder[globalKey] = undefined;
  });
  return auth;
}

async function buildAuth(db: Database): Promise<Auth> {
  const e = env();
  const secret = await resolveAuthSecret(db, e.BETTER_AUTH_SECRET, e.NODE_ENV === 'production');
  return createAuth({
    db,
    secret,
    siteUrl: siteConfig().adminUrl,
    appName: siteConfig().name,
    trustProxy: e.TRUST_PROXY,
  });
}
