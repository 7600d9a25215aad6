import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';
import { checkReadiness } from '@/lib/server/readiness';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from '@/tests/helpers/db';
import { releaseTestDatabase, useTestDatabase } from '@/tests/integration/admin-harness';

const get = (path: string) => new Request(`http://localhost:3999${path}`);

describe.each(DATABASE_KINDS)('health endpoints on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
  });
  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  it('answers readiness, and /api/health as its alias, with 200 on a migrated database', async () => {
    const ready = await import('@/app/api/health/ready/route');
    const alias = await import('@/app/api/health/route');
    for (const GET of [ready.GET, alias.GET]) {
      const response = await GET(get('/api/health/ready'));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-request-id')).toBeTruthy();
    }
  });

  it('is not ready while a migration of this version is missing', async () => {
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const { GET } = await import('@/app/api/health/ready/route');
    const response = await GET(get('/api/health/ready'));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'migrations-pending',
      reason: '1 database migration of this version not applied.',
    });
    // Liveness does not look at the database: the process itself is fine.
    const live = await import('@/app/api/health/live/route');
    const alive = await live.GET(get('/api/health/live'));
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ status: 'ok' });
  });

  it('is not ready on a database never migrated', async () => {
    const empty = await createTestDatabase(kind, { migrate: false });
    try {
      const readiness = await checkReadiness(empty.db);
      expect(readiness.status).toBe('migrations-pending');
    } finally {
      await empty.destroy();
    }
  });
});

describe('readiness without a database', () => {
  it('answers database-unavailable', async () => {
    const unreachable = openDatabase({
      databaseUrl: 'postgresql://nobody:nothing@127.0.0.1:9/none',
    });
    try {
      expect(await checkReadiness(unreachable.db)).toEqual({
        status: 'database-unavailable',
        reason: 'The database does not answer.',
      });
    } finally {
      await unreachable.close();
    }
  });
});
