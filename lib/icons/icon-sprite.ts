import { createHash } from 'node:crypto';
import type { LucideIcon } from 'lucide-react';
// Relative, not `@/`: next.config.ts imports this module to version the sprite's address.
import { escapeHtml } from '../http/escape-html';
import { ICON_GLYPHS } from './icon-glyphs';

type Attributes = Record<string, string | number>;
type IconNode = [tag: string, attributes: Attributes, children?: IconNode[]];
type GlyphData = { size?: number; node: IconNode[] };

function isAttributes(value: unknown): value is Attributes {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number')
  );
}

function isIconNode(value: unknown): value is IconNode {
  if (!Array.isArray(value)) return false;
  const [tag, attributes, children]: unknown[] = value;
  return (
    typeof tag === 'string' &&
    isAttributes(attributes) &&
    (children === undefined || (Array.isArray(children) && children.every(isIconNode)))
  );
}

/**
 * A lucide glyph's shapes. Each lucide-react icon is a forwardRef whose render only hands its
 * icon data to the shared Icon component (no hook runs at that level), so calling the render
 * reads the data the package itself draws from. Checked, so an upgrade that changes this shape
 * fails the build and the sprite's unit test rather than drawing nothing.
 */
function glyphData(name: string, glyph: LucideIcon): GlyphData {
  const render: unknown = Reflect.get(glyph, 'render');
  const element: unknown = typeof render === 'function' ? render({}, null) : undefined;
  const props: unknown = Reflect.get(Object(element), 'props');
  const icon: unknown = Reflect.get(Object(props), 'icon');
  const node: unknown = Reflect.get(Object(icon), 'node');
  const size: unknown = Reflect.get(Object(icon), 'size');
  if (!Array.isArray(node) || !node.every(isIconNode)) {
    throw new Error(`lucide-react no longer exposes the shapes of the icon "${name}"`);
  }
  return { node, size: typeof size === 'number' ? size : undefined };
}

function serialize([tag, attributes, children = []]: IconNode): string {
  const attributeText = Object.entries(attributes)
    // `key` is React's list key, not an SVG attribute.
    .filter(([attribute]) => attribute !== 'key')
    .map(([attribute, value]) => ` ${attribute}="${escapeHtml(String(value))}"`)
    .join('');
  const inner = children.map(serialize).join('');
  return inner ? `<${tag}${attributeText}>${inner}</${tag}>` : `<${tag}${attributeText}/>`;
}

/**
 * The sprite: one `<symbol>` per icon holding only the glyph's shapes. The stroke and fill
 * settings stay off the symbols (they live on the `.icon` class of the page's `<svg>`), so
 * each use inherits them and a utility such as `fill-current` still reaches the shapes.
 */
export function buildIconSprite(): string {
  const symbols = Object.entries(ICON_GLYPHS).map(([name, glyph]) => {
    const { node, size = 24 } = glyphData(name, glyph);
    return `<symbol id="${name}" viewBox="0 0 ${size} ${size}">${node.map(serialize).join('')}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

/** A short hash of the sprite's content, put in its address so browsers may keep it for a year. */
export function iconSpriteVersion(sprite: string = buildIconSprite()): string {
  return createHash('sha256').update(sprite).digest('hex').slice(0, 12);
}
