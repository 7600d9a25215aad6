import { NextResponse, type NextRequest } from 'next/server';
import { isCrossSiteRequest } from '@/lib/http/same-origin';

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

/** Where a path that cannot be decoded is rewritten: an unknown path, so the 404 page. */
const MALFORMED_PATH = '/malformed-address';

function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The paths of `config.matcher` below but the last (a literal there, as Next.js requires). */
function isProxiedPath(pathname: string): boolean {
  return (
    pathname === '/admin' ||
    pathname.startsWith('/admin/') ||
    pathname.startsWith('/api/admin/') ||
    pathname.startsWith('/api/auth/')
  );
}

/**
 * Runs for /admin, /api/admin and /api/auth, and for paths with a percent escape (checked, then
 * passed on), so public pages stay static and pay nothing for it. It sets the nonce CSP on the
 * admin page; authorization is checked again by every admin route and data function, never only
 * here.
 */
export function proxy(request: NextRequest) {
  if (!decodablePath(request.nextUrl.pathname)) {
    // Next.js answers a malformed escape on a dynamic route with a bare 500 (its /400 fallback
    // does not exist in the App Router): show the 404 page instead, as for any unknown path.
    console.warn(`[404] malformed address ${request.nextUrl.pathname}`);
    return NextResponse.rewrite(new URL(MALFORMED_PATH, request.url));
  }
  if (!isProxiedPath(request.nextUrl.pathname)) return NextResponse.next();
  const separate = separateAdminOrigin(process.env.ADMIN_URL);
  // With ADMIN_URL the admin's API answers only there, where public pages (and their tracking
  // pixels' scripts) do not run with the admin's cookie. (/admin itself redirects there: a
  // redirect from here would be made relative by Next.js when it takes both hosts for its own.)
  const elsewhere = separate && request.headers.get('host') !== new URL(separate).host;
  if (elsewhere && request.nextUrl.pathname.startsWith('/api/')) {
    return NextResponse.json({ error: 'Not found.' }, { status: 404 });
  }
  if (request.nextUrl.pathname.startsWith('/api/')) {
    // Early refusal of cross-site writes; each route checks again (lib/admin/guard.ts).
    const origins = [request.nextUrl.origin];
    const configured = separate ?? process.env.SITE_URL;
    if (configured) origins.push(new URL(configured).origin);
    const write = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
    if (write && isCrossSiteRequest(request.headers, origins)) {
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
    '/admin',
    '/admin/:path*',
    '/api/admin/:path*',
    '/api/auth/:path*',
    // Any path with a `%` in it, to catch malformed escapes before Next.js's routing does.
    '/:path(.*%.*)',
  ],
};
