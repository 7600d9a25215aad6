import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part of `a` that covers `b`, in square pixels. */
function overlap(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/** Waits until the page has stopped scrolling (the demo button scrolls smoothly to the form). */
async function scrollSettled(page: Page) {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.scrollY);
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [250] },
    )
    .toBe(true);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`the hero demo toast leaves the contact form free at ${viewport.width}x${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.getByRole('button', { name: 'Schedule a Demo' }).first().click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Schedule a Demo' });
    await expect(toast).toBeVisible();
    await scrollSettled(page);
    // The toast is still up (it stays 5 s) while the visitor starts on the form.
    await expect(toast).toBeVisible();
    const toastBox = await toast.boundingBox();
    expect(toastBox).not.toBeNull();
    const form = page.locator('#contact form');
    const covered: string[] = [];
    for (const target of [
      form,
      form.locator('button[type="submit"]'),
      form.getByRole('link', { name: /terms/i }),
    ]) {
      const box = await target.first().boundingBox();
      expect(box).not.toBeNull();
      if (toastBox && box && overlap(toastBox, box) > 0)
        covered.push(await target.first().evaluate((element) => element.outerHTML.slice(0, 80)));
    }
    expect(covered).toEqual([]);
  });
}
