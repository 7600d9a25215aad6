import 'server-only';
import type { IncomingHttpHeaders } from 'node:http';
import { onRequestStart } from '@/lib/http/request-start';

/**
 * With ADMIN_URL set, the app refuses public pages on the admin's host (proxy.ts), where their
 * tracking pixels would run with the admin's cookie. Running the proxy on every public page only
 * for that check cost more per cached page than serving the page itself, and the admin's host is
 * known only when the server starts, too late for the proxy's matcher (fixed by the build). So
 * every incoming request is marked here, before Next.js routes it: this header is set on a request
 * for the admin's host and removed from any other (a client cannot set or forge it), and the
 * proxy's matcher runs the proxy on public paths only when the header is present.
 */
export const ADMIN_HOST_HEADER = 'x-sonara-admin-host';

/** Sets or removes the mark on one request's headers. */
export function markAdminHostRequest(
  headers: IncomingHttpHeaders,
  adminHost: string | undefined,
): void {
  if (adminHost !== undefined && headers.host === adminHost) headers[ADMIN_HOST_HEADER] = '1';
  else delete headers[ADMIN_HOST_HEADER];
}

/** ADMIN_URL's host (`name[:port]`, as a Host header names it), or undefined without one. */
export function adminHostOf(adminUrl: string | undefined): string | undefined {
  return adminUrl?.trim() ? new URL(adminUrl).host : undefined;
}

/** Installs the mark once per process (at server start), for ADMIN_URL as it is then. */
export function installAdminHostMark(adminUrl: string | undefined): void {
  const adminHost = adminHostOf(adminUrl);
  onRequestStart('admin-host-mark', ({ request }) =>
    markAdminHostRequest(request.headers, adminHost),
  );
}
