import { PGlite } from '@electric-sql/pglite';
import { expect, test } from './fixtures';
import { startOwnServer } from './own-server';

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`on ${signal} the server finishes its work and closes the embedded database`, async () => {
    test.setTimeout(90_000);
    const server = await startOwnServer();
    try {
      // Work that touches the database, right before the signal.
      expect((await fetch(`http://127.0.0.1:${server.port}/careers`)).status).toBe(200);
      server.process.kill(signal);
      expect(await server.exited).toBe(signal === 'SIGTERM' ? 143 : 130);
      expect(server.output()).toContain(
        '[server] stopped cleanly: background work ended, pglite closed',
      );

      // The folder opens again and holds the seeded jobs.
      const reopened = new PGlite(server.dir);
      const { rows } = await reopened.query<{ count: number }>(
        'select count(*)::int as count from jobs',
      );
      expect(rows[0]?.count).toBe(2);
      await reopened.close();
    } finally {
      server.dispose();
    }
  });
}
