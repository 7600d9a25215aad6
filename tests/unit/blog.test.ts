/** @jest-environment node */
import { formatLongDate } from '@/lib/blog/format-date';
import { renderBlogBody } from '@/lib/blog/markdown';
import { readSeedPosts } from '@/content/blog-posts';
import { toPublicPost, toSummary } from '@/lib/blog/posts';
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

// The six posts are the database's seed now: read as the seed stores them and the pages show them.
const getAllPosts = () =>
  readSeedPosts().map((seed) => toPublicPost(seed as Parameters<typeof toPublicPost>[0]));
const getPost = (slug: string) => getAllPosts().find((item) => item.slug === slug);

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
      const html = renderBlogBody(item.content);
      for (const element of ['<p>', '<h2 ', '<ul ', '<ol ', '<strong class="text-foreground">']) {
        expect(html).toContain(element);
      }
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
