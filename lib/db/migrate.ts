import 'server-only';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from '@/lib/db/client';
import { seedDatabase } from '@/lib/db/seed';

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');
// Any constant works; it only has to be the same for every instance of this site.
const MIGRATION_LOCK_ID = 727_011;

/** Applies pending migrations and the one-time seed. Safe to run twice and from several instances. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
    await seedDatabase(handle.db);
    return;
  }
  // Serialize concurrent start-ups: the advisory lock is held on one pooled connection meanwhile.
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await migratePg(tx as unknown as NodePgDatabase, config);
    await seedDatabase(tx);
  });
}
