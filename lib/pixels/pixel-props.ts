import type { PixelNode } from '@/lib/pixels/pixel-html';

// HTML attribute names whose React prop is spelled differently.
const PROP_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  charset: 'charSet',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
  nomodule: 'noModule',
  'http-equiv': 'httpEquiv',
  frameborder: 'frameBorder',
  allowfullscreen: 'allowFullScreen',
  marginheight: 'marginHeight',
  marginwidth: 'marginWidth',
  tabindex: 'tabIndex',
  fetchpriority: 'fetchPriority',
  srcset: 'srcSet',
  hreflang: 'hrefLang',
  itemprop: 'itemProp',
};

/** `display:none; width: 1px` -> `{ display: 'none', width: '1px' }` (React wants an object). */
export function parseStyle(value: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of value.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const propertyValue = declaration.slice(colon + 1).trim();
    if (!property || !propertyValue) continue;
    const key = property.startsWith('--')
      ? property
      : property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    style[key] = propertyValue;
  }
  return style;
}

/**
 * Whether an attribute reaches the page. Inline event handlers (`onload=...`) do not: React cannot
 * render them from strings, and pixels do not need them to fire.
 */
export function isRenderedAttribute(name: string): boolean {
  return !name.startsWith('on') && /^[a-z_:][a-z0-9_:.-]*$/.test(name);
}

/**
 * React props for a pixel element's attributes. Inline event handlers (`onload=...`) are dropped:
 * React cannot render them from strings, and pixels do not need them to fire.
 */
export function pixelProps(node: PixelNode): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(node.attrs)) {
    if (!isRenderedAttribute(name)) continue;
    if (name === 'style') {
      if (typeof value === 'string') props.style = parseStyle(value);
      continue;
    }
    props[PROP_NAMES[name] ?? name] = value;
  }
  return props;
}
