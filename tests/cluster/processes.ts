import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../e2e/own-server';
import { send } from './http';

/** The standalone server that `next build` and scripts/standalone.sh made. */
export const STANDALONE_SERVER = path.resolve(
  process.env.NEXT_DIST_DIR || '.next',
  'standalone',
  'server.js',
);

export interface RunningProcess {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  { detached = false } = {},
): RunningProcess {
  const child = spawn(command, args, { cwd, env, detached, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  return { process: child, output: () => output, exited, stop };
}

async function waitForHealth(url: string, server: RunningProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const reply = await send(url).catch(() => undefined);
    if (reply?.status === 200) return;
    if (server.process.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop();
  throw new Error(`${url} did not become healthy:\n${server.output()}`);
}

export interface SiteInstance extends RunningProcess {
  port: number;
  url: string;
}

/**
 * `node <distDir>/standalone/server.js` on a free loopback port (its environment may depend on
 * its own address), started from another folder: the server must need nothing outside its own.
 */
export async function startInstance(
  env: Record<string, string> | ((url: string) => Record<string, string>),
): Promise<SiteInstance> {
  if (!existsSync(STANDALONE_SERVER)) {
    throw new Error(`${STANDALONE_SERVER} is missing: run next build and scripts/standalone.sh`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // This runner's own database settings stay out: each instance gets only the ones it is given.
  const { DATABASE_URL, PGLITE_DIR, ...inherited } = process.env;
  void DATABASE_URL;
  void PGLITE_DIR;
  const server = run(process.execPath, [STANDALONE_SERVER], os.tmpdir(), {
    ...inherited,
    SITE_URL: url,
    ...(typeof env === 'function' ? env(url) : env),
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
  });
  await waitForHealth(`${url}/api/health`, server);
  return { ...server, port, url };
}

/** A fresh, empty PostgreSQL database on the test server; `drop` removes it. */
export async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `sonara_cluster_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const query = async (sql: string) => {
    const client = new Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * deploy/nginx.conf pointed at loopback: its lines marked `# cluster:` get the test's port, the
 * instances' ports, a cache folder under `prefix` and `localhost` as the admin's host name; its
 * pid and temp files go to `prefix` and its log to stderr. Each reply names the instance that
 * answered it (X-Cluster-Upstream) so a test can see the balancing. Everything else is the
 * shipped file as it is.
 */
export function clusterNginxConfig(upstreams: number[], port: number, prefix: string): string {
  const source = readFileSync(path.resolve('deploy/nginx.conf'), 'utf8');
  const replace = (text: string, pattern: RegExp, by: (match: string[]) => string) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf has no line matching ${pattern}`);
    return text.replace(pattern, (...match: string[]) => by(match));
  };
  let config = replace(
    source,
    /^(\s*)listen 80;\s*# cluster: listen$/gm,
    ([, indent]) => `${indent}listen 127.0.0.1:${port};`,
  );
  config = replace(
    config,
    /^(\s*)server site:3000( [^;]*)?;\s*# cluster: upstream$/m,
    ([, indent, rest]) =>
      upstreams.map((p) => `${indent}server 127.0.0.1:${p}${rest ?? ''};`).join('\n'),
  );
  config = replace(
    config,
    /^(\s*proxy_cache_path) \S+( .*;)\s*# cluster: cache$/m,
    ([, start, rest]) => `${start} ${prefix}/cache${rest}`,
  );
  config = replace(
    config,
    /^(\s*)server_name \S+;\s*# cluster: admin host$/m,
    ([, indent]) => `${indent}server_name localhost;`,
  );
  config = replace(
    config,
    /^(\s*)proxy_pass http:\/\/sonara_site;$/gm,
    ([line, indent]) => `${line}\n${indent}add_header X-Cluster-Upstream $upstream_addr always;`,
  );
  config = replace(config, /^http \{$/m, ([line]) =>
    [
      line,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${prefix}/tmp/${kind};`,
      ),
    ].join('\n'),
  );
  return `daemon off;\npid ${prefix}/nginx.pid;\nerror_log stderr warn;\n${config}`;
}

export interface Nginx extends RunningProcess {
  url: string;
  port: number;
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

/**
 * Debian's nginx as a process of this test (never the system service), on a free port, in a
 * process group of its own: stopping it ends the master and its workers, and returns only once
 * nothing listens on its port any more.
 */
export async function startNginx(upstreams: number[], port: number): Promise<Nginx> {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'sonara-nginx-'));
  // Started as root, nginx runs its workers as an unprivileged user, who must be able to write
  // the cache and the temp files.
  chmodSync(prefix, 0o755);
  for (const folder of ['tmp', 'cache']) {
    mkdirSync(path.join(prefix, folder));
    chmodSync(path.join(prefix, folder), 0o777);
  }
  writeFileSync(path.join(prefix, 'nginx.conf'), clusterNginxConfig(upstreams, port, prefix));
  const nginx = run(
    'nginx',
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')],
    prefix,
    process.env,
    { detached: true },
  );
  const stop = async () => {
    const group = nginx.process.pid;
    if (
      group !== undefined &&
      nginx.process.exitCode === null &&
      nginx.process.signalCode === null
    ) {
      // The master's fast shutdown: it stops its workers, then exits.
      nginx.process.kill('SIGTERM');
      const exited = await Promise.race([nginx.exited.then(() => true), delay(10_000, false)]);
      // A master that did not end in time takes its workers with it.
      if (!exited) killGroup(group, 'SIGKILL');
      await nginx.exited;
    }
    // A worker outlives its master by a moment; none may be left listening.
    for (let i = 0; (await listening(port)) && i < 100; i += 1) {
      if (group !== undefined && i === 50) killGroup(group, 'SIGKILL');
      await delay(100, undefined);
    }
    if (await listening(port)) throw new Error(`nginx still listens on ${port} after its stop`);
    rmSync(prefix, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (!(await send(`${url}/api/health`).catch(() => undefined))) {
    if (Date.now() > deadline || nginx.process.exitCode !== null) {
      await stop();
      throw new Error(`nginx did not start:\n${nginx.output()}`);
    }
    await delay(100, undefined);
  }
  return { ...nginx, stop, url, port };
}

function killGroup(group: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-group, signal);
  } catch {
    // The group is gone already.
  }
}

function delay<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}
