import type { PixelNode } from '@/lib/pixels/pixel-html';
import { isRenderedAttribute } from '@/lib/pixels/pixel-props';
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
/** The text of a gated script or style, served in an attribute (the element itself is empty). */
export const GATED_TEXT = 'data-consent-text';

const CONTROL_NAMES = new Set([GATED_MARKER, GATED_CATEGORY, GATED_TAG, GATED_TEXT]);

/**
 * Attributes that neither fetch, run nor navigate on any pixel element, so they stay as they are.
 * An allowlist, not a list of dangerous names: anything not known to be inert (`srcdoc`,
 * `imagesrcset`, a `style` with `url()`, names browsers add later) waits for consent.
 */
const INERT_ATTRIBUTES = new Set([
  'id',
  'class',
  'width',
  'height',
  'alt',
  'title',
  'name',
  'async',
  'defer',
  'crossorigin',
  'referrerpolicy',
  'loading',
  'decoding',
  'rel',
  'as',
  'media',
  'sizes',
  'nonce',
  'hidden',
  'lang',
  'dir',
]);

function isInert(name: string): boolean {
  return INERT_ATTRIBUTES.has(name) || name.startsWith('data-') || name.startsWith('aria-');
}

/**
 * Keeps inert attributes and moves every other one to `data-consent-<name>`. The pixel's own
 * `data-consent-*` attributes and anything that would land on one of the gate's control names are
 * dropped, so a snippet cannot forge the gate's marks; attributes a page never renders (inline
 * event handlers) are dropped here too, or activation would bring them back.
 */
function gateAttributes(attrs: PixelNode['attrs']): PixelNode['attrs'] {
  const result: PixelNode['attrs'] = {};
  for (const [name, value] of Object.entries(attrs)) {
    if (!isRenderedAttribute(name) || name.startsWith(GATED_PREFIX) || name === GATED_CATEGORY) {
      continue;
    }
    const served = isInert(name) ? name : `${GATED_PREFIX}${name}`;
    if (CONTROL_NAMES.has(served)) continue;
    result[served] = value;
  }
  return result;
}

/**
 * The inert form of one pixel element of a category that needs consent, or null when the element
 * is left out:
 * - a `<noscript>` fallback only applies when scripting is off, and then no consent can be given;
 * - a `<meta http-equiv>` pragma (a refresh to a tracker's address) acts when the parser reads it,
 *   and a browser ignores one added later, so it can neither wait nor be activated.
 * Scripts become `type="text/plain"`, a `<style>` (which can fetch through `url()`) travels as such
 * a script, and their text goes in `data-consent-text`: as raw text inside the element, a
 * `</script>` or `<!--<script>` in it would end the element early or swallow what follows, while an
 * attribute value is escaped and cannot. Every other element keeps only inert attributes live.
 */
export function gatePixelNode(node: PixelNode, category: OptionalCategory): PixelNode | null {
  if (node.tag === 'noscript') return null;
  if (node.tag === 'meta' && node.attrs['http-equiv'] !== undefined) return null;
  const marks = { [GATED_MARKER]: true, [GATED_CATEGORY]: category } as const;
  if (node.tag === 'script' || node.tag === 'style') {
    const attrs: PixelNode['attrs'] = {
      ...gateAttributes(node.attrs),
      type: 'text/plain',
      ...marks,
    };
    if (node.tag === 'style') attrs[GATED_TAG] = 'style';
    if (node.content) attrs[GATED_TEXT] = node.content;
    return { tag: 'script', attrs };
  }
  return { tag: node.tag, attrs: { ...gateAttributes(node.attrs), ...marks } };
}
