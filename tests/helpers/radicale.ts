import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A real CalDAV server for tests: Debian's Radicale (scripts/ci/ensure-system-deps.sh installs it)
 * on 127.0.0.1 and a free port, with its own temporary storage and a plain htpasswd file. Never the
 * system service: the test owns the process and must call stop() (in afterAll), which also removes
 * the storage.
 */
export interface RadicaleServer {
  /** http://127.0.0.1:<port>/ */
  url: string;
  /** The one user's collection root: `${url}${user}/`. */
  userUrl: string;
  user: string;
  password: string;
  stop: () => Promise<void>;
}

const RADICALE_BIN = process.env.RADICALE_BIN ?? 'radicale';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Waits until the server answers HTTP, or fails with its output when it exits or takes too long. */
async function untilAnswering(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`Radicale exited with code ${child.exitCode}:\n${output()}`);
    }
    try {
      await fetch(url, { signal: AbortSignal.timeout(1_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`Radicale did not answer on ${url} within 15 s:\n${output()}`);
}

const running = new Set<ChildProcess>();
// A test process that ends without its afterAll (a crash) takes its servers with it.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startRadicale({
  user = 'member',
  password = 'calendar-pass',
}: { user?: string; password?: string } = {}): Promise<RadicaleServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sonara-radicale-'));
  const port = await freePort();
  await writeFile(path.join(dir, 'users'), `${user}:${password}\n`);
  await writeFile(
    path.join(dir, 'config'),
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${path.join(dir, 'users')}`,
      'htpasswd_encryption = plain',
      'delay = 0',
      '[rights]',
      'type = owner_only',
      '[storage]',
      `filesystem_folder = ${path.join(dir, 'collections')}`,
      '[logging]',
      'level = warning',
      '',
    ].join('\n'),
  );
  let output = '';
  const child = spawn(RADICALE_BIN, ['--config', path.join(dir, 'config')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const spawned = new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', (error) =>
      reject(
        new Error(
          `Radicale could not be started (${error.message}); install Debian's radicale package (scripts/ci/ensure-system-deps.sh).`,
        ),
      ),
    );
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killLater = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killLater);
    }
    running.delete(child);
    await rm(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}/`;
  try {
    await spawned;
    await untilAnswering(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, userUrl: `${url}${user}/`, user, password, stop };
}
