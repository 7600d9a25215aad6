import { NextResponse, type NextRequest } from 'next/server';
import { escapeHtml } from '@/lib/http/escape-html';

/**
 * ADMIN_URL's host (`name[:port]`, as a Host header names it), or undefined without one: what the
 * proxy compares each request's Host with.
 */
export function adminHostOf(adminUrl: string | undefined): string | undefined {
  return adminUrl?.trim() ? new URL(adminUrl).host : undefined;
}

let adminHostFor: { adminUrl: string; host: string | undefined } | undefined;

/** ADMIN_URL's host, parsed once per value: this runs on every request. */
export function separateAdminHost(adminUrl: string | undefined): string | undefined {
  if (!adminUrl?.trim()) return undefined;
  if (adminHostFor?.adminUrl !== adminUrl) {
    adminHostFor = { adminUrl, host: adminHostOf(adminUrl) };
  }
  return adminHostFor.host;
}

/** The admin's own paths: the page, its API and sign-in. */
export function isProxiedPath(pathname: string): boolean {
  return (
    pathname === '/admin' ||
    pathname.startsWith('/admin/') ||
    pathname.startsWith('/api/admin/') ||
    pathname.startsWith('/api/auth/')
  );
}

/**
 * What the admin's host serves besides the admin: Next.js's assets, the health checks, the
 * public API's endpoints and uploaded blog images (bare image bytes, no page and no pixels, which
 * the post editor previews). Only real endpoints: an unknown path under them renders the 404 page.
 */
export function servedOnAdminHost(pathname: string): boolean {
  return (
    isProxiedPath(pathname) ||
    /^\/api\/(forms|resumes)\/[^/]+$/.test(pathname) ||
    /^\/api\/health(\/live|\/ready)?$/.test(pathname) ||
    /^\/media\/blog\/[^/]+\/[^/]+$/.test(pathname) ||
    pathname.startsWith('/_next/static/') ||
    pathname === '/_next/image'
  );
}

/**
 * A public path asked for on the admin's host. Served there, a page would run its tracking pixels
 * on the admin's origin, with the admin's cookie, so the app refuses it itself rather than trusting
 * a proxy's routing: `/` leads to the admin, the API answers 404, and any other path gets a 404
 * linking to the page on SITE_URL. Not a redirect there: Next.js turns a Location on its own
 * listening address into a relative one, which would loop back to this host whenever SITE_URL is
 * that address (a local run with two names for one port).
 */
export function refuseOnAdminHost(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  if (pathname === '/') return NextResponse.redirect(new URL('/admin', request.url), 307);
  if (pathname.startsWith('/api/')) {
    return NextResponse.json({ error: 'Not found.' }, { status: 404 });
  }
  const site = process.env.SITE_URL?.trim() || 'http://localhost:3000';
  const page = escapeHtml(new URL(`${pathname}${search}`, site).href);
  const body = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not found</title><p>This address serves the admin only. The page is on the site: <a href="${page}">${page}</a></p></html>`;
  return new NextResponse(body, {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * An unknown address under /admin: a bare 404, not the site's 404 page, which carries the
 * tracking pixels (only /admin itself is a page there).
 */
export function adminNotFound(): NextResponse {
  return new NextResponse(
    '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="robots" content="noindex"><title>Not found</title><p>Not found. <a href="/admin">Go to the admin</a></p></html>',
    {
      status: 404,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    },
  );
}
