/** @jest-environment node */
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { asciiHtml } from '@/lib/cache/ascii-html.mjs';
import CacheHandler from '@/lib/cache/cache-handler.mjs';

type Node = DefaultTreeAdapterMap['node'];

/**
 * What a browser builds from the document: element names, attributes and text, in order. A
 * script's text is source code, compared by what it means below.
 */
function readBack(html: string): string[] {
  const out: string[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node) {
      out.push(`<${node.tagName} ${node.attrs.map((a) => `${a.name}=${a.value}`).join(' ')}>`);
      if (node.tagName === 'script') return;
    }
    if (node.nodeName === '#text' && 'value' in node) out.push(node.value);
    if ('childNodes' in node) node.childNodes.forEach(walk);
    if ('content' in node) walk(node.content);
  };
  walk(parse(html));
  return out;
}

/** The text of every `<script>` element, as the browser hands it to the script engine. */
function scripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
}

const isAscii = (text: string) => /^[\x00-\x7f]*$/.test(text);

// A page as Next writes it: text and attributes, the hydration payload as a JavaScript string in
// a script, structured data as JSON, an astral character (two UTF-16 units) in each place.
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><title>We’re here · Sonara</title>',
  '<meta name="description" content="Calls answered “right” — 24/7 😀"/></head>',
  '<body><p class="x">It’s © 2026, 5 × 3 ÷ 2 😀</p><textarea>Don’t</textarea>',
  '<script type="application/ld+json">{"name":"Sonara’s “AI” 😀"}</script>',
  '<script>self.__next_f.push([1,"2:[\\"$\\",\\"p\\",null,{\\"children\\":\\"It’s 😀 \\\\\\\\ ok\\"}]\\n"])</script>',
  '</body></html>',
].join('');

describe('asciiHtml', () => {
  it('writes a page in ASCII that a browser reads back as the same document', () => {
    const ascii = asciiHtml(PAGE);
    expect(isAscii(ascii)).toBe(true);
    expect(readBack(ascii)).toEqual(readBack(PAGE));
  });

  it('keeps what each script means: the payload string and the JSON read back the same', () => {
    const [ldBefore = '', pushBefore = ''] = scripts(PAGE);
    const [ldAfter = '', pushAfter = ''] = scripts(asciiHtml(PAGE));
    expect(ldAfter).not.toBe(ldBefore);
    expect(JSON.parse(ldAfter)).toEqual(JSON.parse(ldBefore));
    const pushed = (source: string) => {
      const chunks: unknown[] = [];
      new Function('self', source)({ __next_f: { push: (chunk: unknown) => chunks.push(chunk) } });
      return chunks;
    };
    expect(pushAfter).not.toBe(pushBefore);
    expect(pushed(pushAfter)).toEqual(pushed(pushBefore));
  });

  it('returns an ASCII page as the same string', () => {
    const page = '<p>plain</p><script>a("b")</script>';
    expect(asciiHtml(page)).toBe(page);
  });

  it('reads markup around scripts, comments and quoted `>` the way a browser does', () => {
    // A `<script` in a comment opens nothing; a `>` inside a quoted attribute does not end the
    // tag; a script's own attributes are markup.
    const page = [
      '<!-- a <script> in a comment --><p>It’s</p>',
      '<script type="text/plain" data-consent-text="a > b ’" title=\'x>y’\'>var q = "’";</script>',
      '<p title="“q”">😀</p>',
    ].join('');
    const ascii = asciiHtml(page);
    expect(isAscii(ascii)).toBe(true);
    expect(readBack(ascii)).toEqual(readBack(page));
    expect(ascii).toContain('data-consent-text="a > b &#x2019;"');
    expect(ascii).toContain('var q = "\\u2019";');
  });

  it('leaves a page alone where an escape would not read back the same', () => {
    const styled = '<style>p::before{content:"’"}</style><p>It’s</p>';
    expect(asciiHtml(styled)).toBe(styled);
    // A backslash just before the character: `\u2019` would then read as an escaped backslash.
    const escaped = '<p>It’s</p><script>var a = "\\’";</script>';
    expect(asciiHtml(escaped)).toBe(escaped);
    // Nothing in a comment or a CDATA section is decoded.
    const comment = '<!-- It’s --><p>It’s</p>';
    expect(asciiHtml(comment)).toBe(comment);
    const cdata = '<svg><text><![CDATA[It’s]]></text></svg>';
    expect(asciiHtml(cdata)).toBe(cdata);
  });
});

describe('cache handler', () => {
  beforeEach(() => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('sonara.cache-handler')];
  });

  it('keeps a page with its HTML in ASCII, and other entries as given', async () => {
    const handler = new CacheHandler();
    const page = { kind: 'APP_PAGE', html: '<p>It’s</p>', headers: {} };
    await handler.get('/a');
    await handler.set('/a', page);
    expect(await handler.get('/a')).toMatchObject({
      value: { kind: 'APP_PAGE', html: '<p>It&#x2019;s</p>' },
    });
    const data = { kind: 'FETCH', data: { body: 'It’s' } };
    await handler.get('/b');
    await handler.set('/b', data);
    expect((await handler.get('/b'))?.value).toBe(data);
  });
});
