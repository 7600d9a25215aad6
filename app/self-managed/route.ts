/**
 * The old address of the custom-solutions page, moved permanently. A route handler rather than a
 * `redirects()` entry in next.config.ts, because config redirects are answered before the
 * security headers are applied (QUALITY.md item 17) and this response must carry them too.
 */
export const dynamic = 'force-static';

export function GET() {
  return new Response(null, { status: 308, headers: { Location: '/custom-solutions' } });
}
