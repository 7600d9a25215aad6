import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { account, session, user } from '@/lib/db/schema';
import { writeAudit } from '@/lib/audit/audit-log';
import { hashPassword, passwordProblem } from '@/lib/auth/password';

export const ADMIN_ROLE = 'admin';
const USERNAME_PATTERN = /^[a-zA-Z0-9_.]{3,30}$/;
const USERNAME_RULE = 'Username must be 3 to 30 letters, digits, dots or underscores.';

type CreateAdminResult =
  | { ok: true; userId: string }
  | { ok: false; reason: 'invalid-username' | 'invalid-password' | 'exists'; message: string };

interface CreateAdminInput {
  username: string;
  password: string;
  role?: string;
}

/**
 * Creates a user with a credential account (argon2id hash). Sign-up is disabled, so this is the
 * only way an account comes to exist: the environment bootstrap or `npm run admin:create`.
 */
export async function createAdminUser(
  db: Database,
  { username, password, role = ADMIN_ROLE }: CreateAdminInput,
  actorName = 'system',
): Promise<CreateAdminResult> {
  if (!USERNAME_PATTERN.test(username)) {
    return { ok: false, reason: 'invalid-username', message: USERNAME_RULE };
  }
  const problem = passwordProblem(password);
  if (problem) return { ok: false, reason: 'invalid-password', message: problem };
  const normalized = username.toLowerCase();
  const passwordHash = await hashPassword(password);
  const id = randomUUID();
  const now = new Date();
  const created = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(user)
      .values({
        id,
        name: username,
        // better-auth requires an e-mail; `.invalid` is reserved, so it can never receive mail.
        email: `${normalized}@admin.invalid`,
        username: normalized,
        displayUsername: username,
        role,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: user.id });
    if (inserted.length === 0) return false;
    await tx.insert(account).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
      createdAt: now,
      updatedAt: now,
    });
    return true;
  });
  if (!created) {
    return { ok: false, reason: 'exists', message: `The username ${normalized} is already taken.` };
  }
  await writeAudit(db, {
    actor: { name: actorName },
    action: 'account.create',
    target: normalized,
    details: { role },
  });
  return { ok: true, userId: id };
}

type ResetPasswordResult =
  { ok: true } | { ok: false; reason: 'invalid-password' | 'not-found'; message: string };

/** Replaces a user's password and signs out all of their sessions (account recovery). */
export async function resetAdminPassword(
  db: Database,
  username: string,
  password: string,
  actorName = 'system',
): Promise<ResetPasswordResult> {
  const problem = passwordProblem(password);
  if (problem) return { ok: false, reason: 'invalid-password', message: problem };
  const normalized = username.toLowerCase();
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.username, normalized));
  if (!found) return { ok: false, reason: 'not-found', message: `No user named ${normalized}.` };
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(account)
      .set({ password: passwordHash, updatedAt: new Date() })
      .where(and(eq(account.userId, found.id), eq(account.providerId, 'credential')));
    await tx.delete(session).where(eq(session.userId, found.id));
  });
  await writeAudit(db, {
    actor: { name: actorName },
    action: 'account.password.reset',
    target: normalized,
  });
  return { ok: true };
}

/** True when at least one administrator exists. */
export async function adminExists(db: Database): Promise<boolean> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.role, ADMIN_ROLE))
    .limit(1);
  return rows.length > 0;
}

/**
 * At start: creates the first admin from ADMIN_USERNAME / ADMIN_PASSWORD when no admin exists yet.
 * Never changes an existing account, so a password changed in the dashboard stays changed.
 */
export async function bootstrapAdminFromEnv(
  db: Database,
  credentials: { username?: string; password?: string },
): Promise<'created' | 'exists' | 'not-configured'> {
  if (!credentials.username || !credentials.password) return 'not-configured';
  if (await adminExists(db)) return 'exists';
  const result = await createAdminUser(
    db,
    { username: credentials.username, password: credentials.password },
    'environment',
  );
  if (result.ok) return 'created';
  // Another instance created it at the same moment.
  if (result.reason === 'exists') return 'exists';
  throw new Error(`ADMIN_USERNAME / ADMIN_PASSWORD: ${result.message}`);
}
