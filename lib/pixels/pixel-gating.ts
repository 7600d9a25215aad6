import type { PixelNode } from '@/lib/pixels/pixel-html';
import type { OptionalCategory } from '@/lib/consent/contract';

/**
 * How a pixel element waiting for consent is served: inert, so the browser neither runs nor fetches
 * anything until the consent script (lib/consent/consent-boot.ts) brings it to life. The names
 * below are the whole contract between this file and that script.
 */

/** Marks an element the consent script may activate; holds nothing else. */
export const GATED_MARKER = 'data-consent-pixel';
/** The category the element waits for. */
export const GATED_CATEGORY = 'data-category';
/** Prefix of attributes moved aside (`src` is served as `data-consent-src`). */
export const GATED_PREFIX = 'data-consent-';
/** The element a `<style>` becomes when activated (it is served as an inert script). */
export const GATED_TAG = 'data-consent-tag';

/** Attributes that make an element fetch or run something. */
const LIVE_ATTRIBUTES = ['src', 'srcset', 'href', 'type'] as const;

function moveLiveAttributes(attrs: PixelNode['attrs']): PixelNode['attrs'] {
  const result: PixelNode['attrs'] = {};
  for (const [name, value] of Object.entries(attrs)) {
    if (name.startsWith(GATED_PREFIX) || name === GATED_CATEGORY) continue;
    const live = (LIVE_ATTRIBUTES as readonly string[]).includes(name);
    result[live ? `${GATED_PREFIX}${name}` : name] = value;
  }
  return result;
}

/**
 * The inert form of one pixel element of a category that needs consent, or null when the element
 * is left out: a `<noscript>` fallback only applies when scripting is off, and then no consent can
 * be given, so it must not load. Scripts become `type="text/plain"`; images, frames and links keep
 * their address in `data-consent-src` / `-srcset` / `-href`; a `<style>` (which can fetch through
 * `url()`) travels as an inert script. `<meta>` fetches nothing and is served as is.
 */
export function gatePixelNode(node: PixelNode, category: OptionalCategory): PixelNode | null {
  if (node.tag === 'noscript') return null;
  if (node.tag === 'meta') return node;
  const marks = { [GATED_MARKER]: true, [GATED_CATEGORY]: category } as const;
  if (node.tag === 'script' || node.tag === 'style') {
    const attrs: PixelNode['attrs'] = {
      ...moveLiveAttributes(node.attrs),
      type: 'text/plain',
      ...marks,
    };
    if (node.tag === 'style') attrs[GATED_TAG] = 'style';
    return { tag: 'script', attrs, content: node.content ?? '' };
  }
  return { ...node, attrs: { ...moveLiveAttributes(node.attrs), ...marks } };
}
