import { escapeHtml } from '@/lib/http/escape-html';

/** Seconds a client should wait before asking again while the server or its database is down. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

const PAGE_STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:36rem;margin:0 auto;padding:6rem 1.5rem;text-align:center}
h1{font-size:1.875rem;margin:0 0 1rem}
p{color:#475569;line-height:1.6;margin:0 0 2rem}
button{background:#3b2db5;color:#fff;border:0;font:inherit;font-weight:600;padding:.75rem 1.5rem;border-radius:.5rem;cursor:pointer}
footer{border-top:1px solid #e2e8f0;padding:2rem 1.5rem;text-align:center;color:#475569}
footer a{color:#3b2db5}`;

export interface UnavailablePage {
  title: string;
  message: string;
  brand: string;
}

/**
 * A complete page for a 503: what is unavailable, a "Try again" button that asks for the same
 * address again (a GET form, so it works without script), and a footer with the way home.
 */
export function unavailablePageHtml({ title, message, brand }: UnavailablePage, path: string) {
  const name = escapeHtml(brand);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${name}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<form method="get" action="${escapeHtml(path)}"><button type="submit">Try again</button></form>
</main>
<footer><a href="/">${name}</a></footer>
</body>
</html>`;
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
