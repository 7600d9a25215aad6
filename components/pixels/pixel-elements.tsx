import { createElement, type ReactElement } from 'react';
import type { PixelNode } from '@/lib/pixels/pixel-html';
import { pixelProps } from '@/lib/pixels/pixel-props';

/**
 * The elements of enabled tracking pixels, as server-rendered HTML. Inline script bodies go in
 * unchanged, so the browser runs them while parsing the page, exactly as pasted snippets would.
 */
export function PixelElements({ nodes }: { nodes: PixelNode[] }): ReactElement[] {
  return nodes.map((node, index) => {
    const props: Record<string, unknown> = { ...pixelProps(node), key: `pixel-${index}` };
    if (node.content !== undefined && node.content !== '') {
      props.dangerouslySetInnerHTML = { __html: node.content };
    }
    return createElement(node.tag, props);
  });
}
