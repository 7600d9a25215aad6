import sharp from 'sharp';

/** The bench's admin on the pages server (created from the environment at its first start). */
export const BENCH_ADMIN = { username: 'bench_admin', password: 'bench-admin-password-123' };

/** The route label of the article with three uploaded images. */
export const IMAGE_POST_ROUTE = '/blog/[slug] (3 uploaded images)';

/** A photo-sized JPEG with gradients (an encoder has detail to keep, unlike a flat colour). */
function photo(width: number, height: number, seed: number): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < data.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    data[i] = (x * 255) / width;
    data[i + 1] = (y * 255) / height;
    data[i + 2] = (seed * 50 + ((x * y) % 97)) % 256;
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function expectStatus(response: Response, status: number, what: string): Promise<void> {
  if (response.status !== status) {
    throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  }
}

/**
 * Publishes an article whose cover and two body images are uploaded through the admin API, as an
 * editor would: the page "a post with three images" is measured like the other routes. Returns its
 * path.
 */
export async function publishImagePost(siteUrl: string): Promise<string> {
  const headers = { origin: siteUrl };
  const signIn = await fetch(`${siteUrl}/api/auth/sign-in/username`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  await expectStatus(signIn, 200, 'sign-in');
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const upload = async (name: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
    const response = await fetch(`${siteUrl}/api/admin/blog/images`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: form,
    });
    await expectStatus(response, 201, `upload of ${name}`);
    return (await response.json()) as { src: string; width: number; height: number };
  };
  const cover = await upload('cover.jpg', await photo(2400, 1350, 1));
  const desk = await upload('desk.jpg', await photo(2000, 1333, 2));
  const team = await upload('team.jpg', await photo(1800, 1200, 3));
  const paragraph =
    'Calls that come in while the team is busy are answered at once, booked into the calendar and summed up for the morning. ';
  const created = await fetch(`${siteUrl}/api/admin/blog`, {
    method: 'POST',
    headers: { ...headers, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'A Front Desk in Three Photos',
      excerpt: 'What a front desk looks like once every call is answered, in three photos.',
      body: [
        '## The desk',
        paragraph.repeat(3),
        `![The front desk at nine in the morning](${desk.src})`,
        '## The team',
        paragraph.repeat(3),
        `![The team at the morning meeting](${team.src})`,
        paragraph.repeat(2),
      ].join('\n\n'),
      tags: ['AI Voice Agents'],
      imageSrc: cover.src,
      imageAlt: 'A waiting room with a quiet phone on the counter',
      imageWidth: cover.width,
      imageHeight: cover.height,
    }),
  });
  await expectStatus(created, 201, 'creating the post');
  const post = (await created.json()) as { id: string; slug: string };
  const published = await fetch(`${siteUrl}/api/admin/blog/${post.id}/publish`, {
    method: 'POST',
    headers: { ...headers, cookie },
  });
  await expectStatus(published, 200, 'publishing the post');
  return `/blog/${post.slug}`;
}
