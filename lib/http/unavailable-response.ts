import { escapeHtml } from '@/lib/http/escape-html';
import { plainPageHtml } from '@/lib/http/plain-page';

/** Seconds a client should wait before asking again while the server or its database is down. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export interface UnavailablePage {
  title: string;
  message: string;
  brand: string;
}

/**
 * A complete page for a 503: what is unavailable and a "Try again" button that asks for the same
 * address again (a GET form, so it works without script), inside the site's header and footer.
 */
export function unavailablePageHtml({ title, message, brand }: UnavailablePage, path: string) {
  return plainPageHtml({
    title,
    brand,
    mainHtml: `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<form method="get" action="${escapeHtml(path)}"><button type="submit">Try again</button></form>`,
  });
}

/**
 * 503 with Retry-After, never stored by a cache in front (the page is back as soon as the cause
 * is): HTML for a page address, JSON for the API.
 */
export function unavailableResponse(page: UnavailablePage, path: string): Response {
  const headers = {
    'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
    'Cache-Control': 'no-store',
  };
  if (path.startsWith('/api/')) {
    return Response.json(
      { error: { code: 'unavailable', message: page.message } },
      { status: 503, headers },
    );
  }
  return new Response(unavailablePageHtml(page, path), {
    status: 503,
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
  });
}
