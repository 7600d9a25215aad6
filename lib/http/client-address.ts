import 'server-only';
import { randomBytes } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/**
 * The client's TCP address, for rate limits and sign-in throttling when no trusted proxy names
 * it. Next.js route handlers do not see the socket, and Next only fills `x-forwarded-for` when the
 * client sent none, so without a trusted proxy that header is whatever the client claims. Node's
 * public `http.server.request.start` diagnostics channel sees every request, with its socket,
 * before Next reads it: the address is stamped there under a header whose name holds a random
 * token made for this process. A client cannot name that header, so nothing it sends is ever
 * taken for the stamp, also for a request that arrived before the stamp was installed.
 */

type PeerStamp = { header: string; installed: boolean };

// One per process: route bundles may each carry a copy of this module, and all must agree.
const STAMP = Symbol.for('sonara.peer-address');
type GlobalWithStamp = typeof globalThis & { [STAMP]?: PeerStamp };

function stamp(): PeerStamp {
  const holder = globalThis as GlobalWithStamp;
  holder[STAMP] ??= { header: `x-peer-${randomBytes(12).toString('hex')}`, installed: false };
  return holder[STAMP];
}

/** The header this process stamps the TCP peer's address under (its name is secret). */
export function peerAddressHeader(): string {
  return stamp().header;
}

/** Installs the stamp once per process (at server start). */
export function installPeerAddressHook(): void {
  const current = stamp();
  if (current.installed) return;
  current.installed = true;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    request.headers[current.header] = socket.remoteAddress ?? '';
  });
}

export function peerAddressHookInstalled(): boolean {
  return stamp().installed;
}

/**
 * The client's address for rate limiting. With TRUST_PROXY the last `x-forwarded-for` entry (the
 * one our own proxy appended); otherwise the stamped socket address. Undefined when neither is
 * known; the caller then uses one shared bucket.
 */
export function clientAddress(headers: Headers, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = headers.get('x-forwarded-for');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last.slice(0, 100);
    return headers.get('x-real-ip')?.trim().slice(0, 100) || undefined;
  }
  return headers.get(peerAddressHeader())?.trim().slice(0, 100) || undefined;
}
