import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, readdirSync, rmSync, chownSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from './processes';

/**
 * A private PostgreSQL server for the benchmarks (Debian's binaries, its own data folder and
 * port), so the fault run can stop and start it without touching a cluster other work shares.
 */
export interface BenchPostgres {
  port: number;
  /** Creates (or re-creates) a database and returns its URL. */
  createDatabase: (name: string) => Promise<string>;
  /** `pg_ctl stop -m fast`: what `pg_ctlcluster … stop` does. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops the server and removes its data folder. */
  destroy: () => void;
}

function binDir(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const version = versions.at(-1);
  if (!version) {
    throw new Error(
      'PostgreSQL is not installed (run BENCH_DEPS=1 bash scripts/ci/ensure-system-deps.sh)',
    );
  }
  return path.join(base, version, 'bin');
}

/** PostgreSQL refuses to run as root, so as root its commands run as the `postgres` user. */
function commandFor(bin: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', bin, ...args]]
    : [bin, args];
}

function run(bin: string, args: string[]): string {
  const [command, fullArgs] = commandFor(bin, args);
  return execFileSync(command, fullArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The same without blocking the event loop (load keeps running while the server stops). */
async function runAsync(bin: string, args: string[]): Promise<void> {
  const [command, fullArgs] = commandFor(bin, args);
  await promisify(execFile)(command, fullArgs);
}

export async function startBenchPostgres(): Promise<BenchPostgres> {
  const bin = binDir();
  const root = path.join(os.tmpdir(), 'sonara-bench-postgres');
  const data = path.join(root, 'data');
  const pgCtl = path.join(bin, 'pg_ctl');
  if (existsSync(path.join(data, 'postmaster.pid'))) {
    try {
      run(pgCtl, ['stop', '-D', data, '-m', 'immediate', '-w']);
    } catch {
      // A stale pid file of a server that is gone.
    }
  }
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(root, uid, gid);
  }
  run(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-instructions',
  ]);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${root} -c max_connections=200`;
  const startArgs = [
    'start',
    '-D',
    data,
    '-w',
    '-t',
    '60',
    '-l',
    path.join(root, 'server.log'),
    '-o',
    options,
  ];
  run(pgCtl, startArgs);
  const adminUrl = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  return {
    port,
    createDatabase: async (name) => {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
        await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
      return `postgresql://postgres@127.0.0.1:${port}/${name}`;
    },
    stop: () => runAsync(pgCtl, ['stop', '-D', data, '-m', 'fast', '-w']),
    start: () => runAsync(pgCtl, startArgs),
    destroy: () => {
      try {
        run(pgCtl, ['stop', '-D', data, '-m', 'fast', '-w']);
      } catch {
        // Already stopped.
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
