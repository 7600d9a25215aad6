/** @jest-environment node */
import {
  applyMarkdown,
  insertUploadedImage,
  type TextEdit,
} from '@/components/admin/blog/markdown-format';

/** A text with the selection marked by [ and ] (or a caret by |), as the tests write it. */
function marked(text: string): TextEdit {
  if (text.includes('|')) {
    const at = text.indexOf('|');
    return { value: text.replace('|', ''), start: at, end: at };
  }
  const start = text.indexOf('[');
  const end = text.indexOf(']') - 1;
  return { value: text.replace('[', '').replace(']', ''), start, end };
}

function show({ value, start, end }: TextEdit): string {
  return `${value.slice(0, start)}[${value.slice(start, end)}]${value.slice(end)}`;
}

describe('the editor toolbar', () => {
  it('wraps the selection, or selects a placeholder to type over', () => {
    expect(show(applyMarkdown(marked('Say [hello] now'), 'bold'))).toBe('Say **[hello]** now');
    expect(show(applyMarkdown(marked('Say | now'), 'bold'))).toBe('Say **[bold text]** now');
    expect(show(applyMarkdown(marked('[word]'), 'italic'))).toBe('_[word]_');
    expect(show(applyMarkdown(marked('run [npm ci]'), 'code'))).toBe('run `[npm ci]`');
    expect(show(applyMarkdown(marked('[a\nb]'), 'code'))).toBe('```\n[a\nb]\n```');
  });

  it('makes a link of the selection with its address selected, and an image with its description', () => {
    expect(show(applyMarkdown(marked('See [the docs].'), 'link'))).toBe(
      'See [the docs]([https://]).',
    );
    expect(show(applyMarkdown(marked('|'), 'image'))).toBe(
      '![[Describe the image]](/images/blog/)',
    );
  });

  it('prefixes each selected line, apart from the paragraph above', () => {
    expect(show(applyMarkdown(marked('Intro\n[one\ntwo]'), 'bulleted-list'))).toBe(
      'Intro\n\n- [one\n- two]',
    );
    expect(show(applyMarkdown(marked('[one\ntwo\nthree]'), 'numbered-list'))).toBe(
      '1. [one\n2. two\n3. three]',
    );
    expect(show(applyMarkdown(marked('Para\n\nTi|tle'), 'heading'))).toBe('Para\n\n## [Title]');
    expect(show(applyMarkdown(marked('|'), 'quote'))).toBe('> [Quote]');
    expect(show(applyMarkdown(marked('a\n|'), 'heading'))).toBe('a\n\n## [Heading]');
  });

  it('puts an uploaded image in a paragraph of its own, with the caret in its empty description', () => {
    const src = '/media/blog/abc-800x600/1200.jpg';
    expect(show(insertUploadedImage(marked('|'), src))).toBe(`![[]](${src})\n\n`);
    expect(show(insertUploadedImage(marked('Intro.|'), src))).toBe(`Intro.\n\n![[]](${src})\n\n`);
    expect(show(insertUploadedImage(marked('Intro.\n|More'), src))).toBe(
      `Intro.\n\n![[]](${src})\n\nMore`,
    );
    expect(show(insertUploadedImage(marked('A\n\n[old]B'), src))).toBe(`A\n\n![[]](${src})\n\nB`);
  });
});
