import 'server-only';
import { escapeHtml } from '@/lib/http/escape-html';

/**
 * The page of a job that closed or was deleted, served with 410 (Gone) so search engines drop
 * it. A route handler cannot use the site's layout, so the page is complete on its own: the
 * message, the way on to the open positions, and noindex.
 */
export function goneJobPageHtml(brand: string): string {
  const name = escapeHtml(brand);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>This position is no longer open | ${name}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:36rem;margin:0 auto;padding:6rem 1.5rem;text-align:center}
h1{font-size:1.875rem;margin:0 0 1rem}
p{color:#475569;line-height:1.6;margin:0 0 2rem}
a.button{display:inline-block;background:#3b2db5;color:#fff;text-decoration:none;font-weight:600;padding:.75rem 1.5rem;border-radius:.5rem}
a.home{display:block;margin-top:1.5rem;color:#3b2db5}
</style>
</head>
<body>
<main>
<h1>This position is no longer open</h1>
<p>The job you are looking for has been filled or closed at ${name}. Our other open positions are on the careers page.</p>
<a class="button" href="/careers">See open positions</a>
<a class="home" href="/">Go to the home page</a>
</main>
</body>
</html>`;
}
