import { parseFragment, type DefaultTreeAdapterMap, type ParserError } from 'parse5';
import { isRenderedAttribute } from '@/lib/pixels/pixel-props';

/**
 * Tracking-pixel snippets (arbitrary HTML pasted by an admin) read with parse5, the WHATWG HTML
 * parser, so a snippet is split exactly as a browser would read it: scripts with their bodies,
 * <noscript> fallbacks, and the void or embed elements pixels use are rendered as React elements in
 * the served HTML. Anything else (wrappers, text) cannot go into the page head, so it is dropped,
 * but elements inside a dropped wrapper are still found; the analysis says what was dropped and why,
 * so the admin sees it before saving.
 */

const PIXEL_TAGS = ['script', 'noscript', 'style', 'img', 'link', 'meta', 'iframe'] as const;
export type PixelTag = (typeof PIXEL_TAGS)[number];
export type PixelLocation = 'head' | 'body';

export interface PixelNode {
  tag: PixelTag;
  /** Attribute names in lower case; `true` for a bare boolean attribute such as `async`. */
  attrs: Record<string, string | true>;
  /** Raw body of script, style and noscript elements. */
  content?: string;
}

/** A part of the snippet that is not injected, and why. */
export interface DroppedPart {
  what: string;
  reason: string;
}

/** One element that will be injected, described for the admin. */
export interface InjectedElement {
  tag: PixelTag;
  summary: string;
}

interface PixelAnalysis {
  /** The elements public pages render, in source order. */
  nodes: PixelNode[];
  injected: InjectedElement[];
  dropped: DroppedPart[];
}

type ChildNode = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const KNOWN = new Set<string>(PIXEL_TAGS);
const WITH_CONTENT = new Set<string>(['script', 'style', 'noscript']);
const ALLOWED_LIST = 'script, noscript, style, img, link, meta and iframe';

function isElement(node: ChildNode): node is Element {
  return 'tagName' in node;
}

function isPixelElement(node: ChildNode): node is Element {
  return isElement(node) && node.namespaceURI === HTML_NAMESPACE && KNOWN.has(node.tagName);
}

function childrenOf(node: ParentNode): ChildNode[] {
  // A <template>'s children live in its content fragment.
  return 'content' in node && node.content ? node.content.childNodes : node.childNodes;
}

function hasPixelElement(node: ParentNode): boolean {
  return childrenOf(node).some(
    (child) => isPixelElement(child) || (isElement(child) && hasPixelElement(child)),
  );
}

function textOf(node: ParentNode): string {
  return childrenOf(node)
    .map((child) => ('value' in child && child.nodeName === '#text' ? child.value : ''))
    .join('');
}

function clip(value: string, length = 60): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

function summarise(node: PixelNode): string {
  const attrs = Object.entries(node.attrs)
    .filter(([name]) => isRenderedAttribute(name))
    .map(([name, value]) => (value === true ? name : `${name}="${clip(value)}"`));
  const open = `<${[node.tag, ...attrs].join(' ')}>`;
  const body = node.content?.trim() ?? '';
  return body ? `${open} with ${body.length} characters of content` : open;
}

function wrapperReason(tag: string, location: PixelLocation, keepsContents: boolean): string {
  const where =
    location === 'head'
      ? `<${tag}> is not allowed in the page head`
      : `<${tag}> is not added at the end of the body (pixels add only ${ALLOWED_LIST})`;
  return `${where}; its contents are ${keepsContents ? 'kept' : 'dropped'}`;
}

/** Splits pixel HTML into the elements a page renders and the parts it drops, with reasons. */
export function analysePixelHtml(html: string, location: PixelLocation = 'head'): PixelAnalysis {
  const analysis: PixelAnalysis = { nodes: [], injected: [], dropped: [] };
  const errors: ParserError[] = [];
  // Scripting on: a <noscript> body is raw text, as in a browser that runs the pixel's scripts.
  const fragment = parseFragment(html, {
    scriptingEnabled: true,
    sourceCodeLocationInfo: true,
    onParseError: (error) => errors.push(error),
  });

  const visit = (parent: ParentNode) => {
    for (const child of childrenOf(parent)) {
      if (isPixelElement(child)) {
        keep(child);
      } else if (isElement(child)) {
        const keepsContents = hasPixelElement(child);
        analysis.dropped.push({
          what: `<${child.tagName}>`,
          reason: wrapperReason(child.tagName, location, keepsContents),
        });
        if (keepsContents) visit(child);
      } else if (child.nodeName === '#text' && 'value' in child && child.value.trim()) {
        analysis.dropped.push({
          what: `Text "${clip(child.value, 40)}"`,
          reason: 'Text outside an element is not added to the page',
        });
      }
    }
  };

  const keep = (element: Element) => {
    const attrs: Record<string, string | true> = {};
    const locations = element.sourceCodeLocation?.attrs;
    for (const { name, value } of element.attrs) {
      // The parser keeps the first of repeated attributes, as browsers do. A bare attribute
      // (`async`) and an empty one (`alt=""`) both read as "", so the source tells them apart.
      const at = locations?.[name];
      const bare =
        value === '' && at !== undefined && !html.slice(at.startOffset, at.endOffset).includes('=');
      attrs[name] = bare ? true : value;
      if (!isRenderedAttribute(name)) {
        analysis.dropped.push({
          what: `${name} on <${element.tagName}>`,
          reason: name.startsWith('on')
            ? 'Inline event handlers are not rendered; put the code in a <script>'
            : 'Not a valid attribute name',
        });
      }
    }
    const node: PixelNode = { tag: element.tagName as PixelTag, attrs };
    if (WITH_CONTENT.has(element.tagName)) node.content = textOf(element);
    analysis.nodes.push(node);
    analysis.injected.push({ tag: node.tag, summary: summarise(node) });
  };

  visit(fragment);
  if (errors.some((error) => error.code === 'eof-in-tag')) {
    analysis.dropped.push({
      what: 'An unfinished tag at the end of the code',
      reason: 'A tag without its closing ">" is ignored by browsers',
    });
  }
  return analysis;
}

/** The elements a page should render for pixel HTML, in source order. */
export function parsePixelHtml(html: string): PixelNode[] {
  return analysePixelHtml(html).nodes;
}
