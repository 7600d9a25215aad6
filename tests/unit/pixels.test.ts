/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { parsePixelHtml } from '@/lib/pixels/pixel-html';
import { parseStyle, pixelProps } from '@/lib/pixels/pixel-props';
import { PixelElements } from '@/components/pixels/pixel-elements';
import { pixelInputSchema } from '@/lib/pixels/pixel-schema';

const META_PIXEL = `<!-- Meta Pixel Code -->
<script>
!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){};}(window, document,'script');
fbq('init', '123'); if (1 < 2 && 3 > 2) { fbq('track', 'PageView'); }
</script>
<noscript><img height="1" width="1" style="display:none"
src="https://www.facebook.com/tr?id=123&amp;ev=PageView&noscript=1"
/></noscript>
<!-- End Meta Pixel Code -->`;

describe('parsePixelHtml', () => {
  it('splits a typical pixel into its script and noscript fallback, dropping comments', () => {
    const nodes = parsePixelHtml(META_PIXEL);
    expect(nodes.map((node) => node.tag)).toEqual(['script', 'noscript']);
    expect(nodes[0]?.content).toContain("fbq('track', 'PageView')");
    expect(nodes[0]?.content).toContain('1 < 2 && 3 > 2');
    expect(nodes[1]?.content).toContain('<img height="1"');
  });

  it('reads quoted, unquoted and boolean attributes and decodes entities', () => {
    const [node] = parsePixelHtml(
      `<script async SRC='https://cdn.example.com/p.js?a=1&amp;b=2' data-id=42 defer></script>`,
    );
    expect(node).toEqual({
      tag: 'script',
      attrs: {
        async: true,
        src: 'https://cdn.example.com/p.js?a=1&b=2',
        'data-id': '42',
        defer: true,
      },
      content: '',
    });
  });

  it('finds elements inside wrappers and ignores text, closing tags and unknown elements', () => {
    const nodes = parsePixelHtml(
      `text <div class="x"><img src="/a.gif" alt=""><span>hi</span></div><link rel="preconnect" href="https://x.test"><meta name="k" content="v"/>`,
    );
    expect(nodes.map((node) => [node.tag, node.attrs])).toEqual([
      ['img', { src: '/a.gif', alt: '' }],
      ['link', { rel: 'preconnect', href: 'https://x.test' }],
      ['meta', { name: 'k', content: 'v' }],
    ]);
  });

  it('keeps a script body that contains tags as text, up to its own closing tag', () => {
    const [node, after] = parsePixelHtml(
      `<script>document.write('<img src="/x.gif">')</SCRIPT><img src="/after.gif">`,
    );
    expect(node?.content).toBe(`document.write('<img src="/x.gif">')`);
    expect(after?.attrs.src).toBe('/after.gif');
  });

  it('survives malformed input without throwing', () => {
    for (const input of ['<', '<script', '<img src="unterminated', '<<>>', '<!-- open', '</x>']) {
      expect(() => parsePixelHtml(input)).not.toThrow();
    }
    expect(parsePixelHtml('<script>never closed').at(0)?.content).toBe('never closed');
  });

  it('decodes numeric and named references in attribute values', () => {
    const [node] = parsePixelHtml('<img alt="&lt;&#65;&#x42;&quot;&bogus;">');
    expect(node?.attrs.alt).toBe('<AB"&bogus;');
  });
});

describe('pixel rendering', () => {
  it('maps attributes to React props and drops inline event handlers', () => {
    expect(
      pixelProps({
        tag: 'img',
        attrs: {
          class: 'p',
          style: 'display:none; border-width: 0',
          onerror: 'alert(1)',
          src: '/p',
        },
      }),
    ).toEqual({ className: 'p', style: { display: 'none', borderWidth: '0' }, src: '/p' });
    expect(parseStyle('--x: 1; ; color')).toEqual({ '--x': '1' });
  });

  it('server-renders script bodies unchanged so the browser runs them', () => {
    const html = renderToStaticMarkup(
      createElement(PixelElements, { nodes: parsePixelHtml(META_PIXEL) }),
    );
    expect(html).toContain('<script>\n!function(f,b,e,v,n,t,s)');
    expect(html).toContain('1 < 2 && 3 > 2');
    expect(html).toContain('<noscript><img height="1"');
  });
});

describe('pixelInputSchema', () => {
  it('requires a name and code that are not blank after trimming', () => {
    const result = pixelInputSchema.safeParse({ name: '  ', location: 'head', code: '\n ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Pixel name and code are required',
      'Pixel name and code are required',
    ]);
  });

  it('accepts a head or body pixel and trims it', () => {
    expect(pixelInputSchema.parse({ name: ' Ads ', location: 'body', code: ' <img> ' })).toEqual({
      name: 'Ads',
      location: 'body',
      code: '<img>',
      enabled: true,
    });
    expect(pixelInputSchema.safeParse({ name: 'a', location: 'footer', code: 'x' }).success).toBe(
      false,
    );
  });
});
