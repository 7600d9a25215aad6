import { eq } from 'drizzle-orm';
import { settings, session as sessionTable, user } from '@/lib/db/schema';
import { bootstrapAdminFromEnv } from '@/lib/auth/admin-users';
import { createAuth } from '@/lib/auth/auth';
import { GENERATED_AUTH_SECRET_KEY, resolveAuthSecret } from '@/lib/auth/secret';
import { SESSION_POLICY } from '@/lib/auth/policy';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import { totpFromUri } from '@/tests/helpers/totp';
import {
  ADMIN,
  SITE,
  authCall,
  cookieHeader,
  createAdmin,
  releaseTestDatabase,
  signIn,
  siteRequest,
  useTestDatabase,
} from '@/tests/integration/admin-harness';
import { adminSession } from '@/tests/integration/auth-helpers';

async function signedIn(username = ADMIN.username, password = ADMIN.password): Promise<string> {
  const { response, cookie } = await signIn(username, password);
  expect(response.status).toBe(200);
  return cookie;
}

describe.each(DATABASE_KINDS)('admin account on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
  });

  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  it('changes the password, signing out the other sessions and keeping the current one', async () => {
    await createAdmin(database, 'admin', 'changer');
    const current = await signedIn('changer');
    const other = await signedIn('changer');
    const newPassword = 'a brand new long password 7';
    const change = await authCall('/change-password', {
      body: { currentPassword: ADMIN.password, newPassword, revokeOtherSessions: true },
      cookie: current,
    });
    expect(change.status).toBe(200);
    const kept = cookieHeader(change, current);
    expect((await adminSession(kept)).status).toBe(200);
    expect((await adminSession(other)).status).toBe(401);
    expect((await signIn('changer', ADMIN.password)).response.status).toBe(401);
    await signedIn('changer', newPassword);
  });

  it('refuses a session after 2 hours without use and accepts it before', async () => {
    await createAdmin(database, 'admin', 'idler');
    const cookie = await signedIn('idler');
    const [row] = await database.db
      .select({ userId: user.id })
      .from(user)
      .where(eq(user.username, 'idler'));
    const lastUsed = (msAgo: number) =>
      // The session's expiry is its last use plus the idle timeout.
      database.db
        .update(sessionTable)
        .set({ expiresAt: new Date(Date.now() - msAgo + SESSION_POLICY.idleSeconds * 1000) })
        .where(eq(sessionTable.userId, row!.userId));
    await lastUsed(SESSION_POLICY.idleSeconds * 1000 - 60_000);
    expect((await adminSession(cookie)).status).toBe(200);
    await lastUsed(SESSION_POLICY.idleSeconds * 1000 + 1000);
    expect((await adminSession(cookie)).status).toBe(401);
  });

  it('signs in with a backup code once, and turns two-factor off', async () => {
    await createAdmin(database, 'admin', 'twofa');
    const cookie = await signedIn('twofa');
    const enable = await authCall('/two-factor/enable', {
      body: { password: ADMIN.password },
      cookie,
    });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as {
      totpURI: string;
      backupCodes: string[];
    };
    expect(backupCodes.length).toBeGreaterThan(0);
    const confirm = await authCall('/two-factor/verify-totp', {
      body: { code: totpFromUri(totpURI) },
      cookie,
    });
    expect(confirm.status).toBe(200);

    const useBackupCode = async () => {
      const password = await signIn('twofa');
      expect(await password.response.json()).toMatchObject({ twoFactorRedirect: true });
      return authCall('/two-factor/verify-backup-code', {
        body: { code: backupCodes[0] },
        cookie: password.cookie,
      }).then((response) => ({ response, cookie: cookieHeader(response, password.cookie) }));
    };
    const first = await useBackupCode();
    expect(first.response.status).toBe(200);
    expect((await adminSession(first.cookie)).status).toBe(200);
    // A backup code works once.
    expect((await useBackupCode()).response.status).toBe(401);

    const disable = await authCall('/two-factor/disable', {
      body: { password: ADMIN.password },
      cookie: first.cookie,
    });
    expect(disable.status).toBe(200);
    const [row] = await database.db.select().from(user).where(eq(user.username, 'twofa'));
    expect(row?.twoFactorEnabled).toBe(false);
    const plain = await signIn('twofa');
    expect(await plain.response.json()).not.toHaveProperty('twoFactorRedirect', true);
    expect((await adminSession(plain.cookie)).status).toBe(200);
  });

  it('generates a session secret once, stores it, and uses the same one on the next start', async () => {
    const first = await resolveAuthSecret(database.db, undefined, false);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const [stored] = await database.db
      .select()
      .from(settings)
      .where(eq(settings.key, GENERATED_AUTH_SECRET_KEY));
    expect(stored?.value).toBe(first);
    const second = await resolveAuthSecret(database.db, undefined, false);
    expect(second).toBe(first);

    // A session signed on one start is accepted after a restart that resolves the secret anew.
    await createAdmin(database, 'admin', 'restarter');
    const start = (secret: string) =>
      createAuth({ db: database.db, secret, siteUrl: SITE, appName: 'Test', trustProxy: false });
    const signInResponse = await start(first).handler(
      siteRequest('/api/auth/sign-in/username', {
        method: 'POST',
        body: { username: 'restarter', password: ADMIN.password },
      }),
    );
    expect(signInResponse.status).toBe(200);
    const cookie = cookieHeader(signInResponse);
    const restarted = start(await resolveAuthSecret(database.db, undefined, false));
    const found = await restarted.api.getSession({ headers: new Headers({ cookie }) });
    expect(found?.user.username).toBe('restarter');
  });

  it('never lets ADMIN_USERNAME / ADMIN_PASSWORD overwrite a password changed later', async () => {
    await database.db.delete(user);
    const credentials = { username: 'env_admin', password: 'environment password 1' };
    expect(await bootstrapAdminFromEnv(database.db, credentials)).toBe('created');
    const cookie = await signedIn('env_admin', credentials.password);
    const changed = 'changed in the dashboard 2';
    const change = await authCall('/change-password', {
      body: { currentPassword: credentials.password, newPassword: changed },
      cookie,
    });
    expect(change.status).toBe(200);
    // The next start, with the same environment.
    expect(await bootstrapAdminFromEnv(database.db, credentials)).toBe('exists');
    expect((await signIn('env_admin', credentials.password)).response.status).toBe(401);
    await signedIn('env_admin', changed);
  });
});
