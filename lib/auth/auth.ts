import 'server-only';
import { betterAuth } from 'better-auth';
import { isAPIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor, username } from 'better-auth/plugins';
import type { Database } from '@/lib/db/client';
import {
  account,
  rateLimit,
  session,
  twoFactor as twoFactorTable,
  user,
  verification,
} from '@/lib/db/schema';
import { peerAddressHeader } from '@/lib/http/client-address';
import { acceptedOrigins } from '@/lib/http/same-origin';
import { log } from '@/lib/log/logger';
import { afterAuthHook, beforeAuthHook } from '@/lib/auth/auth-hooks';
import { authLogger } from '@/lib/auth/auth-logger';
import { sessionCookieSettings } from '@/lib/auth/cookies';
import { SESSION_POLICY } from '@/lib/auth/policy';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  hashPassword,
  verifyPassword,
} from '@/lib/auth/password';

interface AuthConfig {
  db: Database;
  secret: string;
  /** URL the admin is served on (ADMIN_URL, else SITE_URL): trusted with the request's own
   * origin, as for every other write of the admin; https decides Secure cookies. */
  siteUrl: string;
  appName: string;
  trustProxy: boolean;
}

// Endpoints this site never offers over HTTP: admins come from the environment or
// `npm run admin:create`.
const DISABLED_PATHS = [
  '/sign-up/email',
  '/sign-in/email',
  '/sign-in/social',
  '/link-social',
  '/request-password-reset',
  '/reset-password',
  '/send-verification-email',
  '/verify-email',
  '/change-email',
  '/delete-user',
  '/update-user',
  '/is-username-available',
  '/two-factor/send-otp',
  '/two-factor/verify-otp',
  // They answer with session tokens in the body, where any script on the origin could read them;
  // the dashboard asks /api/admin/session instead.
  '/get-session',
  '/list-sessions',
];

/** better-auth for the admin: username sign-in, TOTP, database sessions, argon2id, no sign-up. */
export function createAuth(config: AuthConfig) {
  const deps = { db: config.db, salt: config.secret, trustProxy: config.trustProxy };
  return betterAuth({
    appName: config.appName,
    baseURL: config.siteUrl,
    basePath: '/api/auth',
    secret: config.secret,
    // The same origins as the site's own check (lib/http/same-origin.ts): the configured one and
    // the address the request was sent to, so a sign-in at http://127.0.0.1:3000 is not refused.
    trustedOrigins: (request) =>
      request
        ? acceptedOrigins(request, { configured: [config.siteUrl], trustProxy: config.trustProxy })
        : [new URL(config.siteUrl).origin],
    database: drizzleAdapter(config.db, {
      provider: 'pg',
      schema: { user, session, account, verification, twoFactor: twoFactorTable, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, input: false, defaultValue: 'user' },
      },
    },
    session: {
      expiresIn: SESSION_POLICY.idleSeconds,
      updateAge: SESSION_POLICY.refreshAfterSeconds,
      freshAge: 15 * 60,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      // Sign-in attempts are throttled per account and client by our own hook (login-throttle.ts).
      customRules: { '/sign-in/*': false },
    },
    advanced: {
      ...sessionCookieSettings(config.siteUrl),
      // better-auth skips its origin check when NODE_ENV is test; tests must see what users get.
      disableOriginCheck: false,
      ipAddress: {
        // Without a trusted proxy only the socket address (stamped by the server) identifies a client.
        ipAddressHeaders: config.trustProxy ? ['x-forwarded-for'] : [peerAddressHeader()],
      },
    },
    disabledPaths: DISABLED_PATHS,
    telemetry: { enabled: false },
    // Failed and throttled sign-ins go to the audit log; only server faults are logged, redacted.
    logger: authLogger,
    onAPIError: {
      onError: (error) => {
        if (!isAPIError(error) || error.statusCode >= 500) {
          log.error('auth.request-failed', '[auth] request failed', {}, error);
        }
      },
    },
    hooks: { before: beforeAuthHook(deps), after: afterAuthHook(deps) },
    plugins: [
      username({ minUsernameLength: 3, maxUsernameLength: 30 }),
      twoFactor({ issuer: config.appName, accountLockout: { maxFailedAttempts: 10 } }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
