import { eq, sql } from 'drizzle-orm';
import { selectRows } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import { jobs } from '@/lib/db/schema';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from '@/tests/helpers/db';

describe.each(DATABASE_KINDS)('migrations on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('creates the schema and seeds the two default jobs', async () => {
    const rows = await database.db.select().from(jobs).orderBy(jobs.reqNumber);
    expect(rows.map((row) => row.title)).toEqual([
      'Senior AI Solutions Specialist',
      'AI Implementation Engineer',
    ]);
    expect(rows.map((row) => row.function)).toEqual(['sales', 'tech']);
    expect(rows.every((row) => row.isActive)).toBe(true);
    expect(rows[0]?.reqNumber).toMatch(/^SON-\d{4}-001$/);
  });

  it('is harmless to run twice, and a deleted default stays deleted', async () => {
    await database.db.delete(jobs).where(eq(jobs.id, 'job-default-1'));
    await migrateDatabase(database);
    const rows = await database.db.select().from(jobs);
    expect(rows.map((row) => row.id)).toEqual(['job-default-2']);
  });

  it('enables row level security on every table', async () => {
    const rows = await selectRows<{ relname: string; relrowsecurity: boolean }>(
      database.db,
      sql`select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(17);
    expect(rows.filter((row) => !row.relrowsecurity).map((row) => row.relname)).toEqual([]);
  });
});
