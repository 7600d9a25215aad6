import { NextResponse, type NextRequest } from 'next/server';
import {
  adminNotFound,
  isProxiedPath,
  refuseOnAdminHost,
  separateAdminHost,
  servedOnAdminHost,
} from '@/lib/http/admin-host';
import { refuseCrossSite } from '@/lib/http/same-origin';
import { withSecurityHeaders } from '@/lib/http/security-headers';
import { unavailableResponse } from '@/lib/http/unavailable-response';
import { answerBlogPage } from '@/lib/blog/blog-page-gate';
import { isPreviewPath } from '@/lib/blog/preview-path';
import { rewriteGoneJobPage } from '@/lib/jobs/job-page-gate';
import { log } from '@/lib/log/logger';
import { databaseReachable, isStarting } from '@/lib/server/availability';

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

/** TRUST_PROXY as the environment schema reads it (this runs on every request, without zod). */
function trustProxy(value: string | undefined): boolean {
  return value === 'true' || value === '1';
}

/** Where a path that cannot be decoded is rewritten: an unknown path, so the 404 page. */
const MALFORMED_PATH = '/malformed-address';

/**
 * Whether a path decodes to text a route can use: valid escapes and no NUL, which no address of
 * the site contains and PostgreSQL refuses inside a text value (a lookup by slug would fail).
 */
function decodablePath(pathname: string): boolean {
  if (!pathname.includes('%')) return true;
  try {
    return !decodeURIComponent(pathname).includes('\u0000');
  } catch {
    return false;
  }
}

/** The brand for pages the proxy answers itself (BRAND_NAME, read without the schema). */
function brand(): string {
  return process.env.BRAND_NAME?.trim() || 'Sonara AI';
}

const STARTING = {
  title: 'This page is unavailable right now',
  message: 'The site is starting. This usually passes within a minute; please try again shortly.',
};

const CAREERS_UNAVAILABLE = {
  title: 'Open positions are unavailable right now',
  message:
    'We could not load our job listings. This is on our side and usually passes within a minute; please try again shortly.',
};

const PREVIEW_UNAVAILABLE = {
  title: 'This preview is unavailable right now',
  message:
    'We could not load the post. This is on our side and usually passes within a minute; please try again shortly.',
};

/**
 * A blog post's preview or a booking's page: its address is a secret link, so no cache keeps it (the browser's, or
 * one in front such as deploy/nginx.conf's), no search engine indexes it, and no page it links to
 * is told the address it was opened from.
 */
function previewPageResponse(): NextResponse {
  const response = NextResponse.next();
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('X-Robots-Tag', 'noindex');
  response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
}

const BOOKING_UNAVAILABLE = {
  title: 'Your meeting cannot be shown right now',
  message:
    'We could not load your booking. This is on our side and usually passes within a minute; please try again shortly.',
};

/** A booking's page: its address carries the signed link from the confirmation and the emails. */
const BOOKING_PAGE = /^\/booking\/[^/]+$/;

/** Careers and job pages: they show data only the database has (content pages render without it). */
const CAREERS_PAGE = /^\/careers(?:\/[^/]+)?$/;

/**
 * A public page is rendered, and cached for every visitor, from its path alone: the query string
 * (a visitor's campaign tags or anything else) must not end up in the page that later visitors
 * get. Next.js's `_rsc` cache-busting parameter stays, since it checks it.
 */
function withoutQuery(request: NextRequest): NextResponse {
  if (!request.nextUrl.search || !['GET', 'HEAD'].includes(request.method)) {
    return NextResponse.next();
  }
  const target = new URL(request.nextUrl.pathname, request.url);
  const rsc = request.nextUrl.searchParams.get('_rsc');
  if (rsc !== null) target.searchParams.set('_rsc', rsc);
  return NextResponse.rewrite(target);
}

/**
 * Runs on every request but Next.js's static assets, the health checks and the public API's
 * upload endpoints (see `config`). Before the server has started it answers 503; it keeps public
 * pages off the admin's host, answers an address with a trailing slash with a redirect, /careers
 * and job pages with 503 while the database does not answer, a closed job's page with its 410
 * answer, a blog post's old, withdrawn or unpublished address with its redirect, 410 or 404, a
 * post's preview with the headers that keep it private (503 while the database does not answer),
 * and sets the nonce CSP on the admin page. Authorization is checked again by every
 * admin route (adminRoute), never only here.
 */
export async function proxy(request: NextRequest): Promise<Response> {
  const response = await answer(request);
  // Its own answers carry the headers every response has (Next.js's pass them on as they are).
  return withSecurityHeaders(response, process.env.NODE_ENV === 'production');
}

async function answer(request: NextRequest): Promise<Response> {
  const { pathname } = request.nextUrl;
  if (isStarting()) return unavailableResponse({ ...STARTING, brand: brand() }, pathname);
  const decodable = decodablePath(pathname);
  const adminHost = separateAdminHost(process.env.ADMIN_URL);
  const onAdminHost = adminHost !== undefined && request.headers.get('host') === adminHost;
  // Not even the site's 404 page there: it carries the pixels too.
  if (onAdminHost && (!decodable || !servedOnAdminHost(pathname))) {
    return refuseOnAdminHost(request);
  }
  if (!decodable) {
    // Next.js answers a malformed escape on a dynamic route with a bare 500 (its /400 fallback
    // does not exist in the App Router): show the 404 page instead, as for any unknown path.
    log.warn('http.malformed-address', `[404] malformed address ${pathname}`);
    return NextResponse.rewrite(new URL(MALFORMED_PATH, request.url));
  }
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const target = new URL(pathname.replace(/\/+$/, '') || '/', request.url);
    target.search = request.nextUrl.search;
    return NextResponse.redirect(target, 308);
  }
  if (pathname.startsWith('/admin/')) return adminNotFound();
  if (CAREERS_PAGE.test(pathname) && !(await databaseReachable())) {
    return unavailableResponse({ ...CAREERS_UNAVAILABLE, brand: brand() }, pathname);
  }
  if (isPreviewPath(pathname)) {
    if (!(await databaseReachable())) {
      return unavailableResponse({ ...PREVIEW_UNAVAILABLE, brand: brand() }, pathname);
    }
    return previewPageResponse();
  }
  // A booking's page is a secret link too: kept private like a preview, and 503 without a database.
  if (BOOKING_PAGE.test(pathname)) {
    if (!(await databaseReachable())) {
      return unavailableResponse({ ...BOOKING_UNAVAILABLE, brand: brand() }, pathname);
    }
    return previewPageResponse();
  }
  // A closed or deleted job's page answers 410, which a page itself cannot.
  const goneJob = await rewriteGoneJobPage(request);
  if (goneJob) return goneJob;
  // A renamed post's old address redirects (308), a withdrawn post's answers 410 and a draft's 404.
  const blogAnswer = await answerBlogPage(request);
  if (blogAnswer) return blogAnswer;
  if (!isProxiedPath(pathname)) {
    return pathname.startsWith('/api/') ? NextResponse.next() : withoutQuery(request);
  }
  const separate = separateAdminOrigin(process.env.ADMIN_URL);
  // With ADMIN_URL the admin's API answers only there, where public pages (and their tracking
  // pixels' scripts) do not run with the admin's cookie. (/admin itself redirects there: a
  // redirect from here would be made relative by Next.js when it takes both hosts for its own.)
  const elsewhere = adminHost !== undefined && !onAdminHost;
  if (elsewhere && pathname.startsWith('/api/')) {
    return NextResponse.json({ error: 'Not found.' }, { status: 404 });
  }
  if (pathname.startsWith('/api/')) {
    // Early refusal of cross-site writes; each route checks again (lib/admin/guard.ts).
    const configured = separate ?? (process.env.SITE_URL?.trim() || 'http://localhost:3000');
    const policy = { configured: [configured], trustProxy: trustProxy(process.env.TRUST_PROXY) };
    const write = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
    if (write && refuseCrossSite(request, policy, `${request.method} ${pathname}`)) {
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
    // Every path but Next.js's static assets, the health checks (which must answer while the
    // server starts) and the public API's endpoints (whose uploads Next.js would copy, and cut
    // at 10 MB, for a proxy to read). Each exclusion is anchored: an unknown path under those
    // prefixes gets the 404 page, which carries the pixels, so it must reach the admin-host check.
    '/((?!_next/static/|api/health(?:/live|/ready)?$|api/forms/[^/]+$|api/resumes/[^/]+$).*)',
    // Any path with a `%` in it, to catch malformed escapes before Next.js's routing does.
    '/:path(.*%.*)',
  ],
};
