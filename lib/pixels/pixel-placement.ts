import {
  parsePixelHtml,
  type PixelLocation,
  type PixelNode,
  type PixelTag,
} from '@/lib/pixels/pixel-html';
import { pixelInputSchema } from '@/lib/pixels/pixel-schema';

/**
 * The pixel elements a browser keeps in the head. Any other one (`<img>`, `<iframe>`) met there
 * makes the parser close the head and open the body, so the page React hydrates no longer matches
 * the HTML it served.
 */
const HEAD_TAGS: ReadonlySet<PixelTag> = new Set(['script', 'noscript', 'style', 'link', 'meta']);

/** Whether an element may stay in the page head. */
export function belongsInHead(node: PixelNode): boolean {
  return HEAD_TAGS.has(node.tag);
}

/** The distinct tags in pixel HTML that cannot go in the page head, in source order. */
export function bodyOnlyTags(code: string): PixelTag[] {
  const tags = parsePixelHtml(code)
    .filter((node) => !belongsInHead(node))
    .map((node) => node.tag);
  return [...new Set(tags)];
}

/**
 * Places a pixel's elements: a head pixel's body-only elements go to the body, where a browser
 * would put them. Keeps rows saved before head pixels were checked from breaking hydration.
 */
export function placePixelNodes(
  nodes: PixelNode[],
  location: PixelLocation,
): { head: PixelNode[]; body: PixelNode[] } {
  if (location === 'body') return { head: [], body: nodes };
  return { head: nodes.filter(belongsInHead), body: nodes.filter((node) => !belongsInHead(node)) };
}

/** The message for head code holding elements that belong in the body. */
export function headPlacementMessage(tags: PixelTag[]): string {
  const list = tags.map((tag) => `<${tag}>`).join(', ');
  return `${list} cannot go in the page head (a browser moves it into the body): choose "End of body" for this pixel, or remove ${tags.length > 1 ? 'them' : 'it'}`;
}

/** The pixel form's schema plus the placement check that needs the HTML parser (server side). */
export const pixelSaveSchema = pixelInputSchema.superRefine((pixel, context) => {
  if (pixel.location !== 'head') return;
  const tags = bodyOnlyTags(pixel.code);
  if (tags.length > 0) {
    context.addIssue({ code: 'custom', path: ['code'], message: headPlacementMessage(tags) });
  }
});
