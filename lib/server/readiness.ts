import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDb, selectRows, type Database } from '@/lib/db/client';
import { jsonNoStore } from '@/lib/http/json';
import { isStarting } from '@/lib/server/availability';

export type Readiness =
  | { status: 'ok' }
  | { status: 'starting' | 'database-unavailable' | 'migrations-pending'; reason: string };

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');

let journalCache: { folder: string; stamps: number[] } | undefined;

/** The creation stamps of the migrations this build ships (drizzle's journal), read once. */
function shippedMigrations(folder: string): number[] {
  if (journalCache?.folder !== folder) {
    const journal = JSON.parse(
      readFileSync(path.join(/* turbopackIgnore: true */ folder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { when: number }[] };
    journalCache = { folder, stamps: journal.entries.map((entry) => entry.when) };
  }
  return journalCache.stamps;
}

/** PostgreSQL's "relation does not exist": the database answers but was never migrated. */
function isMissingTable(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '42P01') return true;
  }
  return false;
}

/**
 * Whether this instance can serve: the database answers and has every migration of this build
 * (one query, so a load balancer may ask often). A server started against a database another
 * version migrated, or whose migration failed, is not ready even though it runs.
 */
export async function checkReadiness(
  db: Database,
  folder: string = MIGRATIONS_FOLDER,
): Promise<Readiness> {
  let applied: Set<number>;
  try {
    const rows = await selectRows<{ created_at: string | number }>(
      db,
      sql`select created_at from drizzle.__drizzle_migrations`,
    );
    applied = new Set(rows.map((row) => Number(row.created_at)));
  } catch (error) {
    if (!isMissingTable(error)) {
      return { status: 'database-unavailable', reason: 'The database does not answer.' };
    }
    applied = new Set();
  }
  const pending = shippedMigrations(folder).filter((stamp) => !applied.has(stamp)).length;
  if (pending > 0) {
    return {
      status: 'migrations-pending',
      reason: `${pending} database migration${pending === 1 ? '' : 's'} of this version not applied.`,
    };
  }
  return { status: 'ok' };
}

/** Readiness of this process: not ready while it starts, else as `checkReadiness` finds it. */
export async function currentReadiness(db: Database): Promise<Readiness> {
  if (isStarting()) return { status: 'starting', reason: 'The server is starting.' };
  return checkReadiness(db);
}

/** Whether this process's database answers a query now (migrated or not). */
export async function databaseAnswers(): Promise<boolean> {
  return (await checkReadiness(getDb())).status !== 'database-unavailable';
}

/** The readiness answer: 200 when ready, else 503 with the reason. Never cached. */
export function readinessResponse(readiness: Readiness): Response {
  return jsonNoStore(readiness, readiness.status === 'ok' ? 200 : 503);
}
