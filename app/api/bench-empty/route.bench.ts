/**
 * The floor of the analytics ingest benchmark (`npm run bench -- --analytics`): a POST answered
 * 204 with nothing read or done, through the same server, proxy and headers as /api/event. A route
 * only in a build made with SONARA_BENCH_ROUTES=1 (see pageExtensions in next.config.ts); the
 * site's own build leaves this file out.
 */
export const dynamic = 'force-dynamic';

export function POST(): Response {
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
