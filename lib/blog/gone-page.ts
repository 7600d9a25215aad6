import 'server-only';
import { escapeHtml } from '@/lib/http/escape-html';
import { plainPageHtml } from '@/lib/http/plain-page';

/**
 * The page of a post that was public and was withdrawn or deleted, served with 410 (Gone) so
 * search engines drop it: the message and the way on to the other articles, inside the site's
 * header and footer (the page closed jobs answer with).
 */
export function goneBlogPageHtml(brand: string): string {
  return plainPageHtml({
    title: 'This article is no longer available',
    brand,
    mainHtml: `<h1>This article is no longer available</h1>
<p>The article you are looking for has been withdrawn from the ${escapeHtml(brand)} blog. Our other articles are on the blog page.</p>
<a class="button" href="/blog">See all articles</a>
<a class="home" href="/">Go to the home page</a>`,
  });
}
