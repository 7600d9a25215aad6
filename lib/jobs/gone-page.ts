import 'server-only';
import { escapeHtml } from '@/lib/http/escape-html';
import { plainPageHtml } from '@/lib/http/plain-page';

/**
 * The page of a job that closed or was deleted, served with 410 (Gone) so search engines drop
 * it: the message and the way on to the open positions, inside the site's header and footer.
 */
export function goneJobPageHtml(brand: string): string {
  return plainPageHtml({
    title: 'This position is no longer open',
    brand,
    mainHtml: `<h1>This position is no longer open</h1>
<p>The job you are looking for has been filled or closed at ${escapeHtml(brand)}. Our other open positions are on the careers page.</p>
<a class="button" href="/careers">See open positions</a>
<a class="home" href="/">Go to the home page</a>`,
  });
}
