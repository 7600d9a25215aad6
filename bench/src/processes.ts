import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { EMPTY_APP_DIR, NEXT_BIN, ROOT, STANDALONE_SERVER, WORK_DIR } from './paths';
import { sleep } from './stats';

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  name: string;
  url: string;
  port: number;
  pid: number;
  logFile: string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<string>;
  /** SIGTERM, then SIGKILL after 15 s: a clean shutdown (the database is closed). */
  stop: () => Promise<void>;
  /** SIGKILL: the process dies at once, mid-request. */
  kill: () => Promise<void>;
}

export interface ServerOptions {
  name: string;
  command: string;
  args: string[];
  env: Record<string, string>;
  port: number;
  /** Path polled until it answers (any status below 500 counts as up). */
  readyPath: string;
  readyTimeoutMs?: number;
  cwd?: string;
}

/** Environment for a child: this process's, minus database settings a caller did not choose. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['DATABASE_URL', 'PGLITE_DIR', 'TEST_DATABASE_URL', 'NODE_OPTIONS']) {
    delete base[key];
  }
  return { ...base, NEXT_TELEMETRY_DISABLED: '1', ...extra };
}

async function waitForHttp(url: string, timeoutMs: number, exited: () => boolean) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`server exited before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts a server process, logs it to bench/.work/logs, and waits until it answers. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const logDir = path.join(WORK_DIR, 'logs');
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `${options.name}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  log.write(`\n=== ${new Date().toISOString()} ${options.command} ${options.args.join(' ')}\n`);
  const child: ChildProcess = spawn(options.command, options.args, {
    cwd: options.cwd ?? ROOT,
    env: childEnv(options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  let done = false;
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      done = true;
      resolve(signal ?? String(code));
    });
    // A command that cannot start (not installed) emits only this: the section fails, not the run.
    child.once('error', (error) => {
      log.write(`=== ${options.command} could not start: ${error.message}\n`);
      done = true;
      resolve(error.message);
    });
  });
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await waitForHttp(`${url}${options.readyPath}`, options.readyTimeoutMs ?? 120_000, () => done);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(
      `${options.name}: ${error instanceof Error ? error.message : error} (log: ${logFile})`,
    );
  }
  const signalAndWait = async (signal: NodeJS.Signals, graceMs: number) => {
    if (done) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  return {
    name: options.name,
    url,
    port: options.port,
    pid: child.pid ?? -1,
    logFile,
    exited,
    stop: () => signalAndWait('SIGTERM', 15_000),
    kill: () => signalAndWait('SIGKILL', 0),
  };
}

export interface SiteServerOptions {
  name: string;
  port?: number;
  /** PGlite folder, or a PostgreSQL URL in `databaseUrl`. */
  pgliteDir?: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}

/**
 * The site's standalone server (`node <distDir>/standalone/server.js`, what the container runs),
 * with its own database and SITE_URL on its port, started outside the checkout so it needs nothing
 * but its own folder.
 */
export async function startSite(options: SiteServerOptions): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  return startServer({
    name: options.name,
    command: process.execPath,
    args: [STANDALONE_SERVER],
    cwd: WORK_DIR,
    port,
    readyPath: '/api/health',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: options.databaseUrl ?? '',
      PGLITE_DIR: options.pgliteDir ?? path.join(WORK_DIR, 'db', options.name),
      ...options.env,
    },
  });
}

/** `next start` of a floor app built by bench/run.sh: the empty app unless told another. */
export async function startEmptyApp(dir = EMPTY_APP_DIR): Promise<RunningServer> {
  const port = await freePort();
  return startServer({
    name: path.basename(dir),
    command: process.execPath,
    args: [NEXT_BIN, 'start', dir, '-p', String(port), '-H', '127.0.0.1'],
    port,
    readyPath: '/',
    env: { NODE_ENV: 'production' },
  });
}

/** Runs `work` against a server started by `start`, and stops the server afterwards. */
export async function withServer<T>(
  start: () => Promise<RunningServer>,
  work: (server: RunningServer) => Promise<T>,
): Promise<T> {
  const server = await start();
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}
