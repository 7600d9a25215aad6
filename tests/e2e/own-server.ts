import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

/** A free loopback port. */
export function freePort(): Promise<number> {
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

export interface OwnServer {
  port: number;
  /** The embedded database's folder. */
  dir: string;
  process: ChildProcess;
  /** Everything it printed. */
  output: () => string;
  exited: Promise<number | null>;
  /** Kills it (if still running) and removes its database. */
  dispose: () => void;
}

/**
 * A `next start` of the e2e build with its own port, PGlite folder and environment, for tests
 * that need a server configured unlike the shared one (or one they may stop).
 */
export async function startOwnServer(
  env: Record<string, string> | ((port: number) => Record<string, string>) = {},
  { readyPath = '/api/health' }: { readyPath?: string } = {},
): Promise<OwnServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sonara-e2e-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      env: {
        ...process.env,
        PGLITE_DIR: dir,
        DATABASE_URL: '',
        SITE_URL: `http://127.0.0.1:${port}`,
        // Tests fill forms faster than a person; a spec that tests the spam timing sets its own.
        SPAM_MIN_SUBMIT_SECONDS: '0',
        // Pixel specs run on one origin; the spec of the pixels' origin gate clears this.
        ALLOW_PIXELS_ON_ADMIN_ORIGIN: 'true',
        ...(typeof env === 'function' ? env(port) : env),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const dispose = () => {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await expect
      .poll(
        async () => (await fetch(`http://127.0.0.1:${port}${readyPath}`).catch(() => null))?.status,
        { timeout: 60_000 },
      )
      .toBe(200);
  } catch (error) {
    dispose();
    throw new Error(`the server did not start:\n${output}`, { cause: error });
  }
  return { port, dir, process: child, output: () => output, exited, dispose };
}
