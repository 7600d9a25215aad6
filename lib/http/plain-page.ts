import { FOOTER_GROUPS, HEADER_LINKS } from '@/lib/config/navigation';
import { escapeHtml } from '@/lib/http/escape-html';

/*
 * The site's pages that a route handler or the proxy answers itself (a closed job's 410, a 503
 * while the database is down), with a status React's pages cannot give. Such a page cannot use
 * the site's React layout, so it is complete on its own: the same header links and footer groups
 * as the site (lib/config/navigation.ts), in plain HTML with a small inline style.
 */

const STYLE = `*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.5}
a{color:#3b2db5}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem}
header{background:#fff;border-bottom:1px solid #e2e8f0}
header nav{max-width:72rem;margin:0 auto;padding:1rem 1.5rem;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center}
header nav a{color:#0f172a;text-decoration:none;font-weight:500}
header nav a.brand{font-size:1.125rem;font-weight:700;margin-right:auto}
main{max-width:36rem;margin:0 auto;padding:5rem 1.5rem;text-align:center}
h1{font-size:1.875rem;line-height:1.2;margin:0 0 1rem}
main p{color:#475569;margin:0 0 2rem}
.button,button{display:inline-block;background:#3b2db5;color:#fff;border:0;font:inherit;font-weight:600;padding:.75rem 1.5rem;border-radius:.5rem;cursor:pointer;text-decoration:none}
.home{display:block;margin-top:1.5rem}
footer{background:#0f172a;color:#cbd5e1}
footer .groups{max-width:72rem;margin:0 auto;padding:3rem 1.5rem 2rem;display:grid;gap:2rem;grid-template-columns:repeat(auto-fit,minmax(10rem,1fr))}
footer h2{font-size:.875rem;text-transform:uppercase;letter-spacing:.05em;color:#fff;margin:0 0 .75rem}
footer ul{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
footer a{color:#cbd5e1}
footer .bar{border-top:1px solid #1e293b;text-align:center;padding:1.5rem;font-size:.875rem}`;

const link = ({ href, label }: { href: string; label: string }) =>
  `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

export interface PlainPage {
  title: string;
  brand: string;
  /** The page's own content, already HTML. */
  mainHtml: string;
}

/** A complete page with the site's header and footer around `mainHtml`; noindex. */
export function plainPageHtml({ title, brand, mainHtml }: PlainPage): string {
  const name = escapeHtml(brand);
  const groups = FOOTER_GROUPS.map(
    (group) =>
      `<nav aria-label="${escapeHtml(group.title)}"><h2>${escapeHtml(group.title)}</h2><ul>${group.links
        .map((item) => `<li>${link(item)}</li>`)
        .join('')}</ul></nav>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${name}</title>
<style>${STYLE}</style>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header><nav aria-label="Main"><a class="brand" href="/">${name}</a>${HEADER_LINKS.map(link).join('')}${link({ href: '/careers', label: 'Careers' })}</nav></header>
<main id="main">
${mainHtml}
</main>
<footer>
<div class="groups">
${groups}
</div>
<p class="bar">&copy; ${new Date().getFullYear()} ${name}. All rights reserved.</p>
</footer>
</body>
</html>`;
}
