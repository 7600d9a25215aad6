import {
  adminCookie,
  callAdmin,
  releaseTestDatabase,
  useTestDatabase,
} from '@/tests/integration/admin-harness';
import type { TestDatabase } from '@/tests/helpers/db';

// No ADMIN_URL: the admin shares the public site's origin, as on a default install.
delete process.env.ADMIN_URL;

describe('the admin session endpoint without ADMIN_URL', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await useTestDatabase('pglite');
  });
  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  it('tells the dashboard that the admin shares the site origin', async () => {
    const cookie = await adminCookie(database);
    const response = await callAdmin('session', { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      username: 'test_admin',
      adminOriginShared: true,
    });
  });

  it('tells nobody without a session', async () => {
    const response = await callAdmin('session');
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain('adminOriginShared');
  });
});
