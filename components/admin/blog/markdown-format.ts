/** The text of a textarea and its selection, before or after a toolbar action. */
export interface TextEdit {
  value: string;
  start: number;
  end: number;
}

export const MARKDOWN_ACTIONS = [
  'bold',
  'italic',
  'heading',
  'link',
  'bulleted-list',
  'numbered-list',
  'quote',
  'code',
  'image',
] as const;
export type MarkdownAction = (typeof MARKDOWN_ACTIONS)[number];

/** Wraps the selection (or a placeholder, left selected so typing replaces it) in markers. */
function wrap({ value, start, end }: TextEdit, before: string, after: string, placeholder: string) {
  const selected = value.slice(start, end) || placeholder;
  const next = value.slice(0, start) + before + selected + after + value.slice(end);
  return {
    value: next,
    start: start + before.length,
    end: start + before.length + selected.length,
  };
}

/** Prefixes every line the selection touches; a lone empty line gets a placeholder. */
function prefixLines(
  { value, start, end }: TextEdit,
  prefix: (index: number) => string,
  placeholder: string,
) {
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = value.indexOf('\n', Math.max(end - (end > start ? 1 : 0), start));
  const lineEnd = nextBreak === -1 ? value.length : nextBreak;
  const lines = value.slice(lineStart, lineEnd).split('\n');
  const block = lines
    .map((line, index) => prefix(index) + (lines.length === 1 && line === '' ? placeholder : line))
    .join('\n');
  // A block must stand apart from a paragraph above it, or Markdown reads it as that paragraph.
  const gap = lineStart > 0 && value[lineStart - 2] !== '\n' ? '\n' : '';
  const next = value.slice(0, lineStart) + gap + block + value.slice(lineEnd);
  const blockStart = lineStart + gap.length;
  const firstPrefix = prefix(0).length;
  return { value: next, start: blockStart + firstPrefix, end: blockStart + block.length };
}

/**
 * The textarea after a toolbar action: Markdown markers around or before the selection, with the
 * part to type next selected (a link's address, an image's description, a placeholder).
 */
export function applyMarkdown(edit: TextEdit, action: MarkdownAction): TextEdit {
  const selected = edit.value.slice(edit.start, edit.end);
  switch (action) {
    case 'bold':
      return wrap(edit, '**', '**', 'bold text');
    case 'italic':
      return wrap(edit, '_', '_', 'italic text');
    case 'heading':
      return prefixLines(edit, () => '## ', 'Heading');
    case 'bulleted-list':
      return prefixLines(edit, () => '- ', 'List item');
    case 'numbered-list':
      return prefixLines(edit, (index) => `${index + 1}. `, 'List item');
    case 'quote':
      return prefixLines(edit, () => '> ', 'Quote');
    case 'code':
      return selected.includes('\n')
        ? wrap(edit, '```\n', '\n```', '')
        : wrap(edit, '`', '`', 'code');
    case 'link': {
      const text = selected || 'link text';
      const value = `${edit.value.slice(0, edit.start)}[${text}](https://)${edit.value.slice(edit.end)}`;
      const urlStart = edit.start + text.length + 3;
      return { value, start: urlStart, end: urlStart + 'https://'.length };
    }
    case 'image': {
      const alt = selected || 'Describe the image';
      const value = `${edit.value.slice(0, edit.start)}![${alt}](/images/blog/)${edit.value.slice(edit.end)}`;
      return { value, start: edit.start + 2, end: edit.start + 2 + alt.length };
    }
  }
}

/**
 * An uploaded image put in at the selection as a paragraph of its own, with its description left
 * empty and the caret inside it: the post cannot be saved until the alt text is written.
 */
export function insertUploadedImage(edit: TextEdit, src: string): TextEdit {
  const before = edit.value.slice(0, edit.start);
  const lead =
    before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const value = `${before}${lead}![](${src})\n\n${edit.value.slice(edit.end)}`;
  const caret = before.length + lead.length + 2;
  return { value, start: caret, end: caret };
}
