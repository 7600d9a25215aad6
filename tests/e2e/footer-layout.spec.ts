import { expect, test } from './fixtures';

/** The footer's link lists at a tablet's width: side by side, each wide enough to read. */
test('at 768 px the footer lays its four link lists out in one row, not one narrow column', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/about-us');
  const lists = page.locator('footer nav');
  await expect(lists).toHaveCount(4);
  const boxes = await lists.evaluateAll((navs) =>
    navs.map((nav) => {
      const box = nav.getBoundingClientRect();
      return { top: Math.round(box.top), width: box.width };
    }),
  );
  expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
  for (const box of boxes) expect(box.width).toBeGreaterThanOrEqual(140);
  // The brand's block above them spans the row.
  const brand = await page.locator('.site-footer-grid > div').first().boundingBox();
  expect(brand?.width ?? 0).toBeGreaterThan(600);
});
