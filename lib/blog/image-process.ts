import 'server-only';
import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { BlogImageFormat } from '@/lib/db/schema';
import { log } from '@/lib/log/logger';
import {
  fallbackWidth,
  MAX_IMAGE_SIDE,
  parseImageName,
  variantHeight,
  variantWidths,
  type UploadedImage,
} from '@/lib/blog/image-url';

/** At most 40 megapixels decoded: a small file claiming a huge canvas is refused before decoding. */
export const MAX_IMAGE_PIXELS = 40_000_000;

type UploadFormat = 'jpeg' | 'png' | 'webp';

/** One encoded file an image is served as. */
export interface EncodedVariant {
  width: number;
  height: number;
  format: BlogImageFormat;
  data: Buffer;
}

/** An upload made safe to publish: upright, without metadata, with its variants. */
export interface ProcessedImage {
  image: UploadedImage;
  format: UploadFormat;
  /** The upload, upright and without EXIF, GPS or XMP, in its own format. */
  original: Buffer;
  variants: EncodedVariant[];
}

export type ProcessImageResult =
  { ok: true; value: ProcessedImage } | { ok: false; message: string };

const WRONG_TYPE =
  'Upload a JPEG, PNG or WebP image. Other files (SVG, GIF, HTML, text) are refused.';
const UNREADABLE = 'The image could not be read: it may be damaged or cut short. Export it again.';

/** The format the first bytes announce, whatever the file is called or claims to be. */
export function sniffImageFormat(bytes: Uint8Array): UploadFormat | undefined {
  const ascii = (from: number, to: number) =>
    Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return undefined;
}

const decoder = (input: Buffer) =>
  // failOn 'warning': a truncated or damaged file is refused, not published half grey.
  sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' });

function encode(pipeline: Sharp, format: BlogImageFormat): Sharp {
  if (format === 'avif') return pipeline.avif({ quality: 55, effort: 2 });
  if (format === 'webp') return pipeline.webp({ quality: 78 });
  // JPEG has no transparency: a transparent PNG gets a white page behind it.
  return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
}

function reencode(pipeline: Sharp, format: UploadFormat): Sharp {
  if (format === 'jpeg') return pipeline.jpeg({ quality: 92 });
  if (format === 'png') return pipeline.png({ compressionLevel: 9 });
  return pipeline.webp({ quality: 92 });
}

async function makeVariants(original: Buffer, image: UploadedImage): Promise<EncodedVariant[]> {
  const jobs: { width: number; format: BlogImageFormat }[] = [
    ...variantWidths(image.width).flatMap((width) => [
      { width, format: 'avif' as const },
      { width, format: 'webp' as const },
    ]),
    { width: fallbackWidth(image.width), format: 'jpeg' },
  ];
  // The upload is decoded once, into pixels at the largest served width; each variant is made
  // from those (a 40-megapixel photo decoded for each of a dozen files would take seconds each).
  const baseWidth = Math.max(...jobs.map((job) => job.width));
  const base = await decoder(original)
    .resize(baseWidth, variantHeight(image, baseWidth), { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = {
    width: base.info.width,
    height: base.info.height,
    channels: base.info.channels,
  } as const;
  const variants: EncodedVariant[] = [];
  // One at a time: libvips already uses every core for each.
  for (const { width, format } of jobs) {
    const height = variantHeight(image, width);
    const resized = sharp(base.data, { raw }).resize(width, height, { fit: 'fill' });
    variants.push({ width, height, format, data: await encode(resized, format).toBuffer() });
  }
  return variants;
}

/**
 * Checks an upload by its content (JPEG, PNG or WebP, decodable to the end, within the pixel
 * limit), turns it upright, removes its metadata and encodes the variants it is served as.
 */
export async function processImageUpload(bytes: Buffer): Promise<ProcessImageResult> {
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) return { ok: false, message: WRONG_TYPE };
  let metadata: Metadata;
  try {
    // The header alone (no pixels are decoded here): the size is checked against the limit below,
    // with its own message, before anything is decoded.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, message: UNREADABLE };
  }
  if (metadata.format !== sniffed) return { ok: false, message: WRONG_TYPE };
  if ((metadata.pages ?? 1) > 1) {
    return { ok: false, message: 'Animated images are not supported. Upload a still image.' };
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_IMAGE_PIXELS || Math.max(width, height) > MAX_IMAGE_SIDE) {
    return {
      ok: false,
      message: `The image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels and ${MAX_IMAGE_SIDE} pixels a side.`,
    };
  }
  try {
    // rotate() applies the EXIF orientation; the output keeps no metadata (sharp's default).
    const original = await reencode(decoder(bytes).rotate(), sniffed).toBuffer();
    const upright = await sharp(original).metadata();
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    const image = parseImageName(`${hash}-${upright.width}x${upright.height}`);
    if (!image) return { ok: false, message: UNREADABLE };
    const variants = await makeVariants(original, image);
    return { ok: true, value: { image, format: sniffed, original, variants } };
  } catch (error) {
    // Almost always a damaged file that libvips gave up on part way; logged in case it is not.
    log.warn('blog.image-unreadable', '[blog] an uploaded image could not be decoded', {}, error);
    return { ok: false, message: UNREADABLE };
  }
}
