import MarkdownIt, { type Token } from 'markdown-it';

// Parsed the way the page renders it (CommonMark, no raw HTML), so what counts as an image here is
// what the page shows as one; `![x](y)` inside code is text and is not listed.
const parser = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** An image a post body shows: its address and its alt text as written. */
export interface MarkdownImage {
  src: string;
  alt: string;
}

/** An image token's alt text as the page prints it: entities such as &nbsp; decoded, marks gone. */
export function imageAltText(token: Token): string {
  return (token.children ?? []).map((child) => child.content).join('');
}

function collect(tokens: Token[], into: MarkdownImage[]): MarkdownImage[] {
  for (const token of tokens) {
    if (token.type === 'image') {
      into.push({ src: String(token.attrGet('src') ?? ''), alt: imageAltText(token) });
    }
    if (token.children) collect(token.children, into);
  }
  return into;
}

/** Every image in a post body's Markdown, in order (reference-style images included). */
export function markdownImages(body: string): MarkdownImage[] {
  return collect(parser.parse(body, {}), []);
}
