import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { env } from '@/lib/config/env';
import * as schema from '@/lib/db/schema';
import { log } from '@/lib/log/logger';

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

interface DatabaseOptions {
  databaseUrl?: string;
  pgliteDir?: string;
}

/** Opens PostgreSQL when a URL is given, else embedded PGlite in `pgliteDir` (created if missing). */
export function openDatabase({ databaseUrl, pgliteDir }: DatabaseOptions): DatabaseHandle {
  if (databaseUrl) {
    const pool = new Pool({
      connectionString: databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // A client losing its connection (PostgreSQL restarted, a backend terminated) must not crash
    // the process; the queries it was running report their own errors. The pool listens on idle
    // clients only, so every client gets a listener of its own, also while it is checked out.
    pool.on('connect', (client) =>
      client.on('error', (error) =>
        log.error('db.connection-lost', `[db] connection lost: ${error.message}`),
      ),
    );
    // The pool passes an idle client's error on as well; the client's listener has logged it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dir = path.resolve(/* turbopackIgnore: true */ pgliteDir ?? '.data/pglite');
  mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => (client.closed ? Promise.resolve() : client.close()) };
}

const globalKey = Symbol.for('sonara.db');
type GlobalWithDb = typeof globalThis & { [globalKey]?: DatabaseHandle };

/** The process-wide database handle, shared by instrumentation and every route bundle. */
export function databaseHandle(): DatabaseHandle {
  const holder = globalThis as GlobalWithDb;
  if (!holder[globalKey]) {
    const e = env();
    holder[globalKey] = openDatabase({ databaseUrl: e.DATABASE_URL, pgliteDir: e.PGLITE_DIR });
  }
  return holder[globalKey];
}

export function getDb(): Database {
  return databaseHandle().db;
}

/** Closes the process-wide handle (on shutdown); a later call to getDb() opens a new one. */
export async function closeDb(): Promise<void> {
  const holder = globalThis as GlobalWithDb;
  const handle = holder[globalKey];
  holder[globalKey] = undefined;
  await handle?.close();
}

/** Rows of a raw SQL query; node-postgres and PGlite both answer with `{ rows }`. */
export async function selectRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
