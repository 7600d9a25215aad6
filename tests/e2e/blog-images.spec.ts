import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, gotoWaitsForHydration, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';

const ADMIN = { username: 'image_admin', password: 'image-admin-password-123' };

interface Uploaded {
  src: string;
  width: number;
  height: number;
}

/** A photo-like picture of the given size (gradients, so it is not a flat colour). */
function photo(width: number, height: number, seed: number): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < data.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    data[i] = (x * 255) / width;
    data[i + 1] = (y * 255) / height;
    data[i + 2] = (seed * 40 + x + y) % 256;
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The widths a browser chose for the post's uploaded images, beside the width they are drawn at. */
async function chosenSources(page: Page) {
  const images = page.locator('article picture img');
  const count = await images.count();
  const chosen: { currentSrc: string; rendered: number; dpr: number }[] = [];
  for (let index = 0; index < count; index += 1) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    chosen.push(
      await image.evaluate((img: HTMLImageElement) => ({
        currentSrc: img.currentSrc,
        rendered: img.getBoundingClientRect().width,
        dpr: window.devicePixelRatio,
      })),
    );
  }
  return chosen;
}

// A server of its own: the post this spec publishes must not show in the shared server's blog.
test.describe('a post with uploaded images', () => {
  let server: OwnServer;
  let admin: APIRequestContext;
  let origin: string;
  let slug: string;
  let cover: Uploaded;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startOwnServer({
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      BETTER_AUTH_SECRET: 'image-secret-image-secret-image-secret-0123',
    });
    origin = `http://127.0.0.1:${server.port}`;
    admin = await playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
    expect((await admin.post('/api/auth/sign-in/username', { data: ADMIN })).status()).toBe(200);

    const upload = async (name: string, bytes: Buffer): Promise<Uploaded> => {
      const response = await admin.post('/api/admin/blog/images', {
        multipart: { file: { name, mimeType: 'image/jpeg', buffer: bytes } },
      });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as Uploaded;
    };
    cover = await upload('cover.jpg', await photo(2000, 1125, 1));
    const inBody = [
      await upload('desk.jpg', await photo(1800, 1200, 2)),
      await upload('team.jpg', await photo(1600, 1000, 3)),
    ];
    const created = await admin.post('/api/admin/blog', {
      data: {
        title: 'Three Photos From the Front Desk',
        excerpt: 'What a front desk looks like when the phone stops ringing off the hook.',
        body: `## The desk\n\n![The front desk at nine](${inBody[0]?.src})\n\n## The team\n\nText.\n\n![The team at the morning meeting](${inBody[1]?.src})`,
        tags: ['AI Voice Agents'],
        imageSrc: cover.src,
        imageAlt: 'A waiting room with a quiet phone',
        imageWidth: cover.width,
        imageHeight: cover.height,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const post = (await created.json()) as { id: string; slug: string };
    slug = post.slug;
    expect((await admin.post(`/api/admin/blog/${post.id}/publish`)).status()).toBe(200);
  });

  test.afterAll(async () => {
    await admin?.dispose();
    server?.dispose();
  });

  test('the browser loads AVIF or WebP at about the drawn width times the pixel density', async ({
    browser,
  }) => {
    for (const options of [
      { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
      { viewport: { width: 600, height: 900 }, deviceScaleFactor: 2 },
    ]) {
      const context = await browser.newContext(options);
      const page = gotoWaitsForHydration(await context.newPage());
      await page.goto(`${origin}/blog/${slug}`);
      const chosen = await chosenSources(page);
      // The cover and the two body images.
      expect(chosen).toHaveLength(3);
      for (const { currentSrc, rendered, dpr } of chosen) {
        expect(currentSrc).toMatch(/\/media\/blog\/[0-9a-f]{32}-\d+x\d+\/\d+\.(?:avif|webp)$/);
        const width = Number(/\/(\d+)\.(?:avif|webp)$/.exec(currentSrc)?.[1]);
        const needed = rendered * dpr;
        // The smallest stored width that covers the drawn size: at least it, at most 1.5 times it
        // (the steps are 360, 540, 720, 900, 1200, 1600).
        expect(width / needed, currentSrc).toBeGreaterThanOrEqual(0.98);
        expect(width / needed, currentSrc).toBeLessThanOrEqual(1.5);
      }
      await context.close();
    }
  });

  test('the cover is the Open Graph image: an absolute JPEG URL about 1200 px wide', async ({
    page,
  }) => {
    await page.goto(`${origin}/blog/${slug}`);
    const meta = (property: string) =>
      page.locator(`meta[property="${property}"]`).first().getAttribute('content');
    expect(await meta('og:image')).toBe(`${origin}${cover.src}`);
    expect(await meta('og:image:width')).toBe('1200');
    expect(await meta('og:image:height')).toBe('675');
    expect(await meta('og:image:alt')).toBe('A waiting room with a quiet phone');
    const image = await fetch(`${origin}${cover.src}`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  test('the built server refuses a file over 8 MB (413) and a text file named .jpg (422)', async () => {
    const send = (name: string, buffer: Buffer) =>
      admin.post('/api/admin/blog/images', {
        multipart: { file: { name, mimeType: 'image/jpeg', buffer } },
      });
    const large = await send('large.jpg', Buffer.alloc(9 * 1024 * 1024, 0xff));
    expect(large.status()).toBe(413);
    expect(((await large.json()) as { error: { message: string } }).error.message).toBe(
      'The image is larger than 8 MB. Export a smaller file.',
    );
    const text = await send('photo.jpg', Buffer.from('not a picture at all\n'));
    expect(text.status()).toBe(422);
    expect(((await text.json()) as { error: { message: string } }).error.message).toMatch(
      /^Upload a JPEG, PNG or WebP image/,
    );
  });
});
