import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PUBLIC_ROUTES } from '@/lib/seo/routes';

/** Chrome's warning for a preloaded resource the page did not use comes about 3 s after load. */
const PRELOAD_WARNING_DELAY_MS = 3_500;

/** Scrolls to the end a viewport at a time, so lazy images and hydrate-on-sight parts load. */
async function scrollToEnd(page: Page) {
  for (let step = 0; step < 60; step += 1) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(100);
    if (done) break;
  }
}

/**
 * Every console error or warning the page logs, plus uncaught errors, while it loads and is scrolled
 * to the end. `expectedStatus`: the document's own status line (the 404 page's) is not a fault.
 */
async function consoleProblems(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  const record = (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const own404 =
      message.text().includes('status of 404') && message.location().url.endsWith(path);
    if (!own404) problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  };
  page.on('console', record);
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForTimeout(PRELOAD_WARNING_DELAY_MS);
  await scrollToEnd(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(PRELOAD_WARNING_DELAY_MS);
  return problems;
}

test.describe('no console error or warning', () => {
  for (const { path } of PUBLIC_ROUTES) {
    test(path, async ({ page }) => {
      expect(await consoleProblems(page, path)).toEqual([]);
    });
  }

  test('a blog post', async ({ page, request }) => {
    const blog = await (await request.get('/blog')).text();
    const slug = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1];
    expect(slug).toBeDefined();
    expect(await consoleProblems(page, slug ?? '/blog')).toEqual([]);
  });

  test('the 404 page', async ({ page }) => {
    expect(await consoleProblems(page, '/no-such-page')).toEqual([]);
  });
});
