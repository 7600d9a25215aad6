import 'server-only';
import { getDb } from '@/lib/db/client';
import { findVariant } from '@/lib/blog/image-store';
import { CONTENT_TYPE, parseImageName, parseVariantFile } from '@/lib/blog/image-url';
import { log } from '@/lib/log/logger';

// A file's address names its content (a hash of the upload), so it can be kept for good.
const IMMUTABLE = 'public, max-age=31536000, immutable';

function plain(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...headers,
    },
  });
}

/**
 * One stored file of an uploaded blog image, by its address `{image}/{file}`: the bytes with their
 * type, cached for a year. A name, width or format the image is not served at is a 404 before any
 * database read, so a request can only ever fetch a file made at upload.
 */
export async function blogImageResponse(name: string, file: string): Promise<Response> {
  const image = parseImageName(name);
  const variant = image && parseVariantFile(image, file);
  if (!image || !variant) return plain(404, 'No such image.');
  let data: Buffer | undefined;
  try {
    data = await findVariant(getDb(), image, variant.width, variant.format);
  } catch (error) {
    log.error('blog.image-read-failed', '[blog] image could not be read', {}, error);
    return plain(503, 'The image is unavailable right now. Try again shortly.', {
      'retry-after': '5',
    });
  }
  if (!data) return plain(404, 'No such image.');
  return new Response(new Uint8Array(data), {
    headers: {
      'content-type': CONTENT_TYPE[variant.format],
      'content-length': String(data.byteLength),
      'cache-control': IMMUTABLE,
      'x-content-type-options': 'nosniff',
    },
  });
}
