import { eq } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import { settings, trackingPixels } from '@/lib/db/schema';
import { CONSENT_MODE_SETTING, type ConsentMode } from '@/lib/consent/contract';
import { loadEnabledPixels } from '@/lib/pixels/enabled-pixels';
import type { PixelView } from '@/lib/pixels/pixel-schema';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import {
  adminCookie,
  callAdmin,
  releaseTestDatabase,
  useTestDatabase,
} from '@/tests/integration/admin-harness';

const SYSTEM_CODE = '<script>window.__systemPixel = 1</script>';

describe.each(DATABASE_KINDS)('pixel consent categories on %s', (kind) => {
  let database: TestDatabase;
  let cookie: string;

  beforeAll(async () => {
    process.env.SYSTEM_PIXEL_CODE = SYSTEM_CODE;
    process.env.SYSTEM_PIXEL_CATEGORY = 'analytics';
    database = await useTestDatabase(kind);
    cookie = await adminCookie(database);
  });

  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  beforeEach(async () => {
    await database.db.delete(trackingPixels);
    await database.db.delete(settings);
  });

  const add = async (body: Record<string, unknown>) =>
    (await (
      await callAdmin('pixels', { method: 'POST', body: { location: 'head', ...body }, cookie })
    ).json()) as PixelView;
  const put = (id: string, body: Record<string, unknown>) =>
    callAdmin('pixels/[id]', { method: 'PUT', params: { id }, body, cookie });
  const setMode = (mode: ConsentMode) =>
    database.db.insert(settings).values({ key: CONSENT_MODE_SETTING, value: mode });

  it('stores a category (marketing unless given), keeps it on an edit without one', async () => {
    const plain = await add({ name: 'Plain', location: 'body', code: '<img src="/a.gif">' });
    expect(plain.category).toBe('marketing');
    const stats = await add({
      name: 'Stats',
      location: 'body',
      code: '<img src="/b.gif">',
      category: 'analytics',
    });
    expect(stats.category).toBe('analytics');

    const kept = await put(stats.id, {
      name: 'Stats',
      location: 'body',
      code: '<img src="/c.gif">',
    });
    expect(((await kept.json()) as PixelView).category).toBe('analytics');
    const changed = await put(stats.id, {
      name: 'Stats',
      location: 'body',
      code: '<img src="/c.gif">',
      category: 'necessary',
    });
    expect(((await changed.json()) as PixelView).category).toBe('necessary');

    const refused = await put(stats.id, {
      name: 'Stats',
      location: 'body',
      code: '<img src="/c.gif">',
      category: 'advertising',
    });
    expect(refused.status).toBe(422);

    const listed = (await (await callAdmin('pixels', { cookie })).json()) as PixelView[];
    expect(listed.map((pixel) => [pixel.name, pixel.category])).toEqual([
      ['Identity Super Pixel', 'analytics'],
      ['Plain', 'marketing'],
      ['Stats', 'necessary'],
    ]);
  });

  it('tells the banner whether any enabled pixel can be refused', async () => {
    // The built-in pixel is in analytics here: something to refuse from the start.
    expect((await loadEnabledPixels()).consent.refusable).toBe(true);
    // Without it (the environment is read once, so its parsed value is replaced here).
    const unset = jest.replaceProperty(env(), 'SYSTEM_PIXEL_CODE', undefined);
    try {
      expect((await loadEnabledPixels()).consent.refusable).toBe(false);
      const core = await add({
        name: 'Core',
        location: 'body',
        code: '<img src="/c.gif">',
        category: 'necessary',
      });
      expect((await loadEnabledPixels()).consent.refusable).toBe(false);
      const ads = await add({
        name: 'Ads',
        location: 'body',
        code: '<img src="/a.gif">',
        category: 'marketing',
      });
      expect((await loadEnabledPixels()).consent.refusable).toBe(true);
      await database.db
        .update(trackingPixels)
        .set({ enabled: false })
        .where(eq(trackingPixels.id, ads.id));
      expect((await loadEnabledPixels()).consent.refusable).toBe(false);
      expect(core.category).toBe('necessary');
    } finally {
      unset.restore();
    }
  });

  it('serves pixels outside "necessary" inert in opt-in and opt-out, as pasted in off', async () => {
    await add({ name: 'Ads', code: '<script src="https://ads.test/p.js" async></script>' });
    await add({ name: 'Core', code: '<script>window.__core = 1</script>', category: 'necessary' });

    let rendered = await loadEnabledPixels();
    expect(rendered.consent).toMatchObject({ mode: 'opt-in', policyVersion: '1' });
    expect(rendered.head).toEqual([
      {
        tag: 'script',
        attrs: {
          type: 'text/plain',
          'data-consent-pixel': true,
          'data-category': 'analytics',
          'data-consent-text': 'window.__systemPixel = 1',
        },
      },
      {
        tag: 'script',
        attrs: {
          'data-consent-src': 'https://ads.test/p.js',
          async: true,
          type: 'text/plain',
          'data-consent-pixel': true,
          'data-category': 'marketing',
        },
      },
      { tag: 'script', attrs: {}, content: 'window.__core = 1' },
    ]);

    await setMode('opt-out');
    rendered = await loadEnabledPixels();
    expect(rendered.consent.mode).toBe('opt-out');
    expect(rendered.head.map((node) => node.attrs.type)).toEqual([
      'text/plain',
      'text/plain',
      undefined,
    ]);

    await database.db.delete(settings);
    await setMode('off');
    rendered = await loadEnabledPixels();
    expect(rendered.head.map((node) => node.attrs)).toEqual([
      {},
      { src: 'https://ads.test/p.js', async: true },
      {},
    ]);
  });
});
