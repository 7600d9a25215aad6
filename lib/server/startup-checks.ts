import 'server-only';
import { env, parseEnv, type Env } from '@/lib/config/env';
import { log } from '@/lib/log/logger';

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
    log.error('server.config-invalid', message);
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
 * tracking pixel is a script on that origin, so it could call the admin API with a signed-in
 * admin's cookie. Says whether pixels are therefore off, or run because the operator accepted
 * the risk. Undefined when there is nothing to warn about.
 */
export function adminOriginWarning(
  e: Pick<Env, 'ADMIN_URL' | 'NODE_ENV' | 'SITE_URL'> &
    Partial<Pick<Env, 'ALLOW_PIXELS_ON_ADMIN_ORIGIN'>> = env(),
): string | undefined {
  if (e.NODE_ENV !== 'production' || !adminOriginShared(e)) return undefined;
  const site = new URL(e.SITE_URL).origin;
  const risk =
    "any tracking pixel's script can act as a signed-in admin: read webhook signing secrets, add pixels, change settings.";
  const fix =
    '[security] Fix: point a second host name at this server (e.g. https://admin.example.com), set ADMIN_URL to it and restart.';
  return [
    `[security] ADMIN_URL is not set, so the admin (/admin, /api/admin, /api/auth) shares the public site's origin (${site}).`,
    e.ALLOW_PIXELS_ON_ADMIN_ORIGIN
      ? `[security] ALLOW_PIXELS_ON_ADMIN_ORIGIN=true: tracking pixels run on public pages, where ${risk}`
      : `[security] Public pages render no tracking pixel (the built-in one included), because on that origin ${risk}`,
    e.ALLOW_PIXELS_ON_ADMIN_ORIGIN
      ? fix
      : `${fix} (Or accept the risk with ALLOW_PIXELS_ON_ADMIN_ORIGIN=true.)`,
  ].join('\n');
}

/**
 * The start-up warning of a production server without SITE_URL: links in pages, the sitemap,
 * emails and Open Graph would all point at http://localhost:3000, which no visitor can open.
 */
export function siteUrlWarning(
  source: Record<string, string | undefined> = process.env,
  e: Pick<Env, 'NODE_ENV'> = env(),
): string | undefined {
  if (e.NODE_ENV !== 'production' || source.SITE_URL?.trim()) return undefined;
  return '[config] SITE_URL is not set: canonical links, the sitemap, emails and Open Graph images point at http://localhost:3000. Set SITE_URL to the public address (e.g. https://www.example.com) and restart.';
}

/** Where the database is, without credentials: PostgreSQL's host and database, or PGlite's folder. */
function databaseSummary(e: Pick<Env, 'DATABASE_URL' | 'PGLITE_DIR'>): string {
  if (!e.DATABASE_URL) return `pglite (${e.PGLITE_DIR})`;
  const url = new URL(e.DATABASE_URL);
  return `postgres (${url.host}${url.pathname})`;
}

type SummaryEnv = Pick<
  Env,
  | 'DATABASE_URL'
  | 'PGLITE_DIR'
  | 'SITE_URL'
  | 'ADMIN_URL'
  | 'SMTP_URL'
  | 'ALLOW_PRIVATE_WEBHOOKS'
  | 'TRUST_PROXY'
>;

/**
 * One line with the configuration in effect, so an operator sees at start what the server will
 * do (which database, which addresses forms and sign-in accept). Never a secret: no password,
 * no SMTP credentials, no session secret.
 */
export function configurationSummary(e: SummaryEnv = env()): string {
  const site = new URL(e.SITE_URL).origin;
  const admin = e.ADMIN_URL ? new URL(e.ADMIN_URL).origin : `${site} (shared with the site)`;
  return [
    `[config] database: ${databaseSummary(e)}`,
    `site: ${site}`,
    `admin: ${admin}`,
    `SMTP: ${e.SMTP_URL ? 'on' : 'off'}`,
    `private webhooks: ${e.ALLOW_PRIVATE_WEBHOOKS ? 'allowed' : 'refused'}`,
    `trust proxy: ${e.TRUST_PROXY ? 'on' : 'off'}`,
  ].join('; ');
}

/** Writes the start-up summary and warnings (after the environment was found valid). */
export function reportConfiguration(e: Env = env()): void {
  log.info('server.config', configurationSummary(e), {
    database: e.DATABASE_URL ? 'postgres' : 'pglite',
    siteOrigin: new URL(e.SITE_URL).origin,
    adminOrigin: new URL(e.ADMIN_URL ?? e.SITE_URL).origin,
    smtp: Boolean(e.SMTP_URL),
    privateWebhooks: e.ALLOW_PRIVATE_WEBHOOKS,
    trustProxy: e.TRUST_PROXY,
  });
  const siteWarning = siteUrlWarning(process.env, e);
  if (siteWarning) log.warn('server.site-url-unset', siteWarning);
  const adminWarning = adminOriginWarning(e);
  if (adminWarning) log.warn('server.admin-origin-shared', adminWarning);
}
