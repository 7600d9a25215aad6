import 'server-only';
import { env, parseEnv, type Env } from '@/lib/config/env';

/**
 * Validates the whole environment before the server does anything else. A bad value would
 * otherwise fail every request with a 500 while the process looks healthy; stopping with the
 * names of the bad variables (never their values, which may be secrets) makes the mistake plain.
 * Returns the message printed, or undefined when the environment is valid.
 */
export function checkEnvironment(
  source: Record<string, string | undefined> = process.env,
  exit: (code: number) => void = (code) => process.exit(code),
): string | undefined {
  try {
    parseEnv(source);
    return undefined;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const message = `[server] ${reason}\n[server] Not starting: fix the variables above and start the server again.`;
    // Only the message: a stack trace would bury the variable names it exists to show.
    console.error(message);
    exit(1);
    return message;
  }
}

/** True while the admin shares the public site's origin (ADMIN_URL unset). */
export function adminOriginShared(e: Pick<Env, 'ADMIN_URL'> = env()): boolean {
  return !e.ADMIN_URL;
}

/**
 * The start-up warning of a production server whose admin shares the site's origin: every
 * tracking pixel is a script on that origin, so it can call the admin API with a signed-in
 * admin's cookie. Undefined when there is nothing to warn about.
 */
export function adminOriginWarning(
  e: Pick<Env, 'ADMIN_URL' | 'NODE_ENV' | 'SITE_URL'> = env(),
): string | undefined {
  if (e.NODE_ENV !== 'production' || !adminOriginShared(e)) return undefined;
  const site = new URL(e.SITE_URL).origin;
  return [
    `[security] ADMIN_URL is not set, so the admin (/admin, /api/admin, /api/auth) shares the public site's origin (${site}).`,
    '[security] Any tracking pixel runs its script on that origin and can act as a signed-in admin: read webhook signing secrets, add pixels, change settings.',
    '[security] Fix: point a second host name at this server (e.g. https://admin.example.com), set ADMIN_URL to it and restart.',
  ].join('\n');
}
