/** @jest-environment node */
import { parseFragment } from 'parse5';
import {
  fallbackWidth,
  parseImageName,
  parseUploadedSrc,
  parseVariantFile,
  uploadedSrc,
  variantWidths,
} from '@/lib/blog/image-url';
import { renderBlogBody } from '@/lib/blog/markdown';
import { markdownImages } from '@/lib/blog/markdown-images';
import { ALT_TEXT_MESSAGE, blogPostInputSchema } from '@/lib/blog/post-schema';
import { postShareImage } from '@/lib/blog/share-image';
import { ARTICLE_IMAGE_SIZES } from '@/lib/blog/image-sizes';

const HASH = '0123456789abcdef0123456789abcdef';
const WIDE = `/media/blog/${HASH}-1600x900/1200.jpg`;

interface Element {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Element[];
}

function find(node: Element, name: string): Element[] {
  const children = node.childNodes ?? [];
  return [
    ...children.filter((c) => c.nodeName === name),
    ...children.flatMap((c) => find(c, name)),
  ];
}
const attrs = (element: Element | undefined) =>
  Object.fromEntries((element?.attrs ?? []).map(({ name, value }) => [name, value]));

describe('uploaded image addresses', () => {
  it('lists the fixed widths below the image and its own, and one JPEG about 1200 wide', () => {
    expect(variantWidths(3000)).toEqual([360, 540, 720, 900, 1200, 1600]);
    expect(variantWidths(1600)).toEqual([360, 540, 720, 900, 1200, 1600]);
    expect(variantWidths(1000)).toEqual([360, 540, 720, 900, 1000]);
    expect(variantWidths(200)).toEqual([200]);
    expect([fallbackWidth(3000), fallbackWidth(800)]).toEqual([1200, 800]);
  });

  it('reads only the addresses the upload gives', () => {
    const image = parseUploadedSrc(WIDE);
    expect(image).toEqual({ name: `${HASH}-1600x900`, hash: HASH, width: 1600, height: 900 });
    expect(image && uploadedSrc(image)).toBe(WIDE);
    for (const other of [
      `/media/blog/${HASH}-1600x900/1600.jpg`, // the JPEG is made at 1200 only
      `/media/blog/${HASH}-1600x900/1200.webp`,
      `/media/blog/${HASH.toUpperCase()}-1600x900/1200.jpg`,
      `/media/blog/${HASH}-0x900/1200.jpg`,
      `/media/blog/${HASH}-20000x900/1200.jpg`,
      `/media/blog/${HASH}-1600x900/1200.jpg?x`,
      '/images/blog/dental-practice.svg',
    ]) {
      expect(parseUploadedSrc(other)).toBeUndefined();
    }
    const named = parseImageName(`${HASH}-1000x500`);
    expect(named && parseVariantFile(named, '900.avif')).toEqual({ width: 900, format: 'avif' });
    expect(named && parseVariantFile(named, '1000.jpg')).toEqual({ width: 1000, format: 'jpeg' });
    expect(named && parseVariantFile(named, '1200.webp')).toBeUndefined();
    expect(named && parseVariantFile(named, '360.jpeg')).toBeUndefined();
  });
});

describe('uploaded images in a post body', () => {
  it('render as a lazy <picture> with AVIF and WebP at every width, sized, JPEG as fallback', () => {
    const html = renderBlogBody(`Before\n\n![A clinic's front desk & "team"](${WIDE} "Desk")`);
    const fragment = parseFragment(html) as unknown as Element;
    const [picture] = find(fragment, 'picture');
    expect(picture).toBeDefined();
    const sources = find(picture as Element, 'source').map(attrs);
    expect(sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) {
      const ext = source.type === 'image/avif' ? 'avif' : 'webp';
      expect(source.sizes).toBe(ARTICLE_IMAGE_SIZES);
      expect(source.srcset).toBe(
        [360, 540, 720, 900, 1200, 1600]
          .map((w) => `/media/blog/${HASH}-1600x900/${w}.${ext} ${w}w`)
          .join(', '),
      );
    }
    expect(attrs(find(picture as Element, 'img')[0])).toEqual({
      src: WIDE,
      alt: 'A clinic\'s front desk & "team"',
      title: 'Desk',
      width: '1600',
      height: '900',
      loading: 'lazy',
      decoding: 'async',
      class: 'h-auto max-w-full rounded-lg',
    });
  });

  it('leaves images under /images/ as they were', () => {
    expect(renderBlogBody('![A chart](/images/blog/roi-small-business.svg)')).toBe(
      '<p><img src="/images/blog/roi-small-business.svg" alt="A chart" class="h-auto max-w-full rounded-lg" loading="lazy"></p>\n',
    );
  });
});

describe('the post schema and images', () => {
  const post = {
    title: 'Five Calls a Clinic Misses',
    excerpt: 'Where the calls go after six, and what answering them is worth.',
    body: 'Text',
    imageSrc: WIDE,
    imageAlt: 'A clinic front desk',
    imageWidth: 1600,
    imageHeight: 900,
  };
  const bodyError = (body: string) => {
    const result = blogPostInputSchema.safeParse({ ...post, body });
    return result.success
      ? undefined
      : result.error.issues.find((i) => i.path[0] === 'body')?.message;
  };

  it('accepts an uploaded cover and an /images/ cover', () => {
    expect(blogPostInputSchema.safeParse(post).success).toBe(true);
    expect(
      blogPostInputSchema.safeParse({ ...post, imageSrc: '/images/blog/dental-practice.svg' })
        .success,
    ).toBe(true);
  });

  it('refuses another address and an uploaded cover given another size', () => {
    const other = blogPostInputSchema.safeParse({
      ...post,
      imageSrc: 'https://evil.example/a.jpg',
    });
    expect(other.success).toBe(false);
    const resized = blogPostInputSchema.safeParse({ ...post, imageWidth: 1200 });
    expect(resized.error?.issues).toEqual([
      expect.objectContaining({
        path: ['imageWidth'],
        message: 'The uploaded cover is 1600 × 900 pixels',
      }),
    ]);
  });

  it('refuses a body image without alt text, and accepts one with it', () => {
    expect(bodyError(`Intro\n\n![](${WIDE})`)).toBe(ALT_TEXT_MESSAGE);
    expect(bodyError('![   ](/images/blog/a.svg)')).toBe(ALT_TEXT_MESSAGE);
    expect(bodyError('See ![][pic]\n\n[pic]: /images/blog/a.svg')).toBe(ALT_TEXT_MESSAGE);
    expect(bodyError(`![The desk](${WIDE})`)).toBeUndefined();
    // Not an image: inside code, the brackets are text.
    expect(bodyError('`![](/images/blog/a.svg)`')).toBeUndefined();
  });

  it('refuses a damaged uploaded address in the body', () => {
    expect(bodyError(`![The desk](/media/blog/${HASH}-1600x900/1600.jpg)`)).toMatch(
      /address the upload gave/,
    );
  });

  it('lists a body’s images with their alt text', () => {
    expect(markdownImages('![a](/x.png) text ![](/y.png)\n\n```\n![c](/z.png)\n```')).toEqual([
      { src: '/x.png', alt: 'a' },
      { src: '/y.png', alt: '' },
    ]);
  });
});

describe('a post’s social card', () => {
  it('is the uploaded cover’s JPEG about 1200 px wide, with its size and alt', () => {
    expect(postShareImage({ image: { src: WIDE, width: 1600, height: 900, alt: 'Desk' } })).toEqual(
      {
        url: WIDE,
        width: 1200,
        height: 675,
        alt: 'Desk',
      },
    );
  });

  it('is left to the drawn card for a cover under /images/', () => {
    expect(
      postShareImage({ image: { src: '/images/blog/a.svg', width: 1200, height: 630, alt: 'A' } }),
    ).toBeUndefined();
  });
});
