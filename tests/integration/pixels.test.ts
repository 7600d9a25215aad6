import { GATED_TEXT } from '@/lib/pixels/pixel-gating';
import type { PixelNode } from '@/lib/pixels/pixel-html';
import { eq } from 'drizzle-orm';
import { auditLog, trackingPixels } from '@/lib/db/schema';
import { loadEnabledPixels } from '@/lib/pixels/enabled-pixels';
import type { PixelView } from '@/lib/pixels/pixel-schema';
import { SYSTEM_PIXEL_ID } from '@/lib/pixels/system-pixel';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import { errorFields } from '@/tests/helpers/lead-requests';
import {
  adminCookie,
  callAdmin,
  releaseTestDatabase,
  useTestDatabase,
} from '@/tests/integration/admin-harness';

/** A pixel's script text: served as is, or (a gated pixel, such as the marketing system pixel)
 * held in the attribute consent activation restores it from. */
function pixelText(node: PixelNode): string | undefined {
  const gated = node.attrs[GATED_TEXT];
  return node.content ?? (typeof gated === 'string' ? gated : undefined);
}

const SYSTEM_CODE = '<script>window.__systemPixel = 1</script>';

describe.each(DATABASE_KINDS)('tracking pixels on %s', (kind) => {
  let database: TestDatabase;
  let cookie: string;

  beforeAll(async () => {
    process.env.SYSTEM_PIXEL_CODE = SYSTEM_CODE;
    database = await useTestDatabase(kind);
    cookie = await adminCookie(database);
  });

  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  // Each test starts with no user pixels, so it passes in any order or alone.
  beforeEach(async () => {
    await database.db.delete(trackingPixels);
  });

  const add = async (body: unknown) => callAdmin('pixels', { method: 'POST', body, cookie });
  const list = async () => (await (await callAdmin('pixels', { cookie })).json()) as PixelView[];

  it('lists the system pixel from configuration, locked', async () => {
    const [first] = await list();
    expect(first).toEqual({
      id: SYSTEM_PIXEL_ID,
      name: 'Identity Super Pixel',
      location: 'head',
      code: SYSTEM_CODE,
      enabled: true,
      system: true,
      category: 'marketing',
    });
    for (const attempt of [
      callAdmin('pixels/[id]', { method: 'DELETE', params: { id: SYSTEM_PIXEL_ID }, cookie }),
      callAdmin('pixels/[id]', {
        method: 'PATCH',
        params: { id: SYSTEM_PIXEL_ID },
        body: { enabled: false },
        cookie,
      }),
    ]) {
      const response = await attempt;
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: {
          code: 'conflict',
          message: 'This is a system tracking pixel and cannot be removed.',
        },
      });
    }
  });

  it('refuses a blank name or code with the spec message', async () => {
    const response = await add({ name: '   ', location: 'head', code: '\n' });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({
      name: 'Pixel name and code are required',
      code: 'Pixel name and code are required',
    });
  });

  // Necessary pixels are served as pasted whatever the consent mode (gating has its own tests).
  it('adds head and body pixels that public pages render, and drops disabled ones', async () => {
    const head = (await (
      await add({
        name: 'Head',
        location: 'head',
        code: '<script>window.__head = 1</script>',
        category: 'necessary',
      })
    ).json()) as PixelView;
    const body = (await (
      await add({
        name: 'Body',
        location: 'body',
        code: '<script>window.__body = 1</script><noscript><img src="/p.gif"></noscript>',
        category: 'necessary',
      })
    ).json()) as PixelView;
    expect(head.id).toMatch(/^pixel-\d{13}$/);
    expect(body.id).not.toBe(head.id);

    let rendered = await loadEnabledPixels();
    expect(rendered.head.map(pixelText)).toEqual(['window.__systemPixel = 1', 'window.__head = 1']);
    expect(rendered.body.map((node) => node.tag)).toEqual(['script', 'noscript']);

    const off = await callAdmin('pixels/[id]', {
      method: 'PATCH',
      params: { id: head.id },
      body: { enabled: false },
      cookie,
    });
    expect(((await off.json()) as PixelView).enabled).toBe(false);
    rendered = await loadEnabledPixels();
    expect(rendered.head.map(pixelText)).toEqual(['window.__systemPixel = 1']);

    const edited = await callAdmin('pixels/[id]', {
      method: 'PUT',
      params: { id: body.id },
      body: {
        name: 'Body v2',
        location: 'head',
        code: '<link rel="preconnect" href="https://cdn.test">',
        enabled: true,
      },
      cookie,
    });
    expect(await edited.json()).toMatchObject({ name: 'Body v2', location: 'head' });
    rendered = await loadEnabledPixels();
    expect(rendered.body).toEqual([]);
    expect(rendered.head.at(-1)).toEqual({
      tag: 'link',
      attrs: { rel: 'preconnect', href: 'https://cdn.test' },
    });
  });

  it('refuses body elements saved for the head, naming them', async () => {
    const response = await add({
      name: 'Misplaced',
      location: 'head',
      code: '<script>window.__m = 1</script><img src="/m.gif"><iframe src="/m.html"></iframe>',
      category: 'necessary',
    });
    expect(response.status).toBe(422);
    const fields = await errorFields(response);
    expect(fields?.code).toMatch(/^<img>, <iframe> cannot go in the page head/);
    expect(fields?.code).toContain('"End of body"');
    expect(await database.db.select().from(trackingPixels)).toEqual([]);
    // A <noscript> fallback holds its <img> as text in the head: allowed there.
    const fallback = await add({
      name: 'Fallback',
      location: 'head',
      code: '<noscript><img src="/n.gif"></noscript>',
      category: 'necessary',
    });
    expect(fallback.status).toBe(201);
  });

  it('renders a head row saved before the check with its body elements in the body', async () => {
    await database.db.insert(trackingPixels).values({
      id: 'pixel-1000000000000',
      name: 'Old misplaced',
      location: 'head',
      code: '<script>window.__old = 1</script><img src="/old.gif">',
      enabled: true,
      category: 'necessary',
    });
    const rendered = await loadEnabledPixels();
    expect(rendered.head.map((node) => node.tag)).not.toContain('img');
    expect(rendered.head.map(pixelText)).toContain('window.__old = 1');
    expect(rendered.body).toEqual([{ tag: 'img', attrs: { src: '/old.gif' } }]);
  });

  it('removes user pixels only, keeping the system pixel, and audits every change', async () => {
    const head = (await (
      await add({ name: 'Head', location: 'head', code: '<script>window.__head = 1</script>' })
    ).json()) as PixelView;
    const body = (await (
      await add({ name: 'Body', location: 'body', code: '<img src="/p.gif">' })
    ).json()) as PixelView;
    await callAdmin('pixels/[id]', {
      method: 'PATCH',
      params: { id: head.id },
      body: { enabled: false },
      cookie,
    });
    await callAdmin('pixels/[id]', {
      method: 'PUT',
      params: { id: body.id },
      body: { name: 'Body v2', location: 'body', code: '<img src="/v2.gif">', enabled: true },
      cookie,
    });
    expect((await list()).map((pixel) => pixel.id)).toEqual([SYSTEM_PIXEL_ID, head.id, body.id]);

    const response = await callAdmin('pixels', { method: 'DELETE', cookie });
    expect(await response.json()).toEqual({ removed: 2 });
    expect((await list()).map((pixel) => pixel.id)).toEqual([SYSTEM_PIXEL_ID]);
    expect(await database.db.select().from(trackingPixels)).toEqual([]);
    const audited = async (action: string, target?: string) =>
      (await database.db.select().from(auditLog).where(eq(auditLog.action, action))).filter(
        (row) => target === undefined || row.target === target,
      );
    expect(await audited('pixel.create', head.id)).toHaveLength(1);
    expect(await audited('pixel.create', body.id)).toHaveLength(1);
    expect(await audited('pixel.disable', head.id)).toHaveLength(1);
    expect(await audited('pixel.update', body.id)).toHaveLength(1);
    const removals = await audited('pixel.remove-user-pixels');
    expect(removals.at(-1)).toMatchObject({ actorName: 'test_admin', details: { removed: 2 } });
  });
});
