import { closeDb, databaseHandle } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';

async function main() {
  const handle = databaseHandle();
  await migrateDatabase(handle);
  console.log(`Migrations applied (${handle.kind}).`);
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
