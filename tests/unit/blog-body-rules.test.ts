/** @jest-environment node */
import { parseFragment } from 'parse5';
import { renderBlogBody } from '@/lib/blog/markdown';
import {
  ALT_TEXT_MESSAGE,
  SITE_IMAGE_MESSAGE,
  blogPostInputSchema,
  scheduleSchema,
} from '@/lib/blog/post-schema';

interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
}
const all = (node: Node, name: string): Node[] =>
  (node.childNodes ?? []).flatMap((child) => [
    ...(child.nodeName === name ? [child] : []),
    ...all(child, name),
  ]);
const attr = (node: Node | undefined, name: string) =>
  node?.attrs?.find((entry) => entry.name === name)?.value;
const rendered = (body: string) => parseFragment(renderBlogBody(body)) as unknown as Node;

const POST = {
  title: 'Five Calls a Clinic Misses',
  excerpt: 'Where the calls go after six, and what answering them is worth.',
  body: 'Text',
  imageSrc: '/images/blog/dental-practice.svg',
  imageAlt: 'A clinic front desk',
  imageWidth: 1200,
  imageHeight: 630,
};
const bodyError = (body: string) => {
  const result = blogPostInputSchema.safeParse({ ...POST, body });
  return result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path[0] === 'body')?.message;
};

describe('images in a post body', () => {
  it('refuses an image from another site, a data: image and a protocol-relative one', () => {
    expect(bodyError('![A pixel](https://tracker.example/p.png)')).toBe(SITE_IMAGE_MESSAGE);
    expect(bodyError('![A pixel](//tracker.example/p.png)')).toBe(SITE_IMAGE_MESSAGE);
    expect(bodyError('![A dot](data:image/png;base64,iVBORw0KGgo=)')).toBe(SITE_IMAGE_MESSAGE);
    expect(bodyError('![The desk](/images/blog/dental-practice.svg)')).toBeUndefined();
  });

  it('refuses alt text that describes nothing (spaces, a no-break space, punctuation)', () => {
    for (const alt of [' ', '&nbsp;', '&#8203;', '---', '**  **']) {
      expect(bodyError(`![${alt}](/images/blog/dental-practice.svg)`)).toBe(ALT_TEXT_MESSAGE);
    }
    expect(bodyError('![Desk 2](/images/blog/dental-practice.svg)')).toBeUndefined();
  });

  it('shows the description of an image from another site instead of loading it', () => {
    const html = rendered('Before ![A tracking pixel](https://tracker.example/p.png) after');
    expect(all(html, 'img')).toHaveLength(0);
    expect(renderBlogBody('![A tracking pixel](https://tracker.example/p.png)')).toContain(
      'A tracking pixel',
    );
  });
});

describe('links and headings in a post body', () => {
  it('gives a protocol-relative link the same rel as any link to another site', () => {
    const links = all(rendered('[a](//evil.example/x) [b](https://evil.example) [c](/blog)'), 'a');
    expect(links.map((link) => attr(link, 'rel'))).toEqual([
      'noopener noreferrer',
      'noopener noreferrer',
      undefined,
    ]);
  });

  it('gives every heading its own id, counting on past ids the text already has', () => {
    const headings = all(rendered('# Setup\n\n# Setup 1\n\n# Setup\n\n# Setup\n\n# Intro'), 'h2');
    expect(headings.map((heading) => attr(heading, 'id'))).toEqual([
      'setup',
      'setup-1',
      'setup-2',
      'setup-3',
      'intro',
    ]);
    const many = all(rendered('# a\n'.repeat(2000)), 'h2').map((heading) => attr(heading, 'id'));
    expect(new Set(many).size).toBe(2000);
    expect(many.at(-1)).toBe('a-1999');
  });
});

describe('the publishing time', () => {
  const parse = (publishAt: string) => scheduleSchema.safeParse({ publishAt }).success;

  it('refuses a day or a clock time that does not exist', () => {
    expect(parse('2027-02-30T10:00Z')).toBe(false);
    expect(parse('2027-04-31T10:00:00Z')).toBe(false);
    expect(parse('2027-03-01T24:00Z')).toBe(false);
    expect(parse('2027-03-01T10:60Z')).toBe(false);
    expect(parse('2027-03-01T10:00+15:00')).toBe(false);
  });

  it('takes real instants with any offset, leap days included', () => {
    expect(parse('2028-02-29T10:00Z')).toBe(true);
    expect(parse('2027-03-01T23:59:59.999-05:00')).toBe(true);
    expect(parse('2027-03-01T00:00+14:00')).toBe(true);
  });
});
