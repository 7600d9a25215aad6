import { randomUUID } from 'node:crypto';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import { callAdmin, releaseTestDatabase, useTestDatabase } from '@/tests/integration/admin-harness';

// Behind a trusted proxy, whose request ids the logs keep.
process.env.TRUST_PROXY = 'true';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(DATABASE_KINDS)('the request id of API responses on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await useTestDatabase(kind);
  });
  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  it("returns a trusted proxy's id, and a new one for a malformed id", async () => {
    const refused = await callAdmin('jobs', { headers: { 'x-request-id': 'edge-7f3a.9' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('x-request-id')).toBe('edge-7f3a.9');
    const malformed = await callAdmin('jobs', { headers: { 'x-request-id': 'a b' } });
    expect(malformed.headers.get('x-request-id')).toMatch(UUID);
  });

  it('is on a resume link answer too', async () => {
    const { GET } = await import('@/app/api/resumes/[id]/route');
    const id = randomUUID();
    const response = await GET(new Request(`http://localhost:3999/api/resumes/${id}`), {
      params: Promise.resolve({ id }),
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-request-id')).toMatch(UUID);
  });
});
