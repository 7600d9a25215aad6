import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test } from './fixtures';

/** A free loopback port. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`on ${signal} the server finishes its work and closes the embedded database`, async () => {
    test.setTimeout(90_000);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sonara-shutdown-'));
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    // The production build made for the e2e run, on its own port and PGlite folder.
    const server = spawn(
      process.execPath,
      ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
      {
        env: { ...process.env, PGLITE_DIR: dir, DATABASE_URL: '', SITE_URL: origin },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    try {
      await expect
        .poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status, {
          timeout: 60_000,
        })
        .toBe(200);
      // Work that touches the database, right before the signal.
      expect((await fetch(`${origin}/careers`)).status).toBe(200);
      server.kill(signal);
      expect(await exited).toBe(signal === 'SIGTERM' ? 143 : 130);
      expect(output).toContain('[server] stopped cleanly: background work ended, pglite closed');

      // The folder opens again and holds the seeded jobs.
      const reopened = new PGlite(dir);
      const { rows } = await reopened.query<{ count: number }>(
        'select count(*)::int as count from jobs',
      );
      expect(rows[0]?.count).toBe(2);
      await reopened.close();
    } finally {
      server.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
