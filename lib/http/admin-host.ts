/**
 * ADMIN_URL's host (`name[:port]`, as a Host header names it), or undefined without one. The one
 * reading of it for both the request mark (lib/http/site-host-mark.ts), which decides whether the
 * proxy runs, and the proxy's own check: the two must name the same host.
 */
export function adminHostOf(adminUrl: string | undefined): string | undefined {
  return adminUrl?.trim() ? new URL(adminUrl).host : undefined;
}
