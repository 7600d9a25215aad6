import { NextResponse, type NextRequest } from 'next/server';
import { adminHostOf } from '@/lib/http/admin-host';
import { escapeHtml } from '@/lib/http/escape-html';
import { refuseCrossSite } from '@/lib/http/same-origin';
import { rewriteGoneJobPage } from '@/lib/jobs/job-page-gate';
import { log } from '@/lib/log/logger';

/**
 * The admin's strict Content Security Policy: scripts only with this response's nonce (Next.js
 * puts it on its own scripts) or loaded by them, nothing from other origins, no framing.
 * Inline styles stay allowed because the UI primitives position popovers with style attributes.
 */
export function adminContentSecurityPolicy(nonce: string, { dev = false, https = false } = {}) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** ADMIN_URL's origin when the admin has one of its own (else undefined). */
export function separateAdminOrigin(adminUrl: string | undefined): string | undefined {
  return adminUrl?.trim() ? new URL(adminUrl).origin : undefined;
}

let adminHostFor: { adminUrl: string; host: string | undefined } | undefined;

/** ADMIN_URL's host, parsed once per value: this runs on every request. */
function separateAdminHost(adminUrl: string | undefined): string | undefined {
  if (!adminUrl?.trim()) return undefined;
  if (adminHostFor?.adminUrl !== adminUrl) {
    adminHostFor = { adminUrl, host: adminHostOf(adminUrl) };
  }
  return adminHostFor.host;
}

/** TRUST_PROXY as the environment schema reads it (this runs on every request, without zod). */
function trustProxy(value: string | undefined): boolean {
  return value === 'true' || value === '1';
}

/** Where a path that cannot be decoded is rewritten: an unknown path, so the 404 page. */
const MALFORMED_PATH = '/malformed-address';

function decodablePath(pathname: string): boolean {
  if (!pathname.includes('%')) return true;
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The admin's own paths: the page, its API and sign-in. */
function isProxiedPath(pathname: string): boolean {
  return (
    pathname === '/admin' ||
    pathname.startsWith('/admin/') ||
    pathname.startsWith('/api/admin/') ||
    pathname.startsWith('/api/auth/')
  );
}

/**
 * What the admin's host serves besides the admin: Next.js's assets, the health checks and the
 * public API's endpoints. Only real endpoints: an unknown path under them renders the 404 page.
 */
function servedOnAdminHost(pathname: string): boolean {
  return (
    isProxiedPath(pathname) ||
    /^\/api\/(forms|resumes)\/[^/]+$/.test(pathname) ||
    /^\/api\/health(\/live|\/ready)?$/.test(pathname) ||
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
function refuseOnAdminHost(request: NextRequest): NextResponse {
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
 * Runs on the admin's paths, job pages, paths with a percent escape and every request not marked
 * as one for the site's own host (see `config` below): public pages on the site's host skip it,
 * so they cost nothing extra. It keeps public pages off the admin's host, rewrites
 * a closed job's page to its 410 answer, and sets the nonce CSP on the admin page; authorization
 * is checked again by every admin route (adminRoute), never only here.
 */
export async function proxy(request: NextRequest) {
  const decodable = decodablePath(request.nextUrl.pathname);
  const adminHost = separateAdminHost(process.env.ADMIN_URL);
  const onAdminHost = adminHost !== undefined && request.headers.get('host') === adminHost;
  // Not even the site's 404 page there: it carries the pixels too.
  if (onAdminHost && (!decodable || !servedOnAdminHost(request.nextUrl.pathname))) {
    return refuseOnAdminHost(request);
  }
  if (!decodable) {
    // Next.js answers a malformed escape on a dynamic route with a bare 500 (its /400 fallback
    // does not exist in the App Router): show the 404 page instead, as for any unknown path.
    log.warn('http.malformed-address', `[404] malformed address ${request.nextUrl.pathname}`);
    return NextResponse.rewrite(new URL(MALFORMED_PATH, request.url));
  }
  // A closed or deleted job's page answers 410, which a page itself cannot.
  const goneJob = await rewriteGoneJobPage(request);
  if (goneJob) return goneJob;
  if (!isProxiedPath(request.nextUrl.pathname)) return NextResponse.next();
  const separate = separateAdminOrigin(process.env.ADMIN_URL);
  // With ADMIN_URL the admin's API answers only there, where public pages (and their tracking
  // pixels' scripts) do not run with the admin's cookie. (/admin itself redirects there: a
  // redirect from here would be made relative by Next.js when it takes both hosts for its own.)
  const elsewhere = adminHost !== undefined && !onAdminHost;
  if (elsewhere && request.nextUrl.pathname.startsWith('/api/')) {
    return NextResponse.json({ error: 'Not found.' }, { status: 404 });
  }
  if (request.nextUrl.pathname.startsWith('/api/')) {
    // Early refusal of cross-site writes; each route checks again (lib/admin/guard.ts).
    const configured = separate ?? (process.env.SITE_URL?.trim() || 'http://localhost:3000');
    const policy = { configured: [configured], trustProxy: trustProxy(process.env.TRUST_PROXY) };
    const write = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
    if (
      write &&
      refuseCrossSite(request, policy, `${request.method} ${request.nextUrl.pathname}`)
    ) {
      return NextResponse.json({ error: 'Cross-site request refused.' }, { status: 403 });
    }
    return NextResponse.next();
  }
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const csp = adminContentSecurityPolicy(nonce, {
    dev: process.env.NODE_ENV === 'development',
    https: request.nextUrl.protocol === 'https:',
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

export const config = {
  matcher: [
    // Every path but Next.js's own assets, the health checks and the public API (whose uploads
    // Next.js would copy, and cut at 10 MB, for a proxy to read), unless the request is marked as
    // one for the site's own host (lib/http/site-host-mark.ts): the admin's host is known only at
    // run time, so the server marks each request as it arrives and public pages on the site's
    // host skip the proxy; on the admin's host, or before the mark is installed, it runs and
    // refuses them. Each exclusion is anchored: an unknown path under those prefixes gets the 404
    // page, which carries the pixels, so it must reach the admin-host check too.
    {
      source:
        '/((?!_next/static/|api/health(?:/live|/ready)?$|api/forms/[^/]+$|api/resumes/[^/]+$).*)',
      missing: [{ type: 'header', key: 'x-sonara-site-host' }],
    },
    // The admin's own paths, on any host: its CSP nonce, and its API refused off its host.
    '/admin',
    '/admin/:path*',
    '/api/admin/:path*',
    '/api/auth/:path*',
    // A job page, which answers 410 once its posting closed.
    '/careers/:slug',
    // Any path with a `%` in it, to catch malformed escapes before Next.js's routing does.
    '/:path(.*%.*)',
  ],
};
