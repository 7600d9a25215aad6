import 'server-only';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkOutboundUrl, type OutboundUrlOptions } from '@/lib/http/ssrf-guard';

const OUTBOUND_TIMEOUT_MS = 15_000;
/** Enough of a receiver's answer to show in the admin; the rest is not read. */
const MAX_RESPONSE_BYTES = 16 * 1024;

interface OutboundPost extends OutboundUrlOptions {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export type OutboundResult =
  | { kind: 'response'; status: number; retryAfter?: string; body: string }
  | { kind: 'refused'; reason: string }
  | { kind: 'error'; error: string };

/** A lookup that answers with the already checked address, whatever the host name resolves to now. */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/**
 * POSTs to a URL that passed the SSRF guard, connecting to the checked address. Redirects are never
 * followed (node's client does not), the whole exchange is cut at `timeoutMs`, and at most
 * MAX_RESPONSE_BYTES of the answer are read.
 */
export async function postToCheckedUrl(request: OutboundPost): Promise<OutboundResult> {
  const check = await checkOutboundUrl(request.url, request);
  if (!check.ok) {
    // A failed lookup is retried like a network error; only a URL the guard forbids is final.
    return check.unresolved
      ? { kind: 'error', error: check.reason }
      : { kind: 'refused', reason: check.reason };
  }
  const { url, address, family } = check;
  const client = url.protocol === 'https:' ? https : http;
  const timeoutMs = request.timeoutMs ?? OUTBOUND_TIMEOUT_MS;
  const body = Buffer.from(request.body, 'utf8');

  return new Promise<OutboundResult>((resolve) => {
    let settled = false;
    const finish = (result: OutboundResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onAbort);
      resolve(result);
    };
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(body.length) },
        lookup: pinnedLookup(address, family),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let received = 0;
        const done = () => {
          const retryAfter = res.headers['retry-after'];
          finish({
            kind: 'response',
            status: res.statusCode ?? 0,
            retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
            body: Buffer.concat(chunks).toString('utf8'),
          });
          res.destroy();
        };
        res.on('data', (chunk: Buffer) => {
          const room = MAX_RESPONSE_BYTES - received;
          if (room > 0) chunks.push(chunk.subarray(0, room));
          received += chunk.length;
          if (received >= MAX_RESPONSE_BYTES) done();
        });
        res.on('end', done);
        res.on('error', (error) => finish({ kind: 'error', error: error.message }));
      },
    );
    const timer = setTimeout(() => {
      const limit = timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`;
      finish({ kind: 'error', error: `No answer within ${limit}` });
      req.destroy();
    }, timeoutMs);
    const onAbort = () => {
      finish({ kind: 'error', error: 'Delivery stopped' });
      req.destroy();
    };
    if (request.signal?.aborted) return onAbort();
    request.signal?.addEventListener('abort', onAbort, { once: true });
    req.on('error', (error) => finish({ kind: 'error', error: error.message }));
    req.end(body);
  });
}
