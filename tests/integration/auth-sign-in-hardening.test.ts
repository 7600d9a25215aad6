import { eq } from 'drizzle-orm';
import { auditLog, loginFailures } from '@/lib/db/schema';
import { LOGIN_THROTTLE } from '@/lib/auth/login-throttle';
import { installPeerAddressHook, peerAddressHeader } from '@/lib/http/client-address';
import { Client } from 'pg';
import { DATABASE_KINDS, TEST_DATABASE_URL, type TestDatabase } from '@/tests/helpers/db';
import {
  ADMIN,
  authCall,
  createAdmin,
  releaseTestDatabase,
  signIn,
  useTestDatabase,
} from '@/tests/integration/admin-harness';

const from = (address: string) => ({ [peerAddressHeader()]: address });

describe.each(DATABASE_KINDS)('sign-in hardening on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    installPeerAddressHook();
    database = await useTestDatabase(kind);
    await createAdmin(database);
  });

  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  beforeEach(async () => {
    await database.db.delete(loginFailures);
  });

  it('keeps the correct password working from a fresh client after failures from many others', async () => {
    // Enough failures to fill the account bucket, from clients that are each refused afterwards.
    const clients = LOGIN_THROTTLE.perAccount / LOGIN_THROTTLE.perPair;
    for (let client = 0; client < clients; client += 1) {
      for (let attempt = 0; attempt < LOGIN_THROTTLE.perPair; attempt += 1) {
        const { response } = await signIn(ADMIN.username, `guess ${client}-${attempt}!`, {
          ...from(`203.0.113.${client + 1}`),
        });
        expect(response.status).toBe(401);
      }
      // The guessing client itself is refused once its own pair bucket is full.
      const refused = await signIn(
        ADMIN.username,
        'one guess too many',
        from(`203.0.113.${client + 1}`),
      );
      expect(refused.response.status).toBe(429);
    }
    const started = Date.now();
    const fresh = await signIn(ADMIN.username, ADMIN.password, from('198.51.100.200'));
    expect(fresh.response.status).toBe(200);
    expect(fresh.cookie).toContain('session_token');
    // Slowed down rather than refused: the account's bucket is past its limit.
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOGIN_THROTTLE.accountDelayMs - 50);
  });

  it('refuses NUL bytes and lone surrogates in every credential field with 400, and audits them', async () => {
    const bodies: [string, Record<string, string>][] = [
      ['/sign-in/username', { username: 'adm\u0000in', password: ADMIN.password }],
      ['/sign-in/username', { username: 'adm\uD800in', password: ADMIN.password }],
      ['/sign-in/username', { username: ADMIN.username, password: `${ADMIN.password}\u0000` }],
      ['/sign-in/username', { username: ADMIN.username, password: `${ADMIN.password}\uDC00` }],
      ['/two-factor/verify-totp', { code: '123\u0000456' }],
      ['/two-factor/verify-backup-code', { code: 'abcde-\uD83D' }],
    ];
    for (const [path, body] of bodies) {
      const response = await authCall(path, { body, headers: from('192.0.2.10') });
      expect({ path, body, status: response.status }).toMatchObject({ status: 400 });
      expect(await response.json()).toMatchObject({
        code: 'INVALID_CHARACTERS',
        message: expect.stringContaining('not allowed'),
      });
      expect(response.headers.getSetCookie().join()).not.toContain('session_token');
    }
    const failures = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.sign-in.failed'));
    const refused = failures.filter(
      (row) => (row.details as { reason?: string } | null)?.reason === 'invalid-characters',
    );
    expect(refused).toHaveLength(bodies.length);
    expect(refused.map((row) => row.actorName)).toContain('adm\uFFFDin');
  });
});

describe.each(DATABASE_KINDS)('sign-in with the database down on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    await createAdmin(database);
  });

  afterAll(async () => {
    // Its handle is closed already; a second close fails before the database is dropped.
    await releaseTestDatabase(database).catch(() => undefined);
    if (database.url) {
      const name = new URL(database.url).pathname.slice(1);
      const cleanup = new Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    }
  });

  it('answers 503 with a JSON message the login form can show', async () => {
    expect((await signIn()).response.status).toBe(200);
    await database.close();
    const { response } = await signIn();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      code: 'UNAVAILABLE',
      message: 'The server is unavailable. Please try again shortly.',
    });
  });
});
