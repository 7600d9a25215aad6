import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
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

/** True while something accepts connections on the loopback port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

// The README's run command (`npm run serve`), on the build the e2e run just made: SERVE_SKIP_BUILD
// skips its install and build, which `npm run test:e2e` has done already. A supervisor stops it by
// sending SIGTERM to the process it started, npm, and npm's shell does not pass signals on.
test('npm run serve serves the site on a fresh database and stops cleanly on SIGTERM to npm', async () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sonara-serve-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // A process group of its own, so nothing the script started can outlive the test.
  const child = spawn('npm', ['run', 'serve'], {
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

    // npm alone gets the signal, as from a supervisor (not the whole group, as Ctrl-C would).
    child.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise<string>((resolve) => setTimeout(() => resolve('still running'), 30_000)),
    ]);
    // npm ends with the server's own status, the conventional one of a SIGTERM, once the server's
    // shutdown has finished.
    expect(code, output).toBe(143);
    expect(output).toContain('[server] stopped cleanly: background work ended, pglite closed');
    expect(await listening(port)).toBe(false);
    // Nothing that npm started is left running.
    expect(groupAlive(groupId)).toBe(false);

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
