import { trackingPixels } from '@/lib/db/schema';
import { loadEnabledPixels } from '@/lib/pixels/enabled-pixels';
import { pixelsBlockedOnSharedOrigin } from '@/lib/pixels/pixel-origin-gate';
import type { TestDatabase } from '@/tests/helpers/db';
import { releaseTestDatabase, useTestDatabase } from '@/tests/integration/admin-harness';

// A production server whose admin shares the site's origin (no ADMIN_URL), risk not accepted.
describe('tracking pixels on a production server without ADMIN_URL', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    Reflect.set(process.env, 'NODE_ENV', 'production');
    delete process.env.ADMIN_URL;
    delete process.env.ALLOW_PIXELS_ON_ADMIN_ORIGIN;
    process.env.SYSTEM_PIXEL_CODE = '<script>window.__system = 1</script>';
    process.env.SYSTEM_PIXEL_CATEGORY = 'necessary';
    database = await useTestDatabase('pglite');
  });

  afterAll(async () => {
    Reflect.set(process.env, 'NODE_ENV', 'test');
    delete process.env.SYSTEM_PIXEL_CODE;
    delete process.env.SYSTEM_PIXEL_CATEGORY;
    await releaseTestDatabase(database);
  });

  it('renders no pixel at all, the built-in one included', async () => {
    await database.db.insert(trackingPixels).values({
      id: 'pixel-1000000000001',
      name: 'Necessary',
      location: 'body',
      code: '<script>window.__user = 1</script>',
      enabled: true,
      category: 'necessary',
    });
    expect(pixelsBlockedOnSharedOrigin()).toBe(true);
    const rendered = await loadEnabledPixels();
    expect(rendered.head).toEqual([]);
    expect(rendered.body).toEqual([]);
  });
});
