import { siteConfig } from '@/lib/config/site';
import { goneJobPageHtml } from '@/lib/jobs/gone-page';
import { currentJobPageStatus } from '@/lib/jobs/job-page-status';

const HTML_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  // A job may be opened again: never keep the answer.
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
};

/**
 * The page of a closed or deleted job, with 410 (Gone); the proxy rewrites such a job's address
 * here. Asked for directly, an address whose job is open (or never existed) is not gone: 404.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ slug: string }> },
): Promise<Response> {
  const { slug } = await params;
  let status;
  try {
    status = await currentJobPageStatus(slug);
  } catch {
    return new Response('The server is unavailable.', {
      status: 503,
      headers: { 'Retry-After': '5', 'Cache-Control': 'no-store' },
    });
  }
  if (status !== 'gone') {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(goneJobPageHtml(siteConfig().name), { status: 410, headers: HTML_HEADERS });
}
