import 'server-only';
import { HttpError } from '@/lib/http/errors';

/** Enough for any admin form or setting; routes with smaller inputs pass their own limit. */
const DEFAULT_JSON_LIMIT = 256 * 1024;

/**
 * Reads a request body, refusing it (413) as soon as it passes `limit` bytes: first by
 * Content-Length, then while streaming (a client may lie about the length or send chunks without
 * one). A body that breaks off is a 400.
 */
export async function readBoundedBody(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => new HttpError('too_large', 'The request is too large.');
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > limit) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError('bad_request', 'The request body could not be read.');
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** A body's bytes as JSON; text that is not UTF-8 or not JSON is a 400. */
export function parseJsonBytes(bytes: Uint8Array<ArrayBuffer>): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new HttpError('bad_request', 'The request body is not valid JSON.');
  }
}

/** The media type of a request, without parameters, in lower case ('' when there is none). */
export function mediaType(request: Request): string {
  return request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * A request's JSON body, read within `limit` bytes: anything but JSON is refused (415), an empty
 * body or broken JSON is a 400, an oversized body a 413.
 */
export async function readJsonBody(request: Request, limit = DEFAULT_JSON_LIMIT): Promise<unknown> {
  if (mediaType(request) !== 'application/json') {
    throw new HttpError('unsupported_media_type', 'Send the data as JSON.');
  }
  if (!request.body) throw new HttpError('bad_request', 'The request has no body.');
  return parseJsonBytes(await readBoundedBody(request, limit));
}
