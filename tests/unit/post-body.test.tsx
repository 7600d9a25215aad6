import { render } from '@testing-library/react';
import { PostBody } from '@/components/blog/post-body';

describe('PostBody', () => {
  it('renders each line marker as its element', () => {
    const { container } = render(
      <PostBody
        content={[
          '## Why it matters',
          '### Details',
          '**Answering fast only helps if the answer is useful.**',
          '- **Speed.** Answer at once',
          '- Context',
          '3. Third',
          '4. Fourth',
          'A plain paragraph',
          'that wraps.',
        ].join('\n')}
      />,
    );
    const html = (selector: string) =>
      Array.from(container.querySelectorAll(selector), (element) => element.innerHTML);
    expect(html('h2')).toEqual(['Why it matters']);
    expect(html('h3')).toEqual(['Details']);
    expect(html('p > strong')).toEqual(['Answering fast only helps if the answer is useful.']);
    expect(html('ul > li')).toEqual([
      '<strong>Speed.</strong><span> Answer at once</span>',
      '<span>Context</span>',
    ]);
    expect(container.querySelector('ol')?.getAttribute('start')).toBe('3');
    expect(html('ol > li')).toEqual(['<span>Third</span>', '<span>Fourth</span>']);
    expect(container.querySelector('p:last-child')?.textContent).toBe(
      'A plain paragraph that wraps.',
    );
  });
});
