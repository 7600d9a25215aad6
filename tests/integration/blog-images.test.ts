import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog, blogImages, blogImageVariants } from '@/lib/db/schema';
import { parseUploadedSrc, variantPath, variantWidths } from '@/lib/blog/image-url';
import { MAX_IMAGE_BYTES } from '@/lib/blog/image-upload-schema';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import {
  gifImage,
  hasGpsTag,
  HTML_PAGE,
  jpegWithGps,
  pixelBomb,
  pngImage,
  SVG_IMAGE,
  TEXT_FILE,
  webpImage,
} from '@/tests/helpers/fixtures/image-files';
import {
  adminCookie,
  callAdmin,
  releaseTestDatabase,
  SITE,
  useTestDatabase,
} from '@/tests/integration/admin-harness';

interface Answer {
  src?: string;
  width?: number;
  height?: number;
  error?: { code: string; message: string; fields?: Record<string, string> };
}

type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

async function uploadRoute(): Promise<Handler> {
  return ((await import('@/app/api/admin/blog/images/route')) as unknown as { POST: Handler }).POST;
}

async function mediaRoute(): Promise<Handler> {
  return ((await import('@/app/media/blog/[image]/[file]/route')) as unknown as { GET: Handler })
    .GET;
}

/** The browser's upload: multipart with the file under `file`, same-origin. */
function uploadRequest(
  cookie: string | undefined,
  file: { bytes: Buffer; name: string; type: string } | undefined,
  { alt, headers = {} }: { alt?: string; headers?: Record<string, string> } = {},
): Request {
  const form = new FormData();
  if (file)
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  if (alt !== undefined) form.append('alt', alt);
  return new Request(`${SITE}/api/admin/blog/images`, {
    method: 'POST',
    headers: {
      origin: SITE,
      'sec-fetch-site': 'same-origin',
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: form,
  });
}

async function fetchMedia(path: string): Promise<Response> {
  const [, , , image = '', file = ''] = path.split('/');
  return (await mediaRoute())(new Request(`${SITE}${path}`), {
    params: Promise.resolve({ image, file }),
  });
}

describe.each(DATABASE_KINDS)('blog image upload and serving on %s', (kind) => {
  let database: TestDatabase;
  let cookie: string;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    cookie = await adminCookie(database);
  });

  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  const upload = async (
    file: { bytes: Buffer; name: string; type: string } | undefined,
    options: { alt?: string; headers?: Record<string, string>; cookie?: string | null } = {},
  ) => {
    const response = await (
      await uploadRoute()
    )(
      uploadRequest(
        options.cookie === null ? undefined : (options.cookie ?? cookie),
        file,
        options,
      ),
      { params: Promise.resolve({}) },
    );
    return { status: response.status, body: (await response.json()) as Answer };
  };

  it('stores a phone JPEG upright, without EXIF or GPS, audited, and serves it the same way', async () => {
    const bytes = await jpegWithGps(1800, 1200);
    expect(hasGpsTag((await sharp(bytes).metadata()).exif)).toBe(true);

    const { status, body } = await upload(
      { bytes, name: 'IMG_0001.jpg', type: 'image/jpeg' },
      { alt: 'The front desk' },
    );
    expect(status).toBe(201);
    // Orientation 6: the stored picture is turned upright, so it is taller than wide.
    expect(body).toMatchObject({ width: 1200, height: 1800 });
    expect(body.src).toMatch(/^\/media\/blog\/[0-9a-f]{32}-1200x1800\/1200\.jpg$/);
    const image = parseUploadedSrc(body.src ?? '');
    expect(image).toBeDefined();
    if (!image) return;

    const [stored] = await database.db
      .select()
      .from(blogImages)
      .where(eq(blogImages.id, image.hash));
    expect(stored).toMatchObject({
      width: 1200,
      height: 1800,
      format: 'jpeg',
      alt: 'The front desk',
    });
    const storedMeta = await sharp(stored?.data).metadata();
    expect(storedMeta.exif).toBeUndefined();
    expect(storedMeta.orientation).toBeUndefined();
    expect(stored?.data.includes(Buffer.from('Phone 9'))).toBe(false);

    for (const path of [
      body.src ?? '',
      variantPath(image, 1200, 'webp'),
      variantPath(image, 360, 'avif'),
    ]) {
      const response = await fetchMedia(path);
      expect(response.status).toBe(200);
      const served = Buffer.from(await response.arrayBuffer());
      const meta = await sharp(served).metadata();
      expect(meta.exif).toBeUndefined();
      expect(hasGpsTag(meta.exif)).toBe(false);
      expect(served.includes(Buffer.from('Phone 9'))).toBe(false);
    }

    const audit = await database.db.select().from(auditLog).where(eq(auditLog.target, image.hash));
    expect(audit.map((row) => [row.action, row.actorName])).toEqual([
      ['blog.image-upload', 'test_admin'],
    ]);
  });

  it('takes a PNG (transparency flattened in the JPEG) and a WebP, checked by content', async () => {
    const png = await upload({
      bytes: await pngImage(1000, 500),
      name: 'chart.png',
      type: 'image/png',
    });
    expect(png).toMatchObject({ status: 201, body: { width: 1000, height: 500 } });
    const webp = await upload({ bytes: await webpImage(400, 300), name: 'photo.webp', type: '' });
    expect(webp).toMatchObject({ status: 201, body: { width: 400, height: 300 } });
    expect(webp.body.src).toMatch(/-400x300\/400\.jpg$/);
    const jpeg = await fetchMedia(png.body.src ?? '');
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata()).hasAlpha).toBe(false);
  });

  it('stores the same image once, however often it is uploaded', async () => {
    const bytes = await webpImage(320, 200);
    const first = await upload({ bytes, name: 'a.webp', type: 'image/webp' });
    const second = await upload({ bytes, name: 'b.webp', type: 'image/webp' });
    expect(second.body.src).toBe(first.body.src);
    const hash = parseUploadedSrc(first.body.src ?? '')?.hash ?? '';
    const variants = await database.db
      .select({ width: blogImageVariants.width, format: blogImageVariants.format })
      .from(blogImageVariants)
      .where(eq(blogImageVariants.imageId, hash));
    // 320 px wide: served at its own width only, as AVIF, WebP and the JPEG.
    expect(variants.map((v) => `${v.width}.${v.format}`).sort()).toEqual([
      '320.avif',
      '320.jpeg',
      '320.webp',
    ]);
  });

  it.each([
    ['a text file named .jpg', TEXT_FILE, 'photo.jpg', 'image/jpeg'],
    ['an SVG', SVG_IMAGE, 'logo.svg', 'image/svg+xml'],
    ['an SVG named .png', SVG_IMAGE, 'logo.png', 'image/png'],
    ['an HTML page named .webp', HTML_PAGE, 'page.webp', 'image/webp'],
  ])('refuses %s with a clear message (422)', async (_name, bytes, name, type) => {
    const { status, body } = await upload({ bytes, name, type });
    expect(status).toBe(422);
    expect(body.error?.message).toMatch(/Upload a JPEG, PNG or WebP image/);
    expect(body.error?.fields?.file).toBe(body.error?.message);
  });

  it('refuses a GIF, a truncated JPEG and a decompression bomb with their reasons', async () => {
    const gif = await upload({ bytes: await gifImage(), name: 'a.jpg', type: 'image/jpeg' });
    expect(gif).toMatchObject({
      status: 422,
      body: { error: { message: expect.stringMatching(/JPEG, PNG or WebP/) } },
    });

    const jpeg = await jpegWithGps(600, 400);
    const cut = await upload({
      bytes: jpeg.subarray(0, jpeg.length / 2),
      name: 'cut.jpg',
      type: 'image/jpeg',
    });
    expect(cut).toMatchObject({
      status: 422,
      body: { error: { message: expect.stringMatching(/damaged or cut short/) } },
    });

    const bomb = await upload({ bytes: await pixelBomb(), name: 'big.png', type: 'image/png' });
    expect(bomb).toMatchObject({
      status: 422,
      body: { error: { message: expect.stringMatching(/at most 40 megapixels/) } },
    });
  });

  it('refuses a file over 8 MB with 413, by its declared length or while it streams', async () => {
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1, 0xff);
    const streamed = await upload({ bytes: big, name: 'big.jpg', type: 'image/jpeg' });
    expect(streamed).toMatchObject({
      status: 413,
      body: { error: { message: expect.stringMatching(/larger than 8 MB/) } },
    });

    const declared = await upload(
      { bytes: Buffer.from('x'), name: 'a.jpg', type: 'image/jpeg' },
      { headers: { 'content-length': String(50 * 1024 * 1024) } },
    );
    expect(declared.status).toBe(413);
  });

  it('answers every bad request with a clear 4xx', async () => {
    expect(await upload(undefined, { alt: 'no file' })).toMatchObject({
      status: 422,
      body: { error: { fields: { file: expect.stringMatching(/Choose a JPEG, PNG or WebP/) } } },
    });
    const longAlt = await upload(
      { bytes: await webpImage(20, 20), name: 'a.webp', type: 'image/webp' },
      { alt: 'x'.repeat(301) },
    );
    expect(longAlt).toMatchObject({
      status: 422,
      body: { error: { fields: { alt: expect.any(String) } } },
    });

    const route = await uploadRoute();
    const json = await route(
      new Request(`${SITE}/api/admin/blog/images`, {
        method: 'POST',
        headers: { origin: SITE, cookie, 'content-type': 'application/json' },
        body: '{}',
      }),
      { params: Promise.resolve({}) },
    );
    expect(json.status).toBe(415);
    const broken = await route(
      new Request(`${SITE}/api/admin/blog/images`, {
        method: 'POST',
        headers: { origin: SITE, cookie, 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x\r\nnot a part',
      }),
      { params: Promise.resolve({}) },
    );
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as Answer).error?.message).toMatch(/form data could not be read/);
  });

  it('refuses a caller without an admin session (401) and a cross-site upload (403)', async () => {
    const file = { bytes: await webpImage(20, 20), name: 'a.webp', type: 'image/webp' };
    expect((await upload(file, { cookie: null })).status).toBe(401);
    expect(
      (
        await upload(file, {
          headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        })
      ).status,
    ).toBe(403);
  });

  it('lets a post use uploaded images as cover and in its body, never an address not uploaded', async () => {
    const cover = (
      await upload({ bytes: await webpImage(640, 360), name: 'c.webp', type: 'image/webp' })
    ).body;
    const inBody = (
      await upload({ bytes: await pngImage(300, 200), name: 'b.png', type: 'image/png' })
    ).body;
    const post = {
      title: 'A Post With Uploaded Images',
      excerpt: 'An excerpt long enough to pass the checks of the schema.',
      body: `Intro\n\n![A chart of calls per hour](${inBody.src})`,
      imageSrc: cover.src,
      imageAlt: 'A quiet waiting room',
      imageWidth: cover.width,
      imageHeight: cover.height,
    };
    const created = await callAdmin('blog', { method: 'POST', cookie, body: post });
    expect(created.status).toBe(201);

    const unknown = `/media/blog/${'f'.repeat(32)}-640x360/640.jpg`;
    const refused = await callAdmin('blog', {
      method: 'POST',
      cookie,
      body: {
        ...post,
        title: 'Another Post With Images',
        imageSrc: unknown,
        body: `![Chart](${unknown})`,
      },
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as Answer).error?.fields).toEqual({
      imageSrc: 'This image is not among the uploaded images: upload it again',
    });
    const inText = await callAdmin('blog', {
      method: 'POST',
      cookie,
      body: { ...post, title: 'A Third Post With Images', body: `![Chart](${unknown})` },
    });
    expect(((await inText.json()) as Answer).error?.fields).toEqual({
      body: 'This image is not among the uploaded images: upload it again',
    });
  });

  it('serves every width as AVIF and WebP and one JPEG, cached for good, nothing else', async () => {
    const { body } = await upload({
      bytes: await pngImage(1000, 500),
      name: 'w.png',
      type: 'image/png',
    });
    const image = parseUploadedSrc(body.src ?? '');
    expect(image).toBeDefined();
    if (!image) return;
    expect(variantWidths(image.width)).toEqual([360, 540, 720, 900, 1000]);
    for (const width of variantWidths(image.width)) {
      for (const format of ['avif', 'webp'] as const) {
        const response = await fetchMedia(variantPath(image, width, format));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(`image/${format}`);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect({ width: meta.width, height: meta.height }).toEqual({
          width,
          height: Math.round((500 * width) / 1000),
        });
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
      }
    }
    const jpeg = await fetchMedia(variantPath(image, 1000, 'jpeg'));
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata()).width).toBe(1000);

    const base = `/media/blog/${image.name}`;
    const missing = [
      `${base}/100.webp`, // not a served width
      `${base}/1200.webp`, // wider than the image
      `${base}/360.jpg`, // the JPEG exists at one width only
      `${base}/1000.png`,
      `${base}/1000.gif`,
      `${base}/01000.webp`,
      `${base}/..`,
      `/media/blog/${image.hash}-999x500/360.webp`, // another size in the name
      `/media/blog/${'0'.repeat(32)}-1000x500/360.webp`, // an unknown image
      `/media/blog/${image.hash}/360.webp`,
      '/media/blog/%00/360.webp',
    ];
    for (const path of missing) {
      const response = await fetchMedia(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});
