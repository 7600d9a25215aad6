import { eq } from 'drizzle-orm';
import {
  account as accountTable,
  auditLog,
  loginFailures,
  session as sessionTable,
  user,
} from '@/lib/db/schema';
import { createAuth } from '@/lib/auth/auth';
import { LOGIN_THROTTLE } from '@/lib/auth/login-throttle';
import { installPeerAddressHook, peerAddressHeader } from '@/lib/http/client-address';
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

async function auditActions(database: TestDatabase): Promise<string[]> {
  const rows = await database.db.select().from(auditLog).orderBy(auditLog.id);
  return rows.map((row) => row.action);
}

describe.each(DATABASE_KINDS)('admin sign-in on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    await createAdmin(database);
  });

  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  beforeEach(async () => {
    await database.db.delete(loginFailures);
  });

  it('stores the password as argon2id with the required cost', async () => {
    const [row] = await database.db.select().from(accountTable);
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.password).not.toContain(ADMIN.password);
  });

  it('refuses a wrong password without creating a session, and audits it', async () => {
    const sessionsBefore = await database.db.select().from(sessionTable);
    const { response, cookie } = await signIn(ADMIN.username, 'wrong password entirely');
    expect(response.status).toBe(401);
    expect(cookie).not.toContain('session_token');
    expect(await database.db.select().from(sessionTable)).toHaveLength(sessionsBefore.length);
    const [failure] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.sign-in.failed'));
    expect(failure?.actorName).toBe(ADMIN.username);
    expect(JSON.stringify(failure)).not.toContain('wrong password');
  });

  it('signs in with an HttpOnly, SameSite=Lax, Path=/ cookie and a new session each time', async () => {
    const first = await signIn();
    expect(first.response.status).toBe(200);
    // The token stays in the HttpOnly cookie; page scripts never see it.
    expect(await first.response.clone().json()).not.toHaveProperty('token');
    const setCookie = first.response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/sonara\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    const second = await signIn();
    expect(second.cookie).not.toBe(first.cookie);
    expect((await adminSession(first.cookie)).status).toBe(200);
    expect((await adminSession(second.cookie)).status).toBe(200);
    expect(await auditActions(database)).toContain('auth.sign-in');
  });

  it('offers no endpoint that answers with the session token', async () => {
    const { cookie } = await signIn();
    for (const path of ['/get-session', '/list-sessions']) {
      const response = await authCall(path, { method: 'GET', cookie });
      expect(response.status).toBe(404);
    }
  });

  it('revokes the session on logout: the old cookie then gets 401', async () => {
    const { cookie } = await signIn();
    const me = await adminSession(cookie);
    expect(await me.json()).toEqual({
      username: ADMIN.username,
      twoFactorEnabled: false,
      adminOriginShared: true,
      pixelsBlocked: false,
    });
    const out = await authCall('/sign-out', { method: 'POST', body: {}, cookie });
    expect(out.status).toBe(200);
    expect((await adminSession(cookie)).status).toBe(401);
    expect(await auditActions(database)).toContain('auth.sign-out');
  });

  it('answers 401 without a session and 403 for a signed-in non-admin', async () => {
    expect((await adminSession('')).status).toBe(401);
    expect((await adminSession('sonara.session_token=forged.value')).status).toBe(401);
    await createAdmin(database, 'user', 'plain_user');
    const { response, cookie } = await signIn('plain_user');
    expect(response.status).toBe(200);
    expect((await adminSession(cookie)).status).toBe(403);
  });

  it('ends a session after the absolute lifetime even while it is in use', async () => {
    const { cookie } = await signIn();
    expect((await adminSession(cookie)).status).toBe(200);
    const thirteenHoursAgo = new Date(Date.now() - 13 * 3_600_000);
    await database.db.update(sessionTable).set({ createdAt: thirteenHoursAgo });
    expect((await adminSession(cookie)).status).toBe(401);
  });

  it('refuses account changes on a session past its absolute lifetime, or of a non-admin', async () => {
    const change = (cookie: string) =>
      authCall('/change-password', {
        body: { currentPassword: ADMIN.password, newPassword: 'another long password 1' },
        cookie,
      });
    const { cookie } = await signIn();
    const old = new Date(Date.now() - 13 * 3_600_000);
    await database.db.update(sessionTable).set({ createdAt: old });
    expect((await change(cookie)).status).toBe(401);
    expect((await adminSession(cookie)).status).toBe(401);

    await createAdmin(database, 'user', 'plain_account');
    const plain = await signIn('plain_account');
    const refused = await authCall('/two-factor/enable', {
      body: { password: ADMIN.password },
      cookie: plain.cookie,
    });
    expect(refused.status).toBe(403);
  });

  it('throttles an account after repeated failures, also when X-Forwarded-For changes', async () => {
    for (let attempt = 0; attempt < LOGIN_THROTTLE.perPair; attempt += 1) {
      const { response } = await signIn(ADMIN.username, `wrong-${attempt}-password`, {
        'x-forwarded-for': `203.0.113.${attempt}`,
      });
      expect(response.status).toBe(401);
    }
    const blocked = await signIn(ADMIN.username, ADMIN.password, {
      'x-forwarded-for': '198.51.100.77',
    });
    expect(blocked.response.status).toBe(429);
    expect(blocked.response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(blocked.cookie).not.toContain('session_token');
    expect(await auditActions(database)).toContain('auth.sign-in.throttled');
  });

  it('lets no more than the limit of a burst of concurrent wrong passwords be checked', async () => {
    const burst = await Promise.all(
      Array.from({ length: 4 * LOGIN_THROTTLE.perPair }, (_, index) =>
        signIn(ADMIN.username, `concurrent wrong password ${index}`),
      ),
    );
    const statuses = burst.map(({ response }) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_THROTTLE.perPair);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3 * LOGIN_THROTTLE.perPair);
    expect((await signIn()).response.status).toBe(429);
  });

  it('takes back the count of a successful sign-in: only wrong passwords add up', async () => {
    for (let round = 0; round < 2 * LOGIN_THROTTLE.perPair; round += 1) {
      expect((await signIn()).response.status).toBe(200);
    }
    for (let attempt = 1; attempt < LOGIN_THROTTLE.perPair; attempt += 1) {
      expect((await signIn(ADMIN.username, `wrong password ${attempt}`)).response.status).toBe(401);
    }
    expect((await signIn()).response.status).toBe(200);
  });

  it('throttles server-side sign-in calls too, not only HTTP requests', async () => {
    const { getAuth } = await import('@/lib/auth/server');
    const auth = await getAuth();
    const attempt = (password: string) =>
      auth.api.signInUsername({
        body: { username: ADMIN.username, password },
        headers: new Headers({ origin: SITE }),
      });
    for (let index = 0; index < LOGIN_THROTTLE.perPair; index += 1) {
      await expect(attempt('a wrong server-side password')).rejects.toMatchObject({
        statusCode: 401,
      });
    }
    await expect(attempt(ADMIN.password)).rejects.toMatchObject({ statusCode: 429 });
  });

  it('keys the client by X-Forwarded-For only when the proxy is trusted', async () => {
    const auth = createAuth({
      db: database.db,
      secret: 'integration-secret-integration-secret-0123',
      siteUrl: SITE,
      appName: 'Test',
      trustProxy: true,
    });
    const attempt = (password: string, forwardedFor: string) =>
      auth.handler(
        siteRequest('/api/auth/sign-in/username', {
          method: 'POST',
          body: { username: ADMIN.username, password },
          headers: { 'x-forwarded-for': forwardedFor },
        }),
      );
    for (let index = 0; index < LOGIN_THROTTLE.perPair; index += 1) {
      expect((await attempt('not the password!', '203.0.113.9')).status).toBe(401);
    }
    expect((await attempt(ADMIN.password, '203.0.113.9')).status).toBe(429);
    expect((await attempt(ADMIN.password, '198.51.100.20')).status).toBe(200);
  });

  it('asks for a TOTP code once two-factor is on, and signs in with it', async () => {
    const { cookie } = await signIn();
    const enable = await authCall('/two-factor/enable', {
      body: { password: ADMIN.password },
      cookie,
    });
    expect(enable.status).toBe(200);
    const { totpURI } = (await enable.json()) as { totpURI: string };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\//);
    // Codes of this time step and the next (accepted within one step either side).
    const now = Date.now();
    const [current, next] = [totpFromUri(totpURI, now), totpFromUri(totpURI, now + 30_000)];
    const confirm = await authCall('/two-factor/verify-totp', { body: { code: current }, cookie });
    expect(confirm.status).toBe(200);
    const [row] = await database.db.select().from(user).where(eq(user.username, ADMIN.username));
    expect(row?.twoFactorEnabled).toBe(true);

    const password = await signIn();
    expect(password.response.status).toBe(200);
    expect(await password.response.json()).toMatchObject({ twoFactorRedirect: true });
    expect(password.cookie).not.toContain('session_token');
    expect((await adminSession(password.cookie)).status).toBe(401);

    const wrong = await authCall('/two-factor/verify-totp', {
      body: { code: '000000' === totpFromUri(totpURI) ? '111111' : '000000' },
      cookie: password.cookie,
    });
    expect(wrong.status).toBe(401);

    // Code guesses from other clients without this admin's pending challenge count against
    // nobody: they cannot lock the admin out of the second step.
    installPeerAddressHook();
    const countsBefore = await database.db.select().from(loginFailures);
    for (let attempt = 0; attempt < 3 * LOGIN_THROTTLE.perAccount; attempt += 1) {
      await authCall('/two-factor/verify-totp', {
        body: { code: '123456' },
        headers: { [peerAddressHeader()]: `203.0.113.${attempt}` },
      });
    }
    expect(await database.db.select().from(loginFailures)).toEqual(countsBefore);
    // The code used to confirm the set-up is spent: refused at sign-in, within its window.
    // Each replay from a client of its own, so better-auth's per-client request limit on
    // two-factor calls (a few per 10 s) does not answer in place of the check.
    const replayed = await authCall('/two-factor/verify-totp', {
      body: { code: current },
      cookie: password.cookie,
      headers: { [peerAddressHeader()]: '198.51.100.61' },
    });
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toMatchObject({ code: 'INVALID_CODE' });
    const second = await authCall('/two-factor/verify-totp', {
      body: { code: next },
      cookie: password.cookie,
    });
    expect(second.status).toBe(200);
    // Once accepted, neither that code nor an earlier one works again, on any instance.
    const again = await signIn();
    for (const [index, code] of [next, current].entries()) {
      const refused = await authCall('/two-factor/verify-totp', {
        body: { code },
        cookie: again.cookie,
        headers: { [peerAddressHeader()]: `198.51.100.${62 + index}` },
      });
      expect(refused.status).toBe(401);
    }
    const sessionCookie = cookieHeader(second, password.cookie);
    expect(sessionCookie).toContain('session_token');
    const me = await adminSession(sessionCookie);
    expect(await me.json()).toEqual({
      username: ADMIN.username,
      twoFactorEnabled: true,
      adminOriginShared: true,
      pixelsBlocked: false,
    });
    expect(await auditActions(database)).toEqual(
      expect.arrayContaining(['account.two-factor.enable', 'auth.sign-in.second-factor-required']),
    );
  });
});

describe('cookies over https', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await useTestDatabase('pglite');
    await createAdmin(database);
  });

  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  it('uses a __Host- prefixed Secure cookie when the site is served over https', async () => {
    const site = 'https://admin.example.test';
    const auth = createAuth({
      db: database.db,
      secret: 'integration-secret-integration-secret-0123',
      siteUrl: site,
      appName: 'Test',
      trustProxy: false,
    });
    const response = await auth.handler(
      new Request(`${site}/api/auth/sign-in/username`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site },
        body: JSON.stringify(ADMIN),
      }),
    );
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(setCookie).toMatch(/^__Host-sonara\.session_token=/);
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Domain=/i);
  });
});
