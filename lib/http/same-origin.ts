import 'server-only';
import { log } from '@/lib/log/logger';

/** Where a request may come from besides its own origin, and whether proxy headers count. */
export interface OriginPolicy {
  /** The configured origins of the site or admin (SITE_URL, ADMIN_URL), as URLs or origins. */
  configured: readonly string[];
  /** TRUST_PROXY: `X-Forwarded-Host` and `X-Forwarded-Proto` name the address the browser used. */
  trustProxy: boolean;
}

interface IncomingRequest {
  headers: Headers;
  /** The URL the server saw; only its scheme is used, when no trusted proxy names one. */
  url?: string;
}

function firstEntry(value: string | null): string | undefined {
  return value?.split(',')[0]?.trim() || undefined;
}

function originOf(url: string): string | undefined {
  return URL.canParse(url) ? new URL(url).origin : undefined;
}

/**
 * The origin a request was addressed to: its `Host` (the name the browser typed, whatever
 * SITE_URL says) with the server's scheme, or behind a trusted proxy the forwarded host and
 * scheme. Undefined when it cannot be told.
 */
function requestOrigin(request: IncomingRequest, trustProxy: boolean): string | undefined {
  const { headers } = request;
  const host =
    (trustProxy ? firstEntry(headers.get('x-forwarded-host')) : undefined) ??
    headers.get('host')?.trim();
  if (!host) return undefined;
  const urlScheme =
    request.url && URL.canParse(request.url) ? new URL(request.url).protocol : undefined;
  const scheme =
    (trustProxy ? firstEntry(headers.get('x-forwarded-proto'))?.toLowerCase() : undefined) ??
    urlScheme?.replace(/:$/, '') ??
    'http';
  if (scheme !== 'http' && scheme !== 'https') return undefined;
  // A Host with a path or credentials in it is not a host name.
  if (!/^[A-Za-z0-9.\-[\]:]+$/.test(host)) return undefined;
  return originOf(`${scheme}://${host}`);
}

/** Every origin a state-changing request may come from: its own and the configured ones. */
export function acceptedOrigins(request: IncomingRequest, policy: OriginPolicy): string[] {
  const origins = policy.configured.map(originOf);
  origins.unshift(requestOrigin(request, policy.trustProxy));
  return [...new Set(origins.filter((origin): origin is string => origin !== undefined))];
}

/**
 * Whether a state-changing request came from this site. The browser says so itself with
 * `Sec-Fetch-Site: same-origin`; otherwise its `Origin` must be the request's own origin or a
 * configured one, so a visitor who opened the site at another name of the same server
 * (127.0.0.1, a LAN address) is not refused. `cross-site` is always refused; `same-site` is
 * judged by `Origin`, so a public page's script posting to the admin's host stays refused.
 * Requests with neither header come from non-browser clients, which carry no ambient cookies;
 * `Sec-Fetch-Site: none` is the visitor's own action (typed address, bookmark).
 */
export function isSameOriginRequest(request: IncomingRequest, policy: OriginPolicy): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite === 'same-origin') return true;
  if (fetchSite === 'cross-site') return false;
  const origin = request.headers.get('origin');
  if (origin === null) return fetchSite === null || fetchSite === 'none';
  return acceptedOrigins(request, policy).includes(origin);
}

/**
 * The shared check of every form, admin and sign-in write: true when the request must be refused
 * (403). A refusal is logged with the `Origin` received and the origins accepted, so an operator
 * whose site is reached at an unexpected address sees why at once.
 */
export function refuseCrossSite(
  request: IncomingRequest,
  policy: OriginPolicy,
  where: string,
): boolean {
  if (isSameOriginRequest(request, policy)) return false;
  log.warn(
    'http.cross-site-refused',
    `[http] ${where}: refused a write from origin ${request.headers.get('origin') ?? '(none)'}; accepted: ${acceptedOrigins(request, policy).join(', ')} (set SITE_URL or ADMIN_URL to the address visitors use)`,
    {
      origin: request.headers.get('origin') ?? undefined,
      fetchSite: request.headers.get('sec-fetch-site') ?? undefined,
      accepted: acceptedOrigins(request, policy),
    },
  );
  return true;
}
