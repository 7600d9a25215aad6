import 'server-only';

export type BodyRead =
  { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'too-large' | 'unreadable' };

/**
 * Reads a request body, refusing it as soon as it passes `limit` bytes: first by Content-Length,
 * then while streaming (a client may lie about the length or send chunks without one).
 */
export async function readBodyWithLimit(request: Request, limit: number): Promise<BodyRead> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > limit) {
    return { ok: false, reason: 'too-large' };
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
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
        return { ok: false, reason: 'too-large' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}
