import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { jsonLogLines } from './log-lines';
import { freePort, startOwnServer, type OwnServer } from './own-server';

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
  const server = await startOwnServer({ ALLOW_PIXELS_ON_ADMIN_ORIGIN: '' });
  try {
    const output = server.output();
    expect(output).toContain('ADMIN_URL is not set');
    expect(output).toMatch(/tracking pixel.*can act as a signed-in admin/i);
    expect(output).toContain('Public pages render no tracking pixel');
    expect(output).toMatch(/set ADMIN_URL to it/);
  } finally {
    server.dispose();
  }
});

test.describe('a production start tells the operator its configuration', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // No SITE_URL; the admin on localhost, the public site on 127.0.0.1 (two hosts, one server).
    server = await startOwnServer((port) => ({
      SITE_URL: '',
      ADMIN_URL: `http://localhost:${port}`,
    }));
  });
  test.afterAll(() => server?.dispose());

  test('warns that SITE_URL is unset and sums up the configuration in JSON lines', async () => {
    const lines = jsonLogLines(server.output());
    for (const line of lines) {
      expect(line).toEqual(
        expect.objectContaining({
          level: expect.any(String),
          time: expect.any(String),
          event: expect.any(String),
        }),
      );
    }
    const warning = lines.find((line) => line.event === 'server.site-url-unset');
    expect(String(warning?.msg)).toMatch(
      /SITE_URL is not set: canonical links, the sitemap, emails and Open Graph/,
    );
    expect(warning?.level).toBe('warn');
    const summary = lines.find((line) => line.event === 'server.config');
    expect(summary).toMatchObject({
      level: 'info',
      database: 'pglite',
      siteOrigin: 'http://localhost:3000',
      adminOrigin: `http://localhost:${server.port}`,
      smtp: false,
      trustProxy: false,
    });
    expect(String(summary?.msg)).toContain('[config] database: pglite');
  });

  test('answers the health checks on the public and the admin host', async () => {
    for (const host of [`127.0.0.1:${server.port}`, `localhost:${server.port}`]) {
      for (const path of ['/api/health', '/api/health/live', '/api/health/ready']) {
        const response = await rawGet(server.port, path, host);
        expect(response.status, `${host}${path}`).toBe(200);
        expect(JSON.parse(response.body)).toEqual({ status: 'ok' });
        expect(response.requestId).toMatch(/^[0-9a-f-]{36}$/);
      }
    }
  });
});

/** A GET with the given Host header (fetch cannot set it). */
function rawGet(
  port: number,
  path: string,
  host: string,
): Promise<{ status?: number; body: string; requestId?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          body,
          requestId: String(response.headers['x-request-id'] ?? ''),
        }),
      );
    });
    request.on('error', reject);
  });
}
