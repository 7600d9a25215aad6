/** @jest-environment node */
import fc from 'fast-check';
import { parseFragment } from 'parse5';
import { renderBlogBody } from '@/lib/blog/markdown';

// The elements a post body may contain: what CommonMark makes, nothing a script can ride on.
const ALLOWED_ELEMENTS = new Set(
  'p h2 h3 ul ol li a strong em code pre blockquote img hr br picture source'.split(' '),
);
const ALLOWED_ATTRIBUTES = new Set(
  'id class href src alt title rel loading start srcset sizes type width height decoding'.split(
    ' ',
  ),
);

interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
}

/** Every element of the HTML, as a browser's parser reads it. */
function elements(node: Node): Node[] {
  const children = node.childNodes ?? [];
  return [...children.filter((child) => child.attrs), ...children.flatMap(elements)];
}

/** What must never appear in a rendered post, whatever its author typed. */
function assertInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  for (const element of elements(parseFragment(html) as unknown as Node)) {
    expect(ALLOWED_ELEMENTS).toContain(element.nodeName);
    for (const { name, value } of element.attrs ?? []) {
      expect(name).not.toMatch(/^on/i);
      expect(ALLOWED_ATTRIBUTES).toContain(name);
      if (name === 'href' || name === 'src') {
        expect(value.replace(/[\u0000-\u0020]/g, '')).not.toMatch(
          /^(?:javascript|vbscript|data:text)/i,
        );
      }
      // srcset and sizes are made by the renderer from an uploaded image's address, never typed.
      if (name === 'srcset') {
        expect(value).toMatch(
          /^\/media\/blog\/[0-9a-f]{32}-\d+x\d+\/\d+\.(?:avif|webp) \d+w(?:, |$)/,
        );
      }
    }
  }
}

// Pieces that attackers and sloppy pastes put into Markdown.
const NASTY = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](java\u0000script:alert(1))',
  '[click](  javascript:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![x](javascript:alert(1))',
  '![x" onerror="alert(1)](/images/a.png)',
  '[x](/a "title\\" onmouseover=\\"alert(1)")',
  '<svg onload=alert(1)>',
  '<iframe src=//evil.example>',
  '<style>*{}</style>',
  '# Heading <script>x</script>',
  '## " onmouseover="alert(1)',
  '`<script>`',
  '```\n<script>alert(1)</script>\n```',
  '> <img src=x onerror=alert(1)>',
  '<!-- <script> -->',
  '<div onclick="alert(1)">',
  '[a]: javascript:alert(1)\n\n[a]',
  '<javascript:alert(1)>',
  '**bold** _em_ [ok](https://example.com) ![ok](/images/blog/a.svg)',
  `![up" onerror="alert(1)](/media/blog/${'a'.repeat(32)}-1600x900/1200.jpg "t\\" onload=\\"x")`,
  `![<script>](/media/blog/${'b'.repeat(32)}-300x200/300.jpg)`,
  `[![linked](/media/blog/${'c'.repeat(32)}-2000x1000/1200.jpg)](https://example.com)`,
  `![bad](/media/blog/${'d'.repeat(32)}-1600x900/1200.jpg?x=" onerror=alert(1))`,
  '\n\n',
  '- item\n  - nested\n1. one',
];

describe('rendering a post body', () => {
  it('never produces a script, an event handler or a script URL, whatever the Markdown', () => {
    const piece = fc.oneof(
      fc.constantFrom(...NASTY),
      fc.string({ maxLength: 40 }),
      fc.string({
        unit: fc.constantFrom(...'<>"\'=&#;:/()[]!`*_-\\\n javascriptonerrorsvg'.split('')),
        maxLength: 60,
      }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        assertInert(renderBlogBody(pieces.join(pieces.length % 2 ? '\n\n' : ' ')));
      }),
      { numRuns: 3000 },
    );
  });

  it('shows raw HTML as text and keeps script links as plain text', () => {
    for (const body of NASTY) assertInert(renderBlogBody(body));
    expect(renderBlogBody('<b>hi</b>')).toContain('&lt;b&gt;hi&lt;/b&gt;');
    expect(renderBlogBody('[click](javascript:alert(1))')).not.toContain('<a');
  });

  it('marks links to other sites noopener noreferrer, and leaves the site’s own links alone', () => {
    const html = renderBlogBody(
      '[out](https://example.com/x) and [in](/blog) and [mail](mailto:a@b.co)',
    );
    expect(html).toContain('<a href="https://example.com/x" class="font-medium');
    expect(html).toMatch(/<a href="https:\/\/example\.com\/x"[^>]* rel="noopener noreferrer">/);
    expect(html).toMatch(/<a href="\/blog" class="[^"]*">in<\/a>/);
  });

  it('gives every heading a unique id to link to', () => {
    const html = renderBlogBody('# The Plan\n\n## The Plan\n\n### Costs & ROI\n\n## !!!');
    expect(html).toContain('<h2 id="the-plan" class="mt-6');
    expect(html).toContain('<h2 id="the-plan-1" class="mt-6');
    expect(html).toContain('<h3 id="costs-and-roi" class="mt-3');
    expect(html).toContain('<h2 id="section" class="mt-6');
  });
});
