import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createAuth } from '@/lib/auth/auth';
import { openDatabase, type DatabaseHandle } from '@/lib/db/client';
import { session, user } from '@/lib/db/schema';
import { SITE, siteRequest } from '@/tests/integration/admin-harness';

const FIRST = 'first long password 12';
const SECOND = 'second long password 34';

/** `npm run admin:create -- <args>` on a PGlite folder, the password on standard input. */
function adminCreate(dir: string, args: string[], stdin: string) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(
      path.join('node_modules', '.bin', 'tsx'),
      ['--conditions=react-server', 'scripts/admin-create.ts', ...args],
      { env: { ...process.env, PGLITE_DIR: dir, DATABASE_URL: '' }, stdio: 'pipe' },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
    child.stdin.end(stdin);
  });
}

/** Opens the folder the script wrote (after it exited: PGlite allows one process at a time). */
async function withDatabase<T>(dir: string, read: (handle: DatabaseHandle) => Promise<T>) {
  const handle = openDatabase({ pgliteDir: dir });
  try {
    return await read(handle);
  } finally {
    await handle.close();
  }
}

function signInStatus(handle: DatabaseHandle, password: string): Promise<number> {
  const auth = createAuth({
    db: handle.db,
    secret: 'integration-secret-integration-secret-0123',
    siteUrl: SITE,
    appName: 'Test',
    trustProxy: false,
  });
  return auth
    .handler(
      siteRequest('/api/auth/sign-in/username', {
        method: 'POST',
        body: { username: 'alice', password },
      }),
    )
    .then((response) => response.status);
}

describe('npm run admin:create', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sonara-admin-create-'));
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates an admin, and --reset replaces its password and signs it out everywhere', async () => {
    const created = await adminCreate(dir, ['alice'], `${FIRST}\n`);
    expect(created).toMatchObject({
      code: 0,
      output: expect.stringContaining('Admin alice created.'),
    });
    await withDatabase(dir, async (handle) => {
      const { db } = handle;
      const [row] = await db.select().from(user).where(eq(user.username, 'alice'));
      expect(row?.role).toBe('admin');
      // Two sessions, as if signed in on two devices.
      expect(await signInStatus(handle, FIRST)).toBe(200);
      expect(await signInStatus(handle, FIRST)).toBe(200);
      expect(await db.select().from(session)).toHaveLength(2);
    });

    const reset = await adminCreate(dir, ['alice', '--reset'], SECOND);
    expect(reset).toMatchObject({
      code: 0,
      output: expect.stringContaining('Password of alice replaced.'),
    });
    await withDatabase(dir, async (handle) => {
      expect(await handle.db.select().from(session)).toHaveLength(0);
      expect(await signInStatus(handle, FIRST)).toBe(401);
      expect(await signInStatus(handle, SECOND)).toBe(200);
    });
  }, 180_000);
});
