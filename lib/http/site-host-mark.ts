import 'server-only';
import type { IncomingHttpHeaders } from 'node:http';
import { adminHostOf } from '@/lib/http/admin-host';
import { onRequestStart } from '@/lib/http/request-start';

/**
 * With ADMIN_URL set, the app refuses public pages on the admin's host (proxy.ts), where their
 * tracking pixels would run with the admin's cookie. Running the proxy on every public page only
 * for that check cost more per cached page than serving the page itself, and the admin's host is
 * known only when the server starts, too late for the proxy's matcher (fixed by the build). So
 * every incoming request is marked here as it arrives, before Next.js routes it: a request for any
 * host but the admin's gets this header (whatever the client sent is overwritten), a request for
 * the admin's host loses it, and the proxy's matcher skips public paths only for marked requests.
 * It fails closed: a request that arrived before the mark was installed (the server accepts
 * connections while it starts) carries no mark, so the proxy runs and checks the host itself.
 */
export const SITE_HOST_HEADER = 'x-sonara-site-host';

/** Marks one request's headers as for the site's host, or clears the mark for the admin's. */
export function markSiteHostRequest(
  headers: IncomingHttpHeaders,
  adminHost: string | undefined,
): void {
  if (adminHost !== undefined && headers.host === adminHost) delete headers[SITE_HOST_HEADER];
  else headers[SITE_HOST_HEADER] = '1';
}

/** Installs the mark once per process (at server start), for ADMIN_URL as it is then. */
export function installSiteHostMark(adminUrl: string | undefined): void {
  const adminHost = adminHostOf(adminUrl);
  onRequestStart('site-host-mark', ({ request }) =>
    markSiteHostRequest(request.headers, adminHost),
  );
}
