import 'server-only';
import { onRequestStart, requestStartHookInstalled } from '@/lib/http/request-start';

/**
 * Next.js route handlers do not see the TCP peer, and Next only fills `x-forwarded-for` when the
 * client did not send one, so without a trusted proxy that header is whatever the client claims.
 * This hook stamps every incoming request with the socket's address under a header of our own,
 * overwriting anything the client sent, before Next reads the headers.
 */
export const PEER_ADDRESS_HEADER = 'x-peer-address';

const HOOK = 'peer-address';

/** Installs the peer-address stamp once per process (at server start). */
export function installPeerAddressHook(): void {
  onRequestStart(HOOK, ({ request, socket }) => {
    request.headers[PEER_ADDRESS_HEADER] = socket.remoteAddress ?? '';
  });
}

export function peerAddressHookInstalled(): boolean {
  return requestStartHookInstalled(HOOK);
}

/**
 * The client's address for rate limiting. With TRUST_PROXY the last `x-forwarded-for` entry (the
 * one our own proxy appended); otherwise the socket address stamped by the hook. Undefined when
 * neither is known; the caller then uses one shared bucket.
 */
export function clientAddress(headers: Headers, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = headers.get('x-forwarded-for');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last.slice(0, 100);
    return headers.get('x-real-ip')?.trim().slice(0, 100) || undefined;
  }
  if (!peerAddressHookInstalled()) return undefined;
  return headers.get(PEER_ADDRESS_HEADER)?.trim().slice(0, 100) || undefined;
}
