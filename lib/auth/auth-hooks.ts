import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { writeAudit } from '@/lib/audit/audit-log';
import { ADMIN_ROLE } from '@/lib/auth/admin-users';
import { SESSION_POLICY } from '@/lib/auth/policy';
import { session } from '@/lib/db/schema';
import type { Database } from '@/lib/db/client';
import { clientAddress } from '@/lib/http/client-address';
import {
  releaseLoginAttempt,
  reserveLoginAttempt,
  type LoginSubject,
} from '@/lib/auth/login-throttle';
import { INVALID_CHARACTERS_MESSAGE, throttledMessage } from '@/lib/auth/sign-in-messages';
import { refuseReusedTotp } from '@/lib/auth/totp-replay';
import { isStorableText, toStorableText } from '@/lib/validation/safe-text';

interface AuthHookDeps {
  db: Database;
  /** Key of the throttle's bucket hashes. */
  salt: string;
  trustProxy: boolean;
}

/** Every path that checks a password or a second factor without an existing session. */
const SIGN_IN_PATHS = new Set([
  '/sign-in/username',
  '/sign-in/email',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/verify-otp',
]);

/**
 * Endpoints that act on the signed-in account. better-auth checks only the idle timeout there, so
 * the absolute lifetime and the admin role that every admin route enforces are checked here too.
 */
const ACCOUNT_PATHS = new Set([
  '/change-password',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/get-totp-uri',
  '/two-factor/generate-backup-codes',
  '/two-factor/view-backup-codes',
  '/two-factor/verify-totp',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
]);

const CHECKED_FIELDS = ['username', 'email', 'password', 'code'];

// better-auth's two-factor plugin: the signed cookie naming the pending challenge.
const TWO_FACTOR_COOKIE = 'two_factor';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

function bodyField(body: unknown, key: string): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[key];
  if (typeof value !== 'string') return undefined;
  // Kept storable, as the name also goes into the audit log.
  return toStorableText(value).trim().toLowerCase().slice(0, 200);
}

/** True when a credential field holds a character no account name, password or code can have. */
function hasUnstorableField(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  return CHECKED_FIELDS.some((key) => {
    const value = (body as Record<string, unknown>)[key];
    return typeof value === 'string' && !isStorableText(value);
  });
}

/**
 * The user a second-factor attempt is for: the one who signed in (after a success), or the one
 * whose pending challenge the request's signed two-factor cookie names; null without either.
 */
async function secondFactorUser(ctx: HookContext): Promise<string | null> {
  const signedIn = ctx.context.newSession?.user.id;
  if (signedIn) return signedIn;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return pending?.value ?? null;
}

/**
 * The account and client a sign-in attempt is counted against. A second-factor attempt counts
 * against its own user, so nobody can lock every admin out of the second step; without a valid
 * challenge it fails before any code is checked and counts against nothing (null).
 */
async function loginSubject(ctx: HookContext, deps: AuthHookDeps): Promise<LoginSubject | null> {
  let account: string | undefined;
  if (ctx.path === '/sign-in/username') account = bodyField(ctx.body, 'username');
  else if (ctx.path === '/sign-in/email') account = bodyField(ctx.body, 'email');
  else {
    const userId = await secondFactorUser(ctx);
    if (!userId) return null;
    account = `(second factor of ${userId})`;
  }
  const headers = ctx.headers ?? new Headers();
  return {
    account: account || '(blank)',
    client: clientAddress(headers, deps.trustProxy),
    salt: deps.salt,
  };
}

/**
 * Counts a sign-in attempt before any password is hashed, refusing it once its buckets are full;
 * records sign-outs.
 */
export function beforeAuthHook(deps: AuthHookDeps) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path === '/sign-out') {
      const current = await getSessionFromCtx(ctx).catch(() => null);
      if (current) {
        await writeAudit(deps.db, {
          actor: { id: current.user.id, name: actorName(current.user) },
          action: 'auth.sign-out',
        });
      }
      return;
    }
    if (ctx.path && ACCOUNT_PATHS.has(ctx.path)) await requireCurrentAdminSession(ctx, deps);
    if (!ctx.path || !SIGN_IN_PATHS.has(ctx.path)) return;
    if (hasUnstorableField(ctx.body)) await refuseUnstorable(ctx, deps, ctx.path);
    const subject = await loginSubject(ctx, deps);
    if (!subject) {
      await refuseReusedCode(ctx, deps);
      return;
    }
    const verdict = await reserveLoginAttempt(deps.db, subject);
    if (verdict.allowed) {
      // Many failures on this account from many clients: slowed, never locked.
      if (verdict.delayMs > 0) await sleep(verdict.delayMs);
      await refuseReusedCode(ctx, deps);
      return;
    }
    await writeAudit(deps.db, {
      actor: { name: subject.account },
      action: 'auth.sign-in.throttled',
      details: { path: ctx.path, retryAfterSeconds: verdict.retryAfterSeconds },
    });
    throw new APIError(
      'TOO_MANY_REQUESTS',
      {
        message: throttledMessage(verdict.retryAfterSeconds),
        code: 'TOO_MANY_ATTEMPTS',
        retryAfterSeconds: verdict.retryAfterSeconds,
      },
      { 'Retry-After': String(verdict.retryAfterSeconds) },
    );
  });
}

/**
 * A TOTP code is accepted once: checked for the user better-auth verifies it for (the signed-in
 * one while setting up, else the one whose sign-in challenge the cookie names).
 */
async function refuseReusedCode(ctx: HookContext, deps: AuthHookDeps): Promise<void> {
  if (ctx.path !== '/two-factor/verify-totp') return;
  const current = await getSessionFromCtx(ctx).catch(() => null);
  const userId = current?.user.id ?? (await secondFactorUser(ctx));
  if (!userId) return;
  const code = ctx.body && typeof ctx.body === 'object' ? Reflect.get(ctx.body, 'code') : undefined;
  await refuseReusedTotp(deps.db, userId, code, ctx.context.secretConfig);
}

/**
 * Refuses (400) and audits an attempt whose fields hold a NUL or a lone surrogate: the database
 * cannot look such a name up, and no password or code contains one. It is not counted against
 * the throttle, as no password is checked.
 */
async function refuseUnstorable(
  ctx: HookContext,
  deps: AuthHookDeps,
  path: string,
): Promise<never> {
  const name = bodyField(ctx.body, 'username') ?? bodyField(ctx.body, 'email');
  await writeAudit(deps.db, {
    actor: { name: name || null },
    action: 'auth.sign-in.failed',
    details: { path, status: 400, reason: 'invalid-characters' },
  });
  throw new APIError('BAD_REQUEST', {
    message: INVALID_CHARACTERS_MESSAGE,
    code: 'INVALID_CHARACTERS',
  });
}

/**
 * Refuses an account request whose session is past the absolute lifetime (and ends that session)
 * or belongs to a non-admin. Without a session the endpoint refuses by itself, except a second
 * factor at sign-in, which has none yet.
 */
async function requireCurrentAdminSession(ctx: HookContext, deps: AuthHookDeps): Promise<void> {
  const current = await getSessionFromCtx(ctx).catch(() => null);
  if (!current) return;
  const age = Date.now() - new Date(current.session.createdAt).getTime();
  if (age > SESSION_POLICY.absoluteSeconds * 1000) {
    await deps.db.delete(session).where(eq(session.id, current.session.id));
    throw new APIError('UNAUTHORIZED', {
      message: 'Your session has ended. Please sign in again.',
    });
  }
  if ((current.user as { role?: unknown }).role !== ADMIN_ROLE) {
    throw new APIError('FORBIDDEN', { message: 'This account may not use the admin dashboard.' });
  }
}

function actorName(user: Record<string, unknown>): string | null {
  const name = user.username ?? user.name;
  return typeof name === 'string' ? name : null;
}

/**
 * Keeps a wrong password or code counted, takes back any other attempt, and writes every outcome
 * to the audit log.
 */
export function afterAuthHook(deps: AuthHookDeps) {
  return createAuthMiddleware(async (ctx) => {
    const path = ctx.path ?? '';
    const returned: unknown = ctx.context.returned;
    // By its marker, not its class: the built server bundles more than one copy of the class.
    const failed = isAPIError(returned);
    if (SIGN_IN_PATHS.has(path)) {
      await auditSignIn(ctx, deps, path, failed ? returned : undefined);
      return;
    }
    const current = ctx.context.session;
    if (failed || !current) return;
    const actor = { id: current.user.id, name: actorName(current.user) };
    if (path === '/change-password') {
      await writeAudit(deps.db, { actor, action: 'account.password.change' });
    } else if (path === '/two-factor/enable') {
      await writeAudit(deps.db, { actor, action: 'account.two-factor.setup-started' });
    } else if (path === '/two-factor/disable') {
      await writeAudit(deps.db, { actor, action: 'account.two-factor.disable' });
    }
  });
}

/**
 * The session token travels only in the HttpOnly cookie: better-auth also echoes it in the JSON
 * body, where page scripts could read it, so it is dropped from the response.
 */
function hideSessionToken(ctx: HookContext): void {
  const returned: unknown = ctx.context.returned;
  if (returned && typeof returned === 'object' && 'token' in returned) {
    const rest: Record<string, unknown> = { ...(returned as Record<string, unknown>) };
    delete rest.token;
    ctx.context.returned = rest;
  }
}

async function auditSignIn(
  ctx: HookContext,
  deps: AuthHookDeps,
  path: string,
  error: APIError | undefined,
): Promise<void> {
  const existing = ctx.context.session;
  if (existing && path === '/two-factor/verify-totp') {
    // A signed-in admin confirming a new authenticator: the setup step, not a sign-in.
    await writeAudit(deps.db, {
      actor: { id: existing.user.id, name: actorName(existing.user) },
      action: error ? 'account.two-factor.verify-failed' : 'account.two-factor.enable',
    });
    return;
  }
  // A throttled attempt was refused before it was counted (and audited then): nothing to undo.
  if (error?.statusCode === 429) return;
  const subject = await loginSubject(ctx, deps);
  // Only wrong credentials stay counted; a malformed request says nothing about guessing.
  const wrongCredentials = error?.statusCode === 401;
  if (subject && !wrongCredentials) {
    await releaseLoginAttempt(deps.db, subject, { succeeded: !error });
  }
  if (error) {
    await writeAudit(deps.db, {
      actor: { name: subject?.account ?? null },
      action: 'auth.sign-in.failed',
      details: { path, status: error.statusCode },
    });
    return;
  }
  const created = ctx.context.newSession;
  if (!created) return;
  hideSessionToken(ctx);
  const user = created.user as Record<string, unknown> & { id: string };
  const pendingSecondFactor = user.twoFactorEnabled === true && !path.startsWith('/two-factor/');
  await writeAudit(deps.db, {
    actor: { id: user.id, name: actorName(user) },
    action: pendingSecondFactor ? 'auth.sign-in.second-factor-required' : 'auth.sign-in',
    details: { path },
  });
}
