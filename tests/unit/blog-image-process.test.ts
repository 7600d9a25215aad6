/** @jest-environment node */
import sharp from 'sharp';
import { processImageUpload, sniffImageFormat } from '@/lib/blog/image-process';

const frame = (colour: string) =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('checking an image upload by its content', () => {
  it('knows JPEG, PNG and WebP by their first bytes, and nothing else', async () => {
    const still = await frame('#123456');
    expect(sniffImageFormat(still)).toBe('png');
    expect(sniffImageFormat(await sharp(still).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await sharp(still).webp().toBuffer())).toBe('webp');
    expect(sniffImageFormat(await sharp(still).gif().toBuffer())).toBeUndefined();
    expect(sniffImageFormat(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeUndefined();
  });

  it('refuses an animated WebP and a RIFF file whose body is not an image', async () => {
    const animated = await sharp([await frame('#ff0000'), await frame('#0000ff')], {
      join: { animated: true },
    })
      .webp({ loop: 0 })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    expect(await processImageUpload(animated)).toEqual({
      ok: false,
      message: 'Animated images are not supported. Upload a still image.',
    });
    const fake = Buffer.concat([Buffer.from('RIFF\x10\0\0\0WEBPVP8 '), Buffer.alloc(64, 7)]);
    expect(await processImageUpload(fake)).toEqual({
      ok: false,
      message: expect.stringMatching(/could not be read|JPEG, PNG or WebP/),
    });
  });
});
