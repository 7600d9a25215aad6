import { icons, type IconNode } from 'lucide';
// Relative, not `@/`: the generating script runs outside Next's module resolution.
import { escapeHtml } from '../http/escape-html';
import { ICON_NAMES } from './icon-glyphs';

/** Where the generated sprite is kept, relative to the project root. */
export const ICON_SPRITE_FILE = 'lib/icons/icons.svg';

/** lucide's export name of an icon: `building-2` is `Building2`. */
function exportName(name: string): string {
  return name.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase());
}

function glyph(name: string): IconNode {
  const node: IconNode | undefined = Object.hasOwn(icons, exportName(name))
    ? icons[exportName(name) as keyof typeof icons]
    : undefined;
  if (!node) throw new Error(`lucide has no icon named "${name}"`);
  return node;
}

function serialize([tag, attributes]: IconNode[number]): string {
  const attributeText = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([attribute, value]) => ` ${attribute}="${escapeHtml(String(value))}"`)
    .join('');
  return `<${tag}${attributeText}/>`;
}

/**
 * The sprite: one `<symbol>` per icon holding only the glyph's shapes, from lucide's published
 * icon data. The stroke and fill settings stay off the symbols (they live on the `.icon` class
 * of the page's `<svg>`), so each use inherits them and a utility such as `fill-current` still
 * reaches the shapes. The root's size lets the build read it as an image like any other.
 */
export function buildIconSprite(): string {
  const symbols = ICON_NAMES.map(
    (name) =>
      `<symbol id="${name}" viewBox="0 0 24 24">${glyph(name).map(serialize).join('')}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">\n${symbols.join('\n')}\n</svg>\n`;
}
