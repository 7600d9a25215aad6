import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { freePort, startOwnServer } from './own-server';

/** How long a server with a bad variable may take to give up. */
const EXIT_LIMIT_MS = 30_000;

/** Starts `next start` of the e2e build and waits for it to exit (or the limit to pass). */
async function startExpectingExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string; port: number }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sonara-e2e-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      env: { ...process.env, PGLITE_DIR: dir, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => {
    const limit = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(null);
    }, EXIT_LIMIT_MS);
    child.on('exit', (exitCode) => {
      clearTimeout(limit);
      resolve(exitCode);
    });
  });
  rmSync(dir, { recursive: true, force: true });
  return { code, output, port };
}

test.describe('a bad environment value stops the server', () => {
  const CASES: { name: string; env: Record<string, string>; names: string[]; secret?: string }[] = [
    {
      name: 'a rate limit out of range',
      env: { RATE_LIMIT_MAX: '100000' },
      names: ['RATE_LIMIT_MAX'],
    },
    {
      name: 'an 11-character admin password',
      env: { ADMIN_USERNAME: 'bad_env_admin', ADMIN_PASSWORD: 'elevenchars' },
      names: ['ADMIN_PASSWORD'],
      secret: 'elevenchars',
    },
    {
      name: 'several bad values at once',
      env: { RATE_LIMIT_MAX: '0', SITE_URL: 'not a url', BETTER_AUTH_SECRET: 'too-short-secret' },
      names: ['RATE_LIMIT_MAX', 'SITE_URL', 'BETTER_AUTH_SECRET'],
      secret: 'too-short-secret',
    },
  ];

  for (const { name, env, names, secret } of CASES) {
    test(`${name}: exits non-zero naming the variable`, async () => {
      test.setTimeout(EXIT_LIMIT_MS + 15_000);
      const { code, output } = await startExpectingExit(env);
      expect(code, output).not.toBeNull();
      expect(code).not.toBe(0);
      for (const variable of names) expect(output).toContain(variable);
      expect(output).toContain('Not starting');
      if (secret) expect(output).not.toContain(secret);
      // The message alone, no stack trace around it.
      expect(output).not.toMatch(/^\s+at /m);
    });
  }
});

test('a production start without ADMIN_URL says what is at risk and how to fix it', async () => {
  test.setTimeout(90_000);
  const server = await startOwnServer();
  try {
    const output = server.output();
    expect(output).toContain('ADMIN_URL is not set');
    expect(output).toMatch(/tracking pixel.*can act as a signed-in admin/i);
    expect(output).toMatch(/set ADMIN_URL to it/);
  } finally {
    server.dispose();
  }
});
