/**
 * The old address of the custom-solutions page, moved permanently. A route handler rather than a
 * `redirects()` entry in next.config.ts, because config redirects are answered before the
 * security headers are applied, and every response (a redirect too) must carry them.
 */
export const dynamic = 'force-static';

export function GET() {
  return new Response(null, { status: 308, headers: { Location: '/custom-solutions' } });
}
