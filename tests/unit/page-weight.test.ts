/** @jest-environment node */
import { extractAssets, rscPayload } from '@/bench/src/page-weight';

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

describe('rscPayload (the RSC data inlined into the HTML)', () => {
  const bootstrap = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
  const chunk = '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>';
  const other = '<script>document.documentElement.dataset.theme="light"</script>';
  const html = `<!doctype html><html><head>${other}</head><body><main>Hello</main>${bootstrap}${chunk}<script src="/_next/static/chunks/a.js" async=""></script></body></html>`;

  it('counts the self.__next_f scripts, tags included, and nothing else', () => {
    const rsc = rscPayload(html);
    expect(rsc.scripts).toBe(2);
    expect(rsc.bytes).toBe(Buffer.byteLength(bootstrap + chunk));
    expect(rsc.gzipBytes).toBeGreaterThan(0);
  });

  it('counts bytes, not characters, for text outside ASCII', () => {
    const accented = '<script>self.__next_f.push([1,"café"])</script>';
    expect(rscPayload(accented).bytes).toBe(accented.length + 1);
  });

  it('finds none in a page without a payload', () => {
    expect(rscPayload(`<html><body>${other}</body></html>`)).toEqual({
      bytes: 0,
      gzipBytes: 0,
      scripts: 0,
    });
  });
});
