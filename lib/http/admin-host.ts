/**
 * ADMIN_URL's host (`name[:port]`, as a Host header names it), or undefined without one: what the
 * proxy compares each request's Host with.
 */
export function adminHostOf(adminUrl: string | undefined): string | undefined {
  return adminUrl?.trim() ? new URL(adminUrl).host : undefined;
}
