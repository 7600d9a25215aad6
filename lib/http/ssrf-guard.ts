import 'server-only';
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { env } from '@/lib/config/env';

interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Host name to addresses; injectable so tests can point a name at any address. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface OutboundUrlOptions {
  /** http: and private addresses allowed (local development and tests); default ALLOW_PRIVATE_WEBHOOKS. */
  allowPrivate?: boolean;
  resolve?: Resolver;
}

type OutboundUrlCheck =
  | { ok: true; url: URL; address: string; family: 4 | 6 }
  /** `unresolved`: the host name had no answer now, which a later try may get (DNS is down). */
  | { ok: false; reason: string; unresolved?: true };

export const MAX_OUTBOUND_URL_LENGTH = 2048;

const systemResolver: Resolver = async (hostname) => {
  const results = await lookup(hostname, { all: true, verbatim: true });
  return results.map((result) => ({
    address: result.address,
    family: result.family === 6 ? 6 : 4,
  }));
};

/**
 * Why an address may not be called, or undefined when it is a public unicast address. Only
 * ipaddr.js's `unicast` range passes, so loopback, private, link-local (cloud metadata), CGNAT,
 * 0.0.0.0/8, reserved, multicast, ::1, fc00::/7, fe80::/10 and IPv4-mapped IPv6 are all refused.
 */
export function blockedAddressReason(address: string): string | undefined {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  const parsed = ipaddr.parse(address);
  const range = parsed.range();
  if (range === 'unicast') return undefined;
  return `${address} is a ${range} address; webhooks may only call public internet addresses`;
}

/**
 * Checks a webhook URL before it is saved and again before every request: scheme, credentials,
 * and every address the host name resolves to. The caller connects to the returned address, so a
 * second DNS answer (rebinding) cannot redirect the request.
 */
export async function checkOutboundUrl(
  rawUrl: string,
  options: OutboundUrlOptions = {},
): Promise<OutboundUrlCheck> {
  const allowPrivate = options.allowPrivate ?? env().ALLOW_PRIVATE_WEBHOOKS;
  const resolve = options.resolve ?? systemResolver;
  if (rawUrl.length > MAX_OUTBOUND_URL_LENGTH) {
    return { ok: false, reason: `The URL is longer than ${MAX_OUTBOUND_URL_LENGTH} characters` };
  }
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { ok: false, reason: 'This is not a valid URL' };
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    return {
      ok: false,
      reason: allowPrivate
        ? 'Only http:// and https:// URLs are allowed'
        : 'Only https:// URLs are allowed',
    };
  }
  if (url.username || url.password) {
    return { ok: false, reason: 'The URL must not contain a user name or password' };
  }
  // The URL parser has already normalised numeric hosts (2130706433, 0x7f.1 -> 127.0.0.1).
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: ResolvedAddress[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      return { ok: false, reason: `The host name ${host} could not be resolved`, unresolved: true };
    }
  }
  const [first] = addresses;
  if (!first)
    return { ok: false, reason: `The host name ${host} has no address`, unresolved: true };
  if (!allowPrivate) {
    for (const { address } of addresses) {
      const reason = blockedAddressReason(address);
      if (reason) return { ok: false, reason };
    }
  }
  return { ok: true, url, address: first.address, family: first.family };
}
