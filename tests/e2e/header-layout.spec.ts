import { expect, test } from './fixtures';

/**
 * For each visible item of the header (the brand, every link and button): the number of lines its
 * own text takes, and whether it sticks out of the viewport. Screen-reader-only text is left out.
 */
function headerItems() {
  const header = document.querySelector('header');
  if (!header) throw new Error('no header');
  const items = Array.from(header.querySelectorAll<HTMLElement>('a, button')).filter(
    (item) => item.getClientRects().length > 0,
  );
  return items.map((item) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('.sr-only') || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width > 0) tops.add(Math.round(rect.top));
      }
    }
    const box = item.getBoundingClientRect();
    return {
      name: item.getAttribute('aria-label') ?? item.textContent?.trim() ?? '',
      lines: tops.size,
      inside: box.left >= 0 && box.right <= window.innerWidth + 0.5,
    };
  });
}

test('the header never wraps or overflows, from 320 to 1440 px wide', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const problems: string[] = [];
  for (let width = 320; width <= 1440; width += 8) {
    await page.setViewportSize({ width, height: 900 });
    const items = await page.evaluate(headerItems);
    const { pageWidth, headerOverflow } = await page.evaluate(() => {
      const row = document.querySelector('header')?.firstElementChild;
      return {
        pageWidth: document.documentElement.scrollWidth,
        headerOverflow: row ? row.scrollWidth - row.clientWidth : 0,
      };
    });
    if (pageWidth > width) problems.push(`${width}px: page is ${pageWidth}px wide`);
    if (headerOverflow > 0)
      problems.push(`${width}px: header row overflows by ${headerOverflow}px`);
    for (const item of items) {
      if (item.lines > 1) problems.push(`${width}px: "${item.name}" takes ${item.lines} lines`);
      if (!item.inside) problems.push(`${width}px: "${item.name}" is outside the viewport`);
    }
  }
  expect(problems).toEqual([]);
});
