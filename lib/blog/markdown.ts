/** A piece of inline text: plain, or bold when written between double asterisks. */
export interface InlineSegment {
  text: string;
  bold: boolean;
}

export type BlogBlock =
  | { type: 'heading'; level: 2 | 3; text: string }
  | { type: 'bold'; text: string }
  | { type: 'bullets'; items: InlineSegment[][] }
  | { type: 'numbered'; start: number; items: InlineSegment[][] }
  | { type: 'paragraph'; segments: InlineSegment[] };

/** Splits `**bold**` runs out of a line; an unmatched `**` stays as text. */
export function parseInline(text: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index), bold: false });
    segments.push({ text: match[1] ?? '', bold: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), bold: false });
  return segments;
}

const HEADING = /^(#{1,3})\s+(.+)$/;
const BOLD_LINE = /^\*\*([^*]+)\*\*:?$/;
const BULLET = /^[-*•]\s+(.+)$/;
const NUMBERED = /^(\d+)[.)]\s+(.+)$/;

/**
 * Turns a post body written with simple line markers into blocks: `## ` and `### ` headings (a
 * single `# ` becomes a second-level heading: the page title is the only h1), a line that is all
 * `**bold**`, `- ` bullet items, `1. ` numbered lines, and paragraphs separated by blank lines.
 */
export function parseBlogBody(body: string): BlogBlock[] {
  const blocks: BlogBlock[] = [];
  let paragraph: string[] = [];

  const flushParagraph = () => {
    if (paragraph.length > 0)
      blocks.push({ type: 'paragraph', segments: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };

  for (const rawLine of body.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '') {
      flushParagraph();
      continue;
    }
    const heading = HEADING.exec(line);
    const bold = BOLD_LINE.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (!heading && !bold && !bullet && !numbered) {
      paragraph.push(line);
      continue;
    }
    flushParagraph();
    const previous = blocks.at(-1);
    if (heading) {
      const level = (heading[1]?.length ?? 2) === 3 ? 3 : 2;
      blocks.push({ type: 'heading', level, text: heading[2] ?? '' });
    } else if (bold) {
      blocks.push({ type: 'bold', text: bold[1] ?? '' });
    } else if (bullet) {
      const item = parseInline(bullet[1] ?? '');
      if (previous?.type === 'bullets') previous.items.push(item);
      else blocks.push({ type: 'bullets', items: [item] });
    } else if (numbered) {
      const item = parseInline(numbered[2] ?? '');
      if (previous?.type === 'numbered') previous.items.push(item);
      else blocks.push({ type: 'numbered', start: Number(numbered[1]), items: [item] });
    }
  }
  flushParagraph();
  return blocks;
}
