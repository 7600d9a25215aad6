import type { Browser, Page } from '@playwright/test';
import { expect, gotoWaitsForHydration, test } from './fixtures';
import {
  ANALYTICS_FLAG as ANALYTICS,
  addPixel,
  MARKETING_FLAG as MARKETING,
  flag,
  serverIn,
  watchConsentCode,
} from './consent-helpers';

/** The consent modes other than the default, each on a server started with that mode stored. */

const GPC_MESSAGE = "Your browser's opt-out preference signal (GPC) was honored.";
const DO_NOT_SELL = 'Do Not Sell or Share My Personal Information';
const OPTED_OUT =
  'You have opted out of the sale or sharing of your personal information: marketing pixels are now off on this site.';

async function visitor(browser: Browser, origin: string, gpc = false): Promise<Page> {
  const context = await browser.newContext({
    baseURL: origin,
    extraHTTPHeaders: gpc ? { 'Sec-GPC': '1' } : {},
  });
  if (gpc) {
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
  }
  return gotoWaitsForHydration(await context.newPage(), { consent: 'unanswered' });
}

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });

test.describe('mode opt-out', () => {
  let site: { origin: string; dispose: () => void };
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    const request = await playwright.request.newContext();
    site = await serverIn('opt-out', request);
    await request.dispose();
  });
  test.afterAll(() => site?.dispose());

  test('GPC keeps marketing off on every page and the preferences say so', async ({ browser }) => {
    const page = await visitor(browser, site.origin, true);
    for (const path of ['/', '/blog']) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      // Analytics runs (opt-out), so the page's pixels have had their turn.
      await expect.poll(() => flag(page, ANALYTICS)).toBe(true);
      expect(await flag(page, MARKETING)).toBeUndefined();
      // The signal is the decision: no banner asks for another.
      await expect(banner(page)).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: DO_NOT_SELL })).toBeVisible();
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog.getByText(GPC_MESSAGE)).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Marketing' })).toBeDisabled();
    await page.context().close();
  });

  test('"Do Not Sell or Share" opts out at once and says so; closing stops what ran', async ({
    browser,
  }) => {
    const page = await visitor(browser, site.origin);
    await page.goto('/');
    expect(await flag(page, MARKETING)).toBe(true);
    await expect(banner(page)).toBeVisible();
    await page.evaluate(() => Reflect.set(window, '__samePage', true));
    const logged = page.waitForRequest((request) => request.url().endsWith('/api/consent'));
    await page.getByRole('button', { name: DO_NOT_SELL }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    // Announced: a status in the dialog's description, read as it opens.
    await expect(dialog.getByRole('status').filter({ hasText: OPTED_OUT })).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(new RegExp(OPTED_OUT.slice(0, 40)));
    await expect(dialog.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    expect((await logged).postDataJSON()).toMatchObject({ action: 'reject-all', marketing: false });
    // Nothing reloaded under the visitor while they read it.
    expect(await flag(page, '__samePage')).toBe(true);

    // Code that already ran stops with the reload that closing the dialog brings.
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Escape')]);
    await expect(page.locator('h1')).toBeVisible();
    expect(await flag(page, '__samePage')).toBeUndefined();
    expect(await flag(page, MARKETING)).toBeUndefined();
    await page.goto('/faq');
    expect([await flag(page, MARKETING), await flag(page, ANALYTICS)]).toEqual([
      undefined,
      undefined,
    ]);
    await expect(banner(page)).toHaveCount(0);
    await page.context().close();
  });
});

test.describe('a fresh install with no pixel a visitor can refuse', () => {
  let site: { origin: string; dispose: () => void };
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await serverIn('opt-in');
  });
  test.afterAll(() => site?.dispose());

  test('asks nothing until the admin adds a marketing pixel', async ({ browser, playwright }) => {
    const context = await browser.newContext({ baseURL: site.origin });
    const page = gotoWaitsForHydration(await context.newPage(), { consent: 'unanswered' });
    const askedNothing = watchConsentCode(page);
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);
    await askedNothing();
    await expect(banner(page)).toHaveCount(0);

    const request = await playwright.request.newContext();
    await addPixel(request, site.origin, {
      name: 'Ads',
      location: 'head',
      code: `<script>window.${MARKETING} = true</script>`,
      category: 'marketing',
    });
    await request.dispose();
    // Once the pages render again with the pixel (the cache's invalidation), the visitor is asked.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveCount(1, {
        timeout: 0,
      });
    }).toPass();
    await expect(banner(page)).toBeVisible();
    expect(await flag(page, MARKETING)).toBeUndefined();
    await context.close();
  });
});

test.describe('mode off', () => {
  let site: { origin: string; dispose: () => void };
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    const request = await playwright.request.newContext();
    site = await serverIn('off', request);
    await request.dispose();
  });
  test.afterAll(() => site?.dispose());

  test('every pixel runs at once, with no banner and no consent links', async ({ browser }) => {
    const page = await visitor(browser, site.origin);
    const askedNothing = watchConsentCode(page);
    await page.goto('/');
    expect(await flag(page, MARKETING)).toBe(true);
    expect(await flag(page, ANALYTICS)).toBe(true);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);
    // The banner's code is first fetched when the test asks for it: the page never asked.
    await askedNothing();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);
    await page.context().close();
  });
});
