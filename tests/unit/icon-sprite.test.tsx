import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { Icon } from '@/components/ui/icon';
import { ICON_NAMES } from '@/lib/icons/icon-glyphs';
import { ICON_SPRITE_FILE, buildIconSprite } from '@/lib/icons/icon-sprite';

const SVG_NS = 'http://www.w3.org/2000/svg';
const committed = readFileSync(path.join(process.cwd(), ICON_SPRITE_FILE), 'utf8');

function parseSprite(): Document {
  return new DOMParser().parseFromString(committed, 'image/svg+xml');
}

describe('icon sprite', () => {
  it('is current: the committed file is what lucide draws for the names listed (npm run icons)', () => {
    expect(committed).toBe(buildIconSprite());
  });

  it('is well-formed SVG with one symbol per icon name, each holding shapes', () => {
    const sprite = parseSprite();
    expect(sprite.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(sprite.documentElement.namespaceURI).toBe(SVG_NS);
    expect(sprite.documentElement.localName).toBe('svg');
    const symbols = [...sprite.documentElement.children];
    expect(symbols.map((symbol) => symbol.localName)).toEqual(ICON_NAMES.map(() => 'symbol'));
    expect(symbols.map((symbol) => symbol.id)).toEqual([...ICON_NAMES]);
    for (const symbol of symbols) {
      expect(symbol.getAttribute('viewBox')).toBe('0 0 24 24');
      expect(symbol.children.length).toBeGreaterThan(0);
    }
  });

  it('draws what lucide draws: the check is its single path', () => {
    const check = parseSprite().getElementById('check');
    expect([...(check?.children ?? [])].map((shape) => shape.outerHTML)).toEqual([
      `<path xmlns="${SVG_NS}" d="M20 6 9 17l-5-5"/>`,
    ]);
  });

  it('leaves stroke and fill off the symbols, so the page icon decides them', () => {
    const sprite = parseSprite();
    const presentation = ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'style', 'class'];
    const styledSymbols = [...sprite.querySelectorAll('symbol')].filter((symbol) =>
      presentation.some((attribute) => symbol.hasAttribute(attribute)),
    );
    expect(styledSymbols.map((symbol) => symbol.id)).toEqual([]);
    // A shape keeps only a glyph's own solid dots (the palette's), which follow the text colour.
    const styledShapes = [...sprite.querySelectorAll('symbol *')].filter(
      (shape) =>
        presentation.some((attribute) => attribute !== 'fill' && shape.hasAttribute(attribute)) ||
        (shape.hasAttribute('fill') && shape.getAttribute('fill') !== 'currentColor') ||
        shape.hasAttribute('key'),
    );
    expect(styledShapes.map((shape) => shape.outerHTML)).toEqual([]);
  });
});

describe('Icon', () => {
  it('renders a decorative reference into the sprite, with the classes it is given', () => {
    const { container } = render(<Icon name="star" className="size-4 fill-current" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('class')).toBe('icon size-4 fill-current');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    // The sprite's address is the build's (the test runner stands in a fixed one).
    expect(svg?.querySelector('use')?.getAttribute('href')).toBe('/img.jpg#star');
    expect(svg?.querySelector('path')).toBeNull();
  });
});

/** Folders whose components the public pages render. */
const PUBLIC_FOLDERS = [
  'app/(site)',
  'components/site',
  'components/careers',
  'components/blog',
  'components/forms',
  'components/consent',
  'components/ui',
];

it('public components draw icons from the sprite, not lucide-react (path data in every page)', () => {
  const offending = PUBLIC_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(process.cwd(), folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => path.join(folder, name))
      .filter((file) => readFileSync(file, 'utf8').includes("from 'lucide-react'")),
  );
  expect(offending).toEqual([]);
});
