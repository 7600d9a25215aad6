import { siteConfig } from '@/lib/config/site';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '@/lib/http/unavailable-response';

const HTML_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  // What was withdrawn may come back (a job opened again, a post published again): never keep it.
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
};

type SlugContext = { params: Promise<{ slug: string }> };

/**
 * The GET handler of a withdrawn page's 410 (Gone) address, such as a closed job or an
 * unpublished post: the proxy rewrites the withdrawn page's address here. Asked for directly, an
 * address that is not gone answers 404; while its state cannot be read, 503.
 */
export function goneRoute(
  isGone: (slug: string) => Promise<boolean>,
  pageHtml: (siteName: string) => string,
) {
  return async function GET(_request: Request, { params }: SlugContext): Promise<Response> {
    const { slug } = await params;
    let gone: boolean;
    try {
      gone = await isGone(slug);
    } catch {
      return new Response('The server is unavailable.', {
        status: 503,
        headers: {
          'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
          'Cache-Control': 'no-store',
        },
      });
    }
    if (!gone) {
      return new Response('Not found', {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    }
    return new Response(pageHtml(siteConfig().name), { status: 410, headers: HTML_HEADERS });
  };
}
