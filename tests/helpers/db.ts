import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';

export type DatabaseKind = 'pglite' | 'postgres';

/** PostgreSQL URL for tests (a server the tests may create databases on), when there is one. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** The database kinds this run can test: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DATABASE_KINDS: DatabaseKind[] = TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase extends DatabaseHandle {
  /** Connection string for a PostgreSQL test database (undefined for PGlite). */
  url?: string;
  /** PGlite folder (undefined for PostgreSQL). */
  dir?: string;
  destroy: () => Promise<void>;
}

/** A fresh, empty database of the given kind; `migrate` applies migrations and the seed. */
export async function createTestDatabase(
  kind: DatabaseKind,
  { migrate = true } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sonara-pglite-'));
    const handle = openDatabase({ pgliteDir: dir });
    if (migrate) await migrateDatabase(handle);
    return {
      ...handle,
      dir,
      destroy: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `sonara_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString() });
  if (migrate) await migrateDatabase(handle);
  return {
    ...handle,
    url: url.toString(),
    destroy: async () => {
      await handle.close();
      await dropDatabase(name);
    },
  };
}

/** PostgreSQL's code for a refusal to end another role's session (an autovacuum worker's). */
const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * Drops a throwaway database. FORCE ends this role's sessions on it, but not an autovacuum
 * worker that PostgreSQL may have started on the fresh database: that drop is refused, and the
 * worker ends by itself, so the drop is tried again.
 */
async function dropDatabase(name: string, attempts = 20): Promise<void> {
  const cleanup = new Client({ connectionString: TEST_DATABASE_URL });
  await cleanup.connect();
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code !== INSUFFICIENT_PRIVILEGE || attempt >= attempts) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } finally {
    await cleanup.end();
  }
}

/**
 * Makes a test database unreachable the way production loses it: PGlite closed, the PostgreSQL
 * database dropped under the open pool.
 */
export async function takeDatabaseDown(database: TestDatabase): Promise<void> {
  if (!database.url) {
    await database.close();
    return;
  }
  const name = new URL(database.url).pathname.slice(1);
  const admin = new Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
