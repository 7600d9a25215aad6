import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { consentBootSource } from '@/lib/consent/consent-boot';
import { parsePixelHtml } from '@/lib/pixels/pixel-html';
import {
  GATED_CATEGORY,
  GATED_MARKER,
  GATED_PREFIX,
  GATED_TAG,
  GATED_TEXT,
  gatePixelNode,
} from '@/lib/pixels/pixel-gating';
import { PixelElements } from '@/components/pixels/pixel-elements';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const NAMES = {
  cookie: 'sonara_consent',
  marker: GATED_MARKER,
  category: GATED_CATEGORY,
  prefix: GATED_PREFIX,
  tag: GATED_TAG,
  text: GATED_TEXT,
};

/** Pixel code written to get past the gate before consent, one trick each. */
const LEAKS = [
  // A style's text closes the inert script it travels in, and the next script runs.
  '<style>.a{}</script><script>window.__leak = "style"</script></style>',
  // An escaped-comment start swallows everything after it into the inert script.
  '<style>/*<!--<script>*/</style>',
  '<script>var s = "<!--<script>";</script>',
  '<iframe srcdoc="<script>parent.__leak = 1</script>"></iframe>',
  '<link rel="preload" as="image" imagesrcset="/leak-1x.png 1x, /leak-2x.png 2x">',
  '<img alt="" style="background:url(/leak.gif)" width="1" height="1">',
  '<meta http-equiv="refresh" content="0;url=/leak">',
  '<img src="/leak-src.gif" data-id="7" class="px" aria-hidden="true" onload="leak()">',
  '<link rel="stylesheet" href="/leak.css" media="all">',
];
/** Must still be an element after the gated pixels: nothing swallowed it. */
const SENTINEL = '<meta name="sentinel" content="after the pixels">';

function gatedHtml(code: string): string {
  const nodes = parsePixelHtml(code).flatMap((node) => gatePixelNode(node, 'marketing') ?? []);
  return renderToStaticMarkup(createElement('div', null, PixelElements({ nodes }))).replace(
    /^<div>|<\/div>$/g,
    '',
  );
}

function elements(node: Node): Element[] {
  const children = 'childNodes' in node ? node.childNodes : [];
  return children.flatMap((child) =>
    'tagName' in child ? [child, ...elements(child)] : elements(child),
  );
}

function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((entry) => entry.name === name)?.value;
}

describe('gated pixels are inert in the served HTML', () => {
  it.each(LEAKS)('%s', (code) => {
    const document = parse(
      `<!doctype html><html><head>${gatedHtml(code)}${SENTINEL}</head></html>`,
    );
    const all = elements(document);
    // Images and frames move the sentinel to the body, as in a browser; only text would lose it.
    expect(all.some((element) => attr(element, 'name') === 'sentinel')).toBe(true);
    for (const element of all) {
      if (element.tagName === 'script') expect(attr(element, 'type')).toBe('text/plain');
      expect(element.tagName).not.toBe('style');
      for (const name of ['src', 'srcdoc', 'srcset', 'imagesrcset', 'href', 'onload']) {
        expect(attr(element, name)).toBeUndefined();
      }
      expect(attr(element, 'style') ?? '').not.toMatch(/url\(/i);
      if (element.tagName === 'meta') expect(attr(element, 'http-equiv')).toBeUndefined();
    }
    // An inert script holds no text a parser could read as markup.
    for (const script of all.filter((element) => element.tagName === 'script')) {
      expect(script.childNodes).toEqual([]);
    }
  });
});

describe('activation restores what was gated', () => {
  beforeEach(() => {
    delete window.__sonaraConsent;
    document.cookie = `sonara_consent=${encodeURIComponent(
      JSON.stringify({ v: '1', t: Date.now(), a: true, m: true, mode: 'opt-in' }),
    )}; Path=/`;
  });

  /** The text each element had when activation inserted it (an inline script runs then). */
  let inserted: string[] = [];

  function activate(code: string): void {
    inserted = [];
    const replaceWith = Element.prototype.replaceWith;
    jest.spyOn(Element.prototype, 'replaceWith').mockImplementation(function (
      this: Element,
      ...nodes: (globalThis.Node | string)[]
    ) {
      for (const node of nodes) {
        if (typeof node !== 'string') inserted.push(node.textContent ?? '');
      }
      replaceWith.apply(this, nodes);
    });
    document.head.innerHTML = gatedHtml(code);
    new Function(
      consentBootSource(
        { mode: 'opt-in', policyVersion: '1', maxAgeDays: 30, refusable: true },
        NAMES,
      ),
    )();
    window.__sonaraConsent?.activate();
    jest.restoreAllMocks();
  }

  it('brings back a style with its exact text, a script with its text and address', () => {
    activate(
      '<style media="all">.a{}</script><!--<script></style><script src="/a.js" type="module">x = "</" + "script>"</script>',
    );
    const style = document.head.querySelector('style');
    expect(style?.textContent).toBe('.a{}</script><!--<script>');
    expect(style?.getAttribute('media')).toBe('all');
    const script = document.head.querySelector('script');
    expect(script?.getAttribute('src')).toBe('/a.js');
    expect(script?.getAttribute('type')).toBe('module');
    // Inserted with its code (which runs then), then emptied as the server rendered it.
    expect(inserted).toContain('x = "</" + "script>"');
    expect(script?.textContent).toBe('');
    expect(script?.getAttribute(GATED_TEXT)).toBe('x = "</" + "script>"');
    expect(document.head.querySelector(`[${GATED_MARKER}]`)).toBeNull();
  });

  it('restores every moved attribute under its own name', () => {
    activate(
      '<iframe srcdoc="<p>hi</p>" title="t"></iframe><link rel="preload" as="image" imagesrcset="/a.png 1x"><img alt="" style="background:url(/b.gif)" src="/c.gif" data-id="7">',
    );
    const [iframe, link, img] = Array.from(document.head.children);
    expect(iframe?.getAttribute('srcdoc')).toBe('<p>hi</p>');
    expect(iframe?.getAttribute('title')).toBe('t');
    expect(link?.getAttribute('imagesrcset')).toBe('/a.png 1x');
    expect(img?.getAttribute('style')).toContain('url(/b.gif)');
    expect(img?.getAttribute('src')).toBe('/c.gif');
    expect(img?.getAttribute('data-id')).toBe('7');
    for (const element of [iframe, link, img]) {
      expect(element?.getAttributeNames().filter((name) => name.startsWith(GATED_PREFIX))).toEqual(
        [],
      );
    }
  });
});
