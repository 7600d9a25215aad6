import { once } from 'node:events';
import { Client, type Pool } from 'pg';
import { TEST_DATABASE_URL, createTestDatabase, type TestDatabase } from '@/tests/helpers/db';

const describePostgres = TEST_DATABASE_URL ? describe : describe.skip;

describePostgres('a PostgreSQL connection lost while a client is checked out', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('postgres', { migrate: false });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('is logged, not thrown at the process (the pool only listens on idle clients)', async () => {
    const pool = (database.db as unknown as { $client: Pool }).$client;
    const client = await pool.connect();
    const lost = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(client.listenerCount('error')).toBeGreaterThan(0);
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      const operator = new Client({ connectionString: database.url });
      await operator.connect();
      const errored = once(client, 'error');
      await operator.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await operator.end();
      await errored;
      expect(lost).toHaveBeenCalledWith(
        expect.stringMatching(/^\[db\] connection lost: .*terminat/),
      );
    } finally {
      client.release(true);
      lost.mockRestore();
    }
    // The pool opens a new connection for the next query.
    expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});
