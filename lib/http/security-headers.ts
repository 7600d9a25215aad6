/**
 * Headers every response carries (security baseline: HSTS in production, nosniff, framing,
 * referrer, permissions). next.config.ts sets them on what Next.js answers; proxy.ts on the
 * answers it makes itself. /admin adds a nonce CSP in proxy.ts. No server-only import: the
 * config file reads it at build time.
 */
export function securityHeaders(production: boolean): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Content-Security-Policy',
      value: "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
    },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(production
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }]
      : []),
  ];
}

/** Sets the baseline headers on a response made outside Next.js's own rendering. */
export function withSecurityHeaders<T extends Response>(response: T, production: boolean): T {
  for (const { key, value } of securityHeaders(production)) {
    if (!response.headers.has(key)) response.headers.set(key, value);
  }
  return response;
}
