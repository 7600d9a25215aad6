import { loadEnabledPixels } from '@/lib/pixels/enabled-pixels';
import type { PixelPreview } from '@/lib/pixels/pixel-preview';
import type { PixelView } from '@/lib/pixels/pixel-schema';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import {
  adminCookie,
  callAdmin,
  releaseTestDatabase,
  useTestDatabase,
} from '@/tests/integration/admin-harness';

const WRAPPED = '<div id="acme"><script>window.__acme = 1</script><span>Acme</span></div>';

describe.each(DATABASE_KINDS)('tracking pixel preview on %s', (kind) => {
  let database: TestDatabase;
  let cookie: string;

  beforeAll(async () => {
    delete process.env.SYSTEM_PIXEL_CODE;
    database = await useTestDatabase(kind);
    cookie = await adminCookie(database);
  });

  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  const preview = (body: unknown, withCookie = true) =>
    callAdmin('pixels/preview', { method: 'POST', body, cookie: withCookie ? cookie : undefined });

  it('refuses a caller without an admin session', async () => {
    const response = await preview({ location: 'head', code: WRAPPED }, false);
    expect(response.status).toBe(401);
  });

  it('reports what the code injects and what it drops, and why, before anything is saved', async () => {
    const response = await preview({ location: 'head', code: WRAPPED });
    expect(response.status).toBe(200);
    expect((await response.json()) as PixelPreview).toEqual({
      injected: [{ tag: 'script', summary: '<script> with 17 characters of content' }],
      dropped: [
        {
          what: '<div>',
          reason: '<div> is not allowed in the page head; its contents are kept',
        },
        {
          what: '<span>',
          reason: '<span> is not allowed in the page head; its contents are dropped',
        },
      ],
    });
  });

  it('previews exactly the elements public pages render once the pixel is saved', async () => {
    const code =
      '<noscript><img src="/n.gif"></noscript><p>hi</p><img src="/i.gif" onerror="x()"><link rel="preconnect" href="https://cdn.test">';
    const shown = (await (await preview({ location: 'body', code })).json()) as PixelPreview;
    const saved = await callAdmin('pixels', {
      method: 'POST',
      // Necessary: served as is in every consent mode (a gated pixel also loses its <noscript>).
      body: { name: 'Acme', location: 'body', code, category: 'necessary' },
      cookie,
    });
    expect(saved.status).toBe(201);
    expect(((await saved.json()) as PixelView).location).toBe('body');
    const rendered = await loadEnabledPixels();
    expect(shown.injected.map((element) => element.tag)).toEqual(
      rendered.body.map((node) => node.tag),
    );
    expect(shown.dropped.map((part) => part.what)).toEqual(['<p>', 'onerror on <img>']);
  });

  it('validates the location and the code length', async () => {
    const response = await preview({ location: 'footer', code: 'x'.repeat(20_001) });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields).sort()).toEqual(['code', 'location']);
  });
});
