/**
 * The visible structure of a rendered post body: each element as `tag.class` at its depth, with its
 * own text, whitespace collapsed. Plain text wrappers (`<span>` without a class) and the soft line
 * breaks inside a paragraph do not change how a post looks, so they are left out.
 */
export function postStructure(root: Element): string[] {
  const lines: string[] = [];
  const walk = (element: Element, depth: number) => {
    for (const child of Array.from(element.children)) {
      const tag = child.tagName.toLowerCase();
      if (tag === 'span' && !child.className) continue;
      const own = Array.from(child.childNodes)
        .map((node) =>
          node.nodeType === node.TEXT_NODE || (node as Element).tagName === 'SPAN'
            ? (node.textContent ?? '')
            : ' ',
        )
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      const start = child.getAttribute('start');
      const classes = child.className ? `.${String(child.className).split(/\s+/).join('.')}` : '';
      const attrs = start && start !== '1' ? `[start=${start}]` : '';
      lines.push(`${'  '.repeat(depth)}${tag}${classes}${attrs} ${own}`.trimEnd());
      walk(child, depth + 1);
    }
  };
  walk(root, 0);
  return lines;
}
