import { siteConfig } from '@/lib/config/site';
import { goneBlogPageHtml } from '@/lib/blog/gone-page';
import { currentBlogPageStatus } from '@/lib/blog/startup';

const HTML_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  // A post may be published again: never keep the answer.
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
};

/**
 * The page of a withdrawn or deleted post, with 410 (Gone); the proxy rewrites such a post's
 * address here. Asked for directly, an address that is not gone answers 404.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ slug: string }> },
): Promise<Response> {
  const { slug } = await params;
  let status;
  try {
    status = await currentBlogPageStatus(slug);
  } catch {
    return new Response('The server is unavailable.', {
      status: 503,
      headers: { 'Retry-After': '5', 'Cache-Control': 'no-store' },
    });
  }
  if (status.kind !== 'gone') {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(goneBlogPageHtml(siteConfig().name), { status: 410, headers: HTML_HEADERS });
}
