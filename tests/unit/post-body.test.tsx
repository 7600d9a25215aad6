import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { render } from '@testing-library/react';
import { PostBody } from '@/components/blog/post-body';
import { postStructure } from '@/tests/helpers/post-structure';
import baseline from '@/tests/unit/fixtures/blog-post-structure.json';

function renderBody(lines: string[]) {
  return render(<PostBody content={lines.join('\n')} />).container;
}

describe('PostBody', () => {
  it('renders headings, lead-in lines, lists and paragraphs with their classes', () => {
    const container = renderBody([
      '## Why it matters',
      '',
      '### Details',
      '',
      '# Stray title',
      '',
      '**Answering fast only helps if the answer is useful.**',
      '',
      '- **Speed.** Answer at once',
      '- Context',
      '',
      '3. Third',
      '4. Fourth',
      '',
      'A plain paragraph',
      'that wraps.',
    ]);
    const text = (selector: string) =>
      Array.from(container.querySelectorAll(selector), (element) => element.textContent);
    expect(text('h2')).toEqual(['Why it matters', 'Stray title']);
    expect(text('h3')).toEqual(['Details']);
    expect(container.querySelector('h2')?.className).toBe(
      'mt-6 text-2xl font-bold text-foreground',
    );
    expect(text('p > strong.text-foreground')).toEqual([
      'Answering fast only helps if the answer is useful.',
    ]);
    expect(Array.from(container.querySelectorAll('ul > li'), (li) => li.innerHTML)).toEqual([
      '<strong>Speed.</strong> Answer at once',
      'Context',
    ]);
    expect(container.querySelector('ol')?.getAttribute('start')).toBe('3');
    expect(text('ol > li')).toEqual(['Third', 'Fourth']);
    expect(container.querySelector('p:last-child')?.textContent?.replace(/\s+/g, ' ')).toBe(
      'A plain paragraph that wraps.',
    );
  });

  it('renders links, images and blockquotes, styled', () => {
    const container = renderBody([
      'Read the [pricing page](/pricing) or [the study](https://example.com/study).',
      '',
      '![A call dashboard](/images/blog/dashboard.svg "Dashboard")',
      '',
      '> Our callers never wait anymore.',
      '> — A dental office manager',
    ]);
    const links = Array.from(container.querySelectorAll('a'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/pricing',
      'https://example.com/study',
    ]);
    expect(links[0]?.className).toContain('text-primary');
    expect(links[0]?.getAttribute('rel')).toBeNull();
    expect(links[1]?.getAttribute('rel')).toBe('noopener noreferrer');
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/images/blog/dashboard.svg');
    expect(image?.getAttribute('alt')).toBe('A call dashboard');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.className).toContain('max-w-full');
    const quote = container.querySelector('blockquote');
    expect(quote?.className).toContain('border-l-4');
    expect(quote?.textContent).toContain('Our callers never wait anymore.');
  });

  it('shows raw HTML as text and never renders it', () => {
    const container = renderBody([
      '<script>alert(1)</script>',
      '',
      'Inline <img src=x onerror="alert(2)"> and <b>bold</b> tags.',
      '',
      '<div onclick="alert(3)">block</div>',
    ]);
    const body = container.firstElementChild;
    expect(body?.querySelector('script, img, b, div')).toBeNull();
    expect(container.querySelector('[onerror], [onclick]')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.textContent).toContain('<b>bold</b>');
  });

  it('drops javascript:, vbscript: and data: link targets', () => {
    const container = renderBody([
      '[click](javascript:alert(1)) [again](JaVaScRiPt:alert(2)) [vb](vbscript:msgbox)',
      '[data](data:text/html;base64,PHNjcmlwdD4=) ![pic](javascript:alert(3))',
      '[encoded](java&#x73;cript:alert(4))',
    ]);
    expect(container.querySelectorAll('a, img')).toHaveLength(0);
    const hrefs = Array.from(container.querySelectorAll('[href], [src]'), (element) =>
      String(element.getAttribute('href') ?? element.getAttribute('src')),
    );
    expect(hrefs.filter((href) => /script:|data:/i.test(href))).toEqual([]);
  });

  it('renders each of the six posts with the same elements and classes as before', () => {
    const dir = path.join(process.cwd(), 'content/blog');
    const files = readdirSync(dir).sort();
    expect(files).toEqual(Object.keys(baseline).sort());
    for (const file of files) {
      const { content } = matter(readFileSync(path.join(dir, file), 'utf8'));
      const { container } = render(<PostBody content={content} />);
      expect({ file, structure: postStructure(container) }).toEqual({
        file,
        structure: (baseline as Record<string, string[]>)[file],
      });
    }
  });
});
