/** @jest-environment node */
import { analysePixelHtml, parsePixelHtml } from '@/lib/pixels/pixel-html';

describe('analysePixelHtml', () => {
  it('reports a <div> wrapper as dropped from the head, keeping the elements inside it', () => {
    const analysis = analysePixelHtml(
      '<div id="pixel-root"><img src="/p.gif" width="1"><script src="https://cdn.test/t.js" async></script></div>',
      'head',
    );
    expect(analysis.nodes.map((node) => node.tag)).toEqual(['img', 'script']);
    expect(analysis.injected.map((element) => element.summary)).toEqual([
      '<img src="/p.gif" width="1">',
      '<script src="https://cdn.test/t.js" async>',
    ]);
    expect(analysis.dropped).toEqual([
      { what: '<div>', reason: '<div> is not allowed in the page head; its contents are kept' },
    ]);
  });

  it('says when a dropped wrapper takes its contents with it, and explains body pixels', () => {
    const analysis = analysePixelHtml('<div class="badge"><span>Verified</span></div>', 'body');
    expect(analysis.nodes).toEqual([]);
    expect(analysis.dropped).toEqual([
      {
        what: '<div>',
        reason:
          '<div> is not added at the end of the body (pixels add only script, noscript, style, img, link, meta and iframe); its contents are dropped',
      },
    ]);
  });

  it('lists nested wrappers, stray text and inline event handlers as dropped', () => {
    const analysis = analysePixelHtml(
      'Tracking by Acme <section><p>note<img src="/a.gif" onload="go()"></p></section>',
    );
    expect(analysis.nodes).toEqual([{ tag: 'img', attrs: { src: '/a.gif', onload: 'go()' } }]);
    expect(analysis.dropped.map((part) => part.what)).toEqual([
      'Text "Tracking by Acme"',
      '<section>',
      '<p>',
      'Text "note"',
      'onload on <img>',
    ]);
    expect(analysis.dropped.at(-1)?.reason).toBe(
      'Inline event handlers are not rendered; put the code in a <script>',
    );
    expect(analysis.injected.map((element) => element.summary)).toEqual(['<img src="/a.gif">']);
  });

  it('describes inline scripts by their length and does not report comments', () => {
    const analysis = analysePixelHtml('<!-- Acme --><script>track("view")</script>');
    expect(analysis.injected).toEqual([
      { tag: 'script', summary: '<script> with 13 characters of content' },
    ]);
    expect(analysis.dropped).toEqual([]);
  });

  it('reads malformed HTML the way a browser does', () => {
    // An unclosed tag at the end is ignored by browsers, so it is reported, not injected.
    const unfinished = analysePixelHtml('<script>a()</script><img src="/x.gif"');
    expect(unfinished.nodes.map((node) => node.tag)).toEqual(['script']);
    expect(unfinished.dropped).toEqual([
      {
        what: 'An unfinished tag at the end of the code',
        reason: 'A tag without its closing ">" is ignored by browsers',
      },
    ]);
    // Unclosed wrappers, stray end tags and misnested tags still yield the pixel elements.
    const messy = analysePixelHtml(
      '</span><div><p><img src="/1.gif"></div></p><meta name=k content=v>',
    );
    expect(messy.nodes).toEqual([
      { tag: 'img', attrs: { src: '/1.gif' } },
      { tag: 'meta', attrs: { name: 'k', content: 'v' } },
    ]);
    // A script inside SVG is not an HTML script; the page would not run it as one.
    expect(parsePixelHtml('<svg><script>x()</script></svg>')).toEqual([]);
    // Repeated attributes: the first wins, as in a browser.
    expect(parsePixelHtml('<img src="/first.gif" src="/second.gif">')[0]?.attrs.src).toBe(
      '/first.gif',
    );
  });

  it('keeps bare and empty attributes apart', () => {
    expect(parsePixelHtml('<script async data-x="" src=/a.js></script>')[0]?.attrs).toEqual({
      async: true,
      'data-x': '',
      src: '/a.js',
    });
  });
});
