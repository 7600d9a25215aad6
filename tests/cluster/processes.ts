import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): RunningProcess {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
 * deploy/nginx.conf pointed at loopback: its marked `listen` and `server site:3000` lines are
 * replaced, its pid and temp files go to `prefix` and its log to stderr. Each reply names the
 * instance that answered it (X-Cluster-Upstream) so a test can see the balancing.
 */
export function clusterNginxConfig(upstreams: number[], port: number, prefix: string): string {
  const source = readFileSync(path.resolve('deploy/nginx.conf'), 'utf8');
  const replace = (text: string, pattern: RegExp, by: (match: string[]) => string) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf has no line matching ${pattern}`);
    return text.replace(pattern, (...match: string[]) => by(match));
  };
  let config = replace(
    source,
    /^(\s*)listen 80;\s*# cluster: listen$/m,
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
    /^(\s*)proxy_pass http:\/\/sonara_site;$/m,
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

/** Debian's nginx as a process of this test (never the system service), on a free port. */
export async function startNginx(upstreams: number[], port: number): Promise<Nginx> {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'sonara-nginx-'));
  mkdirSync(path.join(prefix, 'tmp'));
  writeFileSync(path.join(prefix, 'nginx.conf'), clusterNginxConfig(upstreams, port, prefix));
  const nginx = run(
    'nginx',
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')],
    prefix,
    process.env,
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (!(await send(`${url}/api/health`).catch(() => undefined))) {
    if (Date.now() > deadline || nginx.process.exitCode !== null) {
      await nginx.stop();
      throw new Error(`nginx did not start:\n${nginx.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = async () => {
    await nginx.stop();
    rmSync(prefix, { recursive: true, force: true });
  };
  return { ...nginx, stop, url, port };
}
