import { GET as health } from '@/app/api/health/route';
import { isDatabaseUnavailable } from '@/lib/admin/db-unavailable';
import { DATABASE_KINDS, takeDatabaseDown, type TestDatabase } from '@/tests/helpers/db';
import {
  adminCookie,
  callAdmin,
  releaseTestDatabase,
  useTestDatabase,
} from '@/tests/integration/admin-harness';

/**
 * With the database gone (PGlite closed, the PostgreSQL database dropped under a running server),
 * the admin API answers 503 with Retry-After and a JSON error, not 500, and the health check says
 * so too. The admin's session was valid: only the database is missing.
 */

describe.each(DATABASE_KINDS)('database down on %s', (kind) => {
  let database: TestDatabase;
  let cookie: string;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    cookie = await adminCookie(database);
    expect((await callAdmin('jobs', { cookie })).status).toBe(200);
    expect((await health(new Request('http://localhost/api/health'))).status).toBe(200);
    await takeDatabaseDown(database);
  });
  afterAll(async () => {
    await releaseTestDatabase(database).catch(() => undefined);
  });

  it.each([
    ['jobs', 'GET'],
    ['leads', 'GET'],
    ['webhooks', 'GET'],
    ['deliveries', 'GET'],
    ['pixels', 'DELETE'],
  ])('answers %s (%s) with 503 and Retry-After', async (route, method) => {
    const response = await callAdmin(route, { cookie, method });
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({
      error: {
        code: 'unavailable',
        message: 'The database is unavailable. Please try again in a moment.',
      },
    });
  });

  it('logs no session token while the session cannot be looked up', async () => {
    const token =
      decodeURIComponent(/session_token=([^;]+)/.exec(cookie)?.[1] ?? '').split('.')[0] ?? '';
    expect(token).toMatch(/^\w{20,}$/);
    const lines: string[] = [];
    const capture = (...args: unknown[]) => {
      lines.push(
        args.map((arg) => (arg instanceof Error ? String(arg.stack) : String(arg))).join(' '),
      );
    };
    const spies = [
      jest.spyOn(console, 'error').mockImplementation(capture),
      jest.spyOn(console, 'warn').mockImplementation(capture),
      jest.spyOn(console, 'info').mockImplementation(capture),
      jest.spyOn(console, 'log').mockImplementation(capture),
    ];
    try {
      expect((await callAdmin('jobs', { cookie })).status).toBe(503);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
  });

  it('reports the database as unavailable on /api/health (503)', async () => {
    const response = await health(new Request('http://localhost/api/health'));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'database-unavailable' });
  });
});

describe('recognising an unavailable database', () => {
  const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it.each([
    ['connection refused on every address', new AggregateError([coded('ECONNREFUSED')], '')],
    ['a wrapped terminated backend', new Error('Failed query', { cause: coded('57P01') })],
    ['a dropped database', coded('3D000', 'database "x" does not exist')],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
    ['a closed PGlite', new Error('PGlite is closed')],
    ['a connection ended mid-query', new Error('Connection terminated unexpectedly')],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a syntax error', coded('42601', 'syntax error at or near "x"')],
    ['a unique violation', coded('23505', 'duplicate key value')],
    ['a programming error', new TypeError('x is not a function')],
    ['a string', 'ECONNREFUSED'],
    [
      'a cycle of causes',
      (() => {
        const error = new Error('loop') as Error & { cause?: unknown };
        error.cause = error;
        return error;
      })(),
    ],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
