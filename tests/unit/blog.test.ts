/** @jest-environment node */
import { formatLongDate } from '@/lib/blog/format-date';
import { parseBlogBody, parseInline } from '@/lib/blog/markdown';
import { getAllPosts, getPost, toSummary } from '@/lib/blog/posts';
import type { BlogPostSummary } from '@/lib/blog/post-types';
import { postsWithTag, recentPosts, relatedPosts, tagHref, uniqueTags } from '@/lib/blog/related';
import { buildRssFeed } from '@/lib/blog/rss';

const post = (slug: string, date: string, tags: string[]): BlogPostSummary => ({
  slug,
  title: `Title of ${slug}`,
  date,
  author: 'Sonara AI Team',
  excerpt: `Excerpt of ${slug}`,
  image: { src: `/images/blog/${slug}.svg`, width: 1200, height: 630, alt: slug },
  tags,
});

describe('parseBlogBody', () => {
  it('reads ## and ### headings, and turns a single # into a second-level heading', () => {
    expect(parseBlogBody('## Why it matters\n### Details\n# Stray title')).toEqual([
      { type: 'heading', level: 2, text: 'Why it matters' },
      { type: 'heading', level: 3, text: 'Details' },
      { type: 'heading', level: 2, text: 'Stray title' },
    ]);
  });

  it('reads a line that is all bold as a bold line', () => {
    expect(parseBlogBody('**Answering fast only helps if the answer is useful.**')).toEqual([
      { type: 'bold', text: 'Answering fast only helps if the answer is useful.' },
    ]);
  });

  it('groups consecutive bullet lines into one list, with inline bold', () => {
    expect(parseBlogBody('- **Speed.** Answer at once\n- Context\n* Star bullet')).toEqual([
      {
        type: 'bullets',
        items: [
          [
            { text: 'Speed.', bold: true },
            { text: ' Answer at once', bold: false },
          ],
          [{ text: 'Context', bold: false }],
          [{ text: 'Star bullet', bold: false }],
        ],
      },
    ]);
  });

  it('groups numbered lines into one ordered list that keeps its first number', () => {
    expect(parseBlogBody('3. Third\n4. Fourth')).toEqual([
      {
        type: 'numbered',
        start: 3,
        items: [[{ text: 'Third', bold: false }], [{ text: 'Fourth', bold: false }]],
      },
    ]);
  });

  it('joins wrapped lines into paragraphs separated by blank lines', () => {
    expect(parseBlogBody('First line\ncontinues here.\n\nSecond paragraph.')).toEqual([
      { type: 'paragraph', segments: [{ text: 'First line continues here.', bold: false }] },
      { type: 'paragraph', segments: [{ text: 'Second paragraph.', bold: false }] },
    ]);
  });

  it('ends a list at the next paragraph and starts a new list after it', () => {
    const blocks = parseBlogBody('- one\nText between\n- two');
    expect(blocks.map((block) => block.type)).toEqual(['bullets', 'paragraph', 'bullets']);
  });

  it('keeps text that only looks like markup as plain text', () => {
    expect(parseInline('2 ** 3 is not bold')).toEqual([
      { text: '2 ** 3 is not bold', bold: false },
    ]);
    expect(parseBlogBody('-no space is a paragraph')).toEqual([
      { type: 'paragraph', segments: [{ text: '-no space is a paragraph', bold: false }] },
    ]);
  });
});

describe('formatLongDate', () => {
  it("formats 'MMMM d, yyyy' in US English without shifting the day", () => {
    expect(formatLongDate('2026-11-10')).toBe('November 10, 2026');
    expect(formatLongDate('2026-01-01')).toBe('January 1, 2026');
    expect(formatLongDate('2026-12-31')).toBe('December 31, 2026');
  });

  it('refuses something that is not a date', () => {
    expect(() => formatLongDate('yesterday')).toThrow('Not a YYYY-MM-DD date');
  });
});

describe('related, recent and tags', () => {
  const posts = [
    post('a', '2026-11-10', ['AI', 'Dental']),
    post('b', '2026-10-26', ['AI', 'Dental', 'ROI']),
    post('c', '2026-10-10', ['AI']),
    post('d', '2026-09-25', ['Legal']),
    post('e', '2026-09-10', ['AI', 'ROI']),
    post('f', '2026-08-26', ['AI']),
  ];

  it('picks at most three other posts sharing a tag, most shared tags first, then newest', () => {
    const related = relatedPosts(posts[0]!, posts);
    expect(related.map((item) => item.slug)).toEqual(['b', 'c', 'e']);
  });

  it('finds no related post when no tag is shared', () => {
    expect(relatedPosts(posts[3]!, posts)).toEqual([]);
  });

  it('lists the five most recent posts, newest first', () => {
    const shuffled = [posts[4]!, posts[0]!, posts[5]!, posts[2]!, posts[1]!, posts[3]!];
    expect(recentPosts(shuffled).map((item) => item.slug)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('lists each tag once, alphabetically', () => {
    expect(uniqueTags(posts)).toEqual(['AI', 'Dental', 'Legal', 'ROI']);
  });

  it('filters by tag ignoring case, and links tags safely', () => {
    expect(postsWithTag(posts, 'roi').map((item) => item.slug)).toEqual(['b', 'e']);
    expect(tagHref('Home Services')).toBe('/blog?tag=Home%20Services');
  });
});

describe('the six blog posts', () => {
  const posts = getAllPosts();

  it('are the spec’s slugs, newest first, on fixed dates spaced about two weeks apart', () => {
    expect(posts.map((item) => [item.slug, item.date])).toEqual([
      ['revolutionizing-customer-experience-with-ai-voice-agents', '2026-11-10'],
      ['ai-voice-agents-comparison-which-solution-is-right-for-your-business', '2026-10-26'],
      ['enhancing-dental-practice-efficiency-with-ai-voice-assistants', '2026-10-10'],
      ['ai-voice-agents-transforming-legal-client-intake-and-communication', '2026-09-25'],
      ['the-roi-of-implementing-ai-voice-agents-for-small-businesses', '2026-09-10'],
      ['how-ai-voice-agents-are-revolutionizing-home-service-businesses', '2026-08-26'],
    ]);
  });

  it('carry the staff byline, local images with size and alt text, tags and a real body', () => {
    for (const item of posts) {
      expect(item.author).toBe('Sonara AI Team');
      expect(item.image).toMatchObject({ width: 1200, height: 630 });
      expect(item.image.src).toMatch(/^\/images\/blog\/[\w-]+\.svg$/);
      expect(item.image.alt.length).toBeGreaterThan(20);
      expect(item.tags.length).toBeGreaterThanOrEqual(2);
      expect(item.content.split(/\s+/).length).toBeGreaterThan(500);
      expect(item.content).not.toMatch(/lorem ipsum/i);
      const types = new Set(parseBlogBody(item.content).map((block) => block.type));
      expect(types).toEqual(new Set(['paragraph', 'heading', 'bullets', 'numbered', 'bold']));
    }
  });

  it('are found by slug and summarised without their body', () => {
    const first = getPost('revolutionizing-customer-experience-with-ai-voice-agents');
    expect(first?.title).toBe('Revolutionizing Customer Experience with AI Voice Agents');
    expect(getPost('no-such-post')).toBeUndefined();
    expect(toSummary(first!)).not.toHaveProperty('content');
  });
});

describe('buildRssFeed', () => {
  it('lists posts with absolute links and escapes markup in text', () => {
    const feed = buildRssFeed(
      { name: 'Brand & Co', url: 'https://example.com', description: 'About <AI>' },
      [{ ...post('a', '2026-11-10', ['R&D']), title: 'Fish & <Chips>' }],
    );
    expect(feed).toContain('<title>Brand &amp; Co Blog</title>');
    expect(feed).toContain('<description>About &lt;AI&gt;</description>');
    expect(feed).toContain('<title>Fish &amp; &lt;Chips&gt;</title>');
    expect(feed).toContain('<link>https://example.com/blog/a</link>');
    expect(feed).toContain('<category>R&amp;D</category>');
    expect(feed).toContain('<pubDate>Tue, 10 Nov 2026 00:00:00 GMT</pubDate>');
  });
});
