import 'server-only';
import MarkdownIt, { type Token } from 'markdown-it';
import anchor from 'markdown-it-anchor';
import slugify from 'slugify';
import { ARTICLE_IMAGE_SIZES } from '@/lib/blog/image-sizes';
import { isSiteImagePath, parseUploadedSrc, variantSrcSet } from '@/lib/blog/image-url';
import { imageAltText } from '@/lib/blog/markdown-images';

// Tailwind classes of each element a post body renders; the page styles nothing else.
const CLASSES: Record<string, string> = {
  h2: 'mt-6 text-2xl font-bold text-foreground',
  h3: 'mt-3 text-xl font-semibold text-foreground',
  ul: 'flex list-disc flex-col gap-2 pl-6 marker:text-primary',
  ol: 'flex list-decimal flex-col gap-2 pl-6 marker:font-semibold marker:text-primary',
  a: 'font-medium text-primary underline underline-offset-4 hover:text-primary/80',
  blockquote: 'flex flex-col gap-3 border-l-4 border-primary/50 pl-5 italic text-foreground/80',
  img: 'h-auto max-w-full rounded-lg',
  code: 'rounded bg-muted px-1.5 py-0.5 font-mono text-base',
  pre: 'overflow-x-auto rounded-lg bg-muted p-4 font-mono text-base',
};
// A paragraph that is one bold run reads as a lead-in line and takes the heading colour.
const LEAD_IN_CLASS = 'text-foreground';

/**
 * CommonMark without raw HTML: tags typed into a post are shown as text, never rendered, and
 * markdown-it refuses `javascript:`, `vbscript:`, `file:` and non-image `data:` link targets (such a
 * link stays plain text).
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

// Every heading gets an id made from its text (unique within the post), so a section can be linked
// to as /blog/post#section. The ids are plain words: a post cannot name an attribute or a script.
// The plugin makes repeated ids unique by trying name-1, name-2… from 1 for each heading, which is
// quadratic in the number of equal headings (25,000 "# a" lines took 107 s); this counts on from
// the last suffix given per name instead, so the plugin never has to try again.
interface AnchorEnv {
  markdownItAnchor?: { slugs?: Record<string, true> };
  blogNextSuffix?: Map<string, number>;
}
function uniqueHeadingId(text: string, state: { env: AnchorEnv }): string {
  const base = slugify(text, { lower: true, strict: true }) || 'section';
  const taken = state.env.markdownItAnchor?.slugs ?? {};
  if (!Object.hasOwn(taken, base)) return base;
  const next = (state.env.blogNextSuffix ??= new Map<string, number>());
  let suffix = next.get(base) ?? 1;
  while (Object.hasOwn(taken, `${base}-${suffix}`)) suffix += 1;
  next.set(base, suffix + 1);
  return `${base}-${suffix}`;
}

markdown.use(anchor, {
  level: 1,
  slugifyWithState: uniqueHeadingId,
  tabIndex: false,
});

function setClass(token: Token) {
  const className = CLASSES[token.tag];
  if (className) token.attrSet('class', className);
}

// The page title is the post's only h1, and the layout has two heading sizes: `#` becomes a
// second-level heading and `####` and deeper a third-level one.
function headingTag(tag: string): string {
  if (tag === 'h1') return 'h2';
  return tag === 'h2' ? 'h2' : 'h3';
}

/** The strong token of a paragraph that is nothing but one bold run, if this token opens one. */
function leadInStrong(tokens: Token[], index: number): Token | undefined {
  const inline = tokens[index + 1];
  if (tokens[index]?.type !== 'paragraph_open' || tokens[index]?.hidden) return undefined;
  if (inline?.type !== 'inline') return undefined;
  const children = (inline.children ?? []).filter(
    (child) => !(child.type === 'text' && child.content === ''),
  );
  const [open, , close] = children;
  const isOneBoldRun =
    children.length === 3 && open?.type === 'strong_open' && close?.type === 'strong_close';
  return isOneBoldRun ? open : undefined;
}

function styleInline(children: Token[]) {
  for (const child of children) {
    // Closing tokens carry no attributes: markdown-it would print them into the end tag.
    if (child.nesting !== -1) setClass(child);
    if (child.type === 'link_open') {
      const href = String(child.attrGet('href') ?? '');
      // Links to other sites (with a scheme, or `//host/…`, which the browser reads the same way)
      // must not reach back into this page through `window.opener`.
      if (/^(?:[a-z][a-z0-9+.-]*:|[/\\]{2})/i.test(href))
        child.attrSet('rel', 'noopener noreferrer');
    }
    if (child.type === 'image') {
      child.attrSet('loading', 'lazy');
      // The editor refuses images from other sites; a body that has one anyway shows its
      // description instead of making every reader's browser call that site.
      if (!isSiteImagePath(String(child.attrGet('src') ?? ''))) {
        child.type = 'text';
        child.content = imageAltText(child);
        child.children = null;
      }
    }
  }
}

markdown.core.ruler.push('blog_classes', (state) => {
  const { tokens } = state;
  tokens.forEach((token, index) => {
    if (token.type === 'heading_open' || token.type === 'heading_close') {
      token.tag = headingTag(token.tag);
    }
    if (token.nesting !== -1) setClass(token);
    if (token.type === 'fence' || token.type === 'code_block')
      token.attrSet('class', CLASSES.pre ?? '');
    leadInStrong(tokens, index)?.attrSet('class', LEAD_IN_CLASS);
    if (token.type === 'inline') styleInline(token.children ?? []);
  });
});

const defaultImage = markdown.renderer.rules.image;
const escape = markdown.utils.escapeHtml;

// An image uploaded through the admin is drawn at the width the article column gives it: AVIF or
// WebP at the nearest stored width, the JPEG for browsers that take neither, with its size so the
// text does not jump when it loads. Any other image (a file under /images/) renders as before.
markdown.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const image = token && parseUploadedSrc(String(token.attrGet('src') ?? ''));
  if (!token || !image) return defaultImage ? defaultImage(tokens, index, options, env, self) : '';
  const alt = escape(self.renderInlineAsText(token.children ?? [], options, env));
  const title = token.attrGet('title');
  const source = (format: 'avif' | 'webp') =>
    `<source type="image/${format}" srcset="${escape(variantSrcSet(image, format))}" sizes="${ARTICLE_IMAGE_SIZES}">`;
  return (
    `<picture>${source('avif')}${source('webp')}` +
    `<img src="${escape(String(token.attrGet('src')))}" alt="${alt}"` +
    (title ? ` title="${escape(String(title))}"` : '') +
    ` width="${image.width}" height="${image.height}" loading="lazy" decoding="async"` +
    ` class="${CLASSES.img}"></picture>`
  );
};

/** A post body's Markdown as sanitised HTML, rendered on the server only. */
export function renderBlogBody(body: string): string {
  return markdown.render(body);
}
