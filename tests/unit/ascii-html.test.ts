/** @jest-environment node */
import { serialize } from 'node:v8';
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

/**
 * Whether V8 stores the string one byte per character. Its serializer says so: the value's tag
 * after the two header bytes (padding aside) is '"' for a one-byte string, 'c' for a two-byte one.
 */
function storedOneBytePerCharacter(text: string): boolean {
  const bytes = serialize(text);
  let at = 2;
  while (bytes[at] === 0) at += 1;
  const tag = String.fromCharCode(bytes[at] ?? 0);
  if (tag !== '"' && tag !== 'c') throw new Error(`unexpected serializer tag ${tag}`);
  return tag === '"';
}

// ASCII text that V8 holds two bytes per character: pieces of a two-byte string stay two-byte
// when joined, whatever their characters.
const TWO_BYTE_ASCII = `’${'<p>plain ASCII</p>'.repeat(40)}`.slice(1);

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

  it('ends a script only where HTML does: not at a no-break or other Unicode space', () => {
    // To a browser `</script\u00a0>` is text inside the script; the script ends at `</script>`.
    const page = '<p>It’s</p><script>self.__next_f.push([1,"</script\u00a0> ’"])</script><p>’</p>';
    const ascii = asciiHtml(page);
    expect(isAscii(ascii)).toBe(true);
    expect(readBack(ascii)).toEqual(readBack(page));
    expect(scripts(ascii)).toEqual(['self.__next_f.push([1,"</script\\u00a0> \\u2019"])']);
  });

  it('returns a page V8 stores one byte per character, even when built from a two-byte one', () => {
    // The check must see the difference, or it proves nothing below.
    expect(isAscii(TWO_BYTE_ASCII)).toBe(true);
    expect(storedOneBytePerCharacter(TWO_BYTE_ASCII)).toBe(false);
    expect(storedOneBytePerCharacter(PAGE)).toBe(false);

    expect(storedOneBytePerCharacter(asciiHtml(PAGE))).toBe(true);
    expect(asciiHtml(TWO_BYTE_ASCII)).toBe(TWO_BYTE_ASCII);
    expect(storedOneBytePerCharacter(asciiHtml(TWO_BYTE_ASCII))).toBe(true);
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
    // A `<script` in a comment or in a `<noscript>` opens nothing; a `>` inside a quoted
    // attribute does not end a tag; a script's own attributes are markup; an end tag may carry
    // attributes; `<script-x>` is a custom element, not a script.
    const page = [
      '<!-- a <script> in a comment --><p>It’s</p>',
      '<noscript><img alt="<script>"></noscript><p>It’s</p>',
      '<script type="application/ld+json" title=\'x>y’\'>{"q":"’"}</script >',
      '<p title="“q”">😀</p><script-x>It’s</script-x>',
    ].join('');
    const ascii = asciiHtml(page);
    expect(isAscii(ascii)).toBe(true);
    expect(readBack(ascii)).toEqual(readBack(page));
    expect(ascii).toContain(`title='x>y&#x2019;'>{"q":"\\u2019"}</script >`);
  });

  it('leaves a page alone where an escape would not read back the same', () => {
    const pages = [
      // Raw text that is not a script, and a script that is not data: a no-break space between
      // a pasted pixel's tokens would become `\u00a0`, a syntax error.
      '<style>p::before{content:"’"}</style><p>It’s</p>',
      "<p>It’s</p><script>fbq('init',\u00a0'1');</script>",
      '<p>It’s</p><script type="text/plain">var q = "’";</script>',
      // A backslash just before the character: `\u2019` would then read as an escaped backslash.
      '<p>It’s</p><script>self.__next_f.push([1,"\\’"])</script>',
      // A wide character in an end tag's attributes or after its name: no escape reads back
      // the same there, and a Latin-1 copy would keep only its low byte.
      '<p>It’s</p><script>self.__next_f.push([1,"x"])</script data-x="’">',
      '<p>It’s</p><style>p{}</style\u3000>tail',
      // Nothing in a comment or a CDATA section is decoded.
      '<!-- It’s --><p>It’s</p>',
      '<svg><text><![CDATA[It’s]]></text></svg>',
      // The parser maps references to C1 controls to other characters.
      '<p>a\u0092b It’s</p>',
      // After `<!--` in a script the browser does not end it at the inner `</script>`.
      '<script><!--\ndocument.write("<script src=x></script>");\nvar s="’";\n//--></script>',
      // Not readable to the end.
      '<p>It’s</p><script>unclosed',
      '<p>It’s</p><!-- unclosed',
    ];
    for (const page of pages) expect(asciiHtml(page)).toBe(page);
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
    const stored = await handler.get('/a');
    expect(stored).toMatchObject({ value: { kind: 'APP_PAGE', html: '<p>It&#x2019;s</p>' } });
    expect(storedOneBytePerCharacter((stored?.value as { html: string }).html)).toBe(true);
    // A page already in ASCII but held two bytes per character is stored one byte per character.
    await handler.get('/c');
    await handler.set('/c', { kind: 'APP_PAGE', html: TWO_BYTE_ASCII, headers: {} });
    const plain = (await handler.get('/c'))?.value as { html: string };
    expect(plain.html).toBe(TWO_BYTE_ASCII);
    expect(storedOneBytePerCharacter(plain.html)).toBe(true);
    const data = { kind: 'FETCH', data: { body: 'It’s' } };
    await handler.get('/b');
    await handler.set('/b', data);
    expect((await handler.get('/b'))?.value).toBe(data);
  });
});
