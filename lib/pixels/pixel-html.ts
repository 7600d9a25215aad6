/**
 * A small tokenizer for tracking-pixel snippets (arbitrary HTML pasted by an admin), so they can be
 * rendered as React elements in the served HTML: scripts with their bodies, <noscript> fallbacks,
 * and the void or embed elements pixels use. Anything else (wrappers, text, comments) is dropped,
 * but elements inside a dropped wrapper are still found.
 */

export const PIXEL_TAGS = ['script', 'noscript', 'style', 'img', 'link', 'meta', 'iframe'] as const;
export type PixelTag = (typeof PIXEL_TAGS)[number];

export interface PixelNode {
  tag: PixelTag;
  /** Attribute names in lower case; `true` for a bare boolean attribute such as `async`. */
  attrs: Record<string, string | true>;
  /** Raw body of script, style and noscript elements. */
  content?: string;
}

// Elements whose body is raw text up to their closing tag (the HTML parser reads them that way).
const RAW_TEXT_TAGS = new Set(['script', 'noscript', 'style', 'iframe', 'textarea', 'title']);
const KNOWN = new Set<string>(PIXEL_TAGS);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the character references an attribute value may hold. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : match;
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? match;
  });
}

const ATTRIBUTE = /\s*([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/y;

/** Reads attributes from `start`; returns them and the index just past the tag's `>`. */
function readAttributes(html: string, start: number) {
  const attrs: Record<string, string | true> = {};
  let index = start;
  while (index < html.length) {
    while (index < html.length && /[\s/]/.test(html[index] ?? '')) index += 1;
    if (html[index] === '>') return { attrs, end: index + 1 };
    ATTRIBUTE.lastIndex = index;
    const match = ATTRIBUTE.exec(html);
    if (!match || match[0].length === 0) {
      index += 1;
      continue;
    }
    const name = (match[1] ?? '').toLowerCase();
    const value = match[2] ?? match[3] ?? match[4];
    if (!(name in attrs)) attrs[name] = value === undefined ? true : decodeEntities(value);
    index = ATTRIBUTE.lastIndex;
  }
  return { attrs, end: html.length };
}

/** Splits pixel HTML into the elements a page should render, in source order. */
export function parsePixelHtml(html: string): PixelNode[] {
  const nodes: PixelNode[] = [];
  const lower = html.toLowerCase();
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open < 0) break;
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      index = close < 0 ? html.length : close + 3;
      continue;
    }
    const nameMatch = /^<([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(open, open + 64));
    if (!nameMatch) {
      // A closing tag, a doctype or a stray "<": skip past it.
      const close = html.indexOf('>', open + 1);
      index = close < 0 ? html.length : close + 1;
      continue;
    }
    const tag = (nameMatch[1] ?? '').toLowerCase();
    const { attrs, end } = readAttributes(html, open + nameMatch[0].length);
    index = end;
    let content: string | undefined;
    if (RAW_TEXT_TAGS.has(tag)) {
      const close = lower.indexOf(`</${tag}`, end);
      content = html.slice(end, close < 0 ? html.length : close);
      const closeEnd = close < 0 ? -1 : html.indexOf('>', close);
      index = closeEnd < 0 ? html.length : closeEnd + 1;
    }
    if (!KNOWN.has(tag)) continue;
    const node: PixelNode = { tag: tag as PixelTag, attrs };
    if (tag === 'script' || tag === 'style' || tag === 'noscript') node.content = content ?? '';
    nodes.push(node);
  }
  return nodes;
}
