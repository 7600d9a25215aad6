import { releaseTestDatabase, useTestDatabase } from '@/tests/integration/admin-harness';

// No configured secret, so the signing key comes from the database (the case a database outage
// hits); only the failure here: a key read once from a working database stays in memory.
process.env.BETTER_AUTH_SECRET = '';

describe('GET /api/forms/token', () => {
  it('answers 503 without a database and logs the failure through the logger', async () => {
    const database = await useTestDatabase('pglite');
    await database.close();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { GET } = await import('@/app/api/forms/token/route');
      const response = await GET();
      expect(response.status).toBe(503);
      // The logger's line names its event, so a log collector can match it.
      expect(errors.mock.calls.flat().join('\n')).toContain('forms.token-failed');
    } finally {
      errors.mockRestore();
      await releaseTestDatabase(database).catch(() => undefined);
    }
  });
});
