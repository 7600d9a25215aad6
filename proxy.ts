import { NextResponse, type NextRequest } from 'next/server';
import { isCrossSiteRequest } from '@/lib/auth/request-origin';

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

/**
 * Runs for /admin and /api/admin only, so public pages stay static and pay nothing for it. It
 * sets the nonce CSP on the admin page; authorization is checked again by every admin route and
 * data function, never only here.
 */
export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith('/api/')) {
    // Early refusal of cross-site writes; each route checks again (lib/admin/guard.ts).
    const origins = [request.nextUrl.origin];
    if (process.env.SITE_URL) origins.push(new URL(process.env.SITE_URL).origin);
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
  matcher: ['/admin', '/admin/:path*', '/api/admin/:path*'],
};
