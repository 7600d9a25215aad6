import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test } from './fixtures';
import { freePort } from './own-server';

/** True while any process of the group is alive. */
function groupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}

// The README's run command (`npm run serve`), on the build the e2e run just made: SERVE_SKIP_BUILD
// skips its install and build, which `npm run test:e2e` has done already.
test('scripts/serve.sh serves the site on a fresh database and stops cleanly on SIGTERM', async () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sonara-serve-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // A process group of its own, so nothing the script started can outlive the test.
  const child = spawn('bash', ['scripts/serve.sh'], {
    env: {
      ...process.env,
      SERVE_SKIP_BUILD: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: dir,
      DATABASE_URL: '',
      SITE_URL: origin,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const groupId = child.pid ?? 0;
  try {
    await expect
      .poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status, {
        timeout: 60_000,
        message: `/api/health did not answer 200:\n${output}`,
      })
      .toBe(200);
    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<h1');

    child.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise<string>((resolve) => setTimeout(() => resolve('still running'), 30_000)),
    ]);
    // The server ends with the conventional status of a SIGTERM once its shutdown has finished.
    expect(code, output).toBe(143);
    expect(output).toContain('[server] stopped cleanly: background work ended, pglite closed');
    // No server left behind by a wrapper that did not pass the signal on.
    await expect.poll(() => groupAlive(groupId), { timeout: 5_000 }).toBe(false);

    // The database it created opens again with the seeded jobs.
    const reopened = new PGlite(dir);
    const { rows } = await reopened.query<{ count: number }>(
      'select count(*)::int as count from jobs',
    );
    expect(rows[0]?.count).toBe(2);
    await reopened.close();
  } finally {
    if (groupAlive(groupId)) process.kill(-groupId, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});
