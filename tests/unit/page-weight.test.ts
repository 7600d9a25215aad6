/** @jest-environment node */
import { extractAssets } from '@/bench/src/page-weight';

describe('extractAssets (page weight and the bundle budget)', () => {
  const html = `<!doctype html><html><head>
    <link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next">
    <link rel="preload" as="script" href="/_next/static/chunks/a.js">
    <script src="/_next/static/chunks/a.js" async=""></script>
    <script src="/_next/static/chunks/polyfills.js" noModule=""></script>
    <script src="https://pixel.example.com/p.js" async></script>
    <script>self.__next_f = []</script>
  </head><body></body></html>`;

  it('counts module scripts once, stylesheets, and lists other origins apart', () => {
    const assets = extractAssets(html, 'http://127.0.0.1:3000/faq');
    expect(assets.scripts).toEqual(['http://127.0.0.1:3000/_next/static/chunks/a.js']);
    expect(assets.stylesheets).toEqual(['http://127.0.0.1:3000/_next/static/chunks/site.css']);
    expect(assets.external).toEqual(['https://pixel.example.com/p.js']);
  });

  it('leaves out nomodule scripts, which module-capable browsers never fetch', () => {
    const assets = extractAssets(html, 'http://127.0.0.1:3000/');
    expect(assets.scripts.some((url) => url.includes('polyfills'))).toBe(false);
  });
});
