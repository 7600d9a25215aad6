import { rmSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, gotoWaitsForHydration, test } from './fixtures';
import { ADMIN_ENV, addPixel, flag, preparedDatabase } from './consent-helpers';
import { expectNoAxeViolations } from './helpers';
import { startOwnServer, type OwnServer } from './own-server';

/**
 * The consent banner in the default mode (`opt-in`), against `next start` with pixels added through
 * the admin API: a marketing pixel in the head, an analytics pixel at the end of the body.
 */

const MARKETING = '__consentMarketing';
const ANALYTICS = '__consentAnalytics';
const SYSTEM = '__consentSystem';

let server: OwnServer;
let origin: string;
let dir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  dir = await preparedDatabase('opt-in');
  server = await startOwnServer({
    ...ADMIN_ENV,
    PGLITE_DIR: dir,
    SYSTEM_PIXEL_CODE: `<script>window.${SYSTEM} = true</script>`,
  });
  origin = `http://127.0.0.1:${server.port}`;
  const request = await playwright.request.newContext();
  // Counts runs, so a pixel that ran twice on one page would show.
  await addPixel(request, origin, {
    name: 'Ads',
    location: 'head',
    code: `<script>window.${MARKETING} = (window.${MARKETING} || 0) + 1</script>`,
  });
  await addPixel(request, origin, {
    name: 'Stats',
    location: 'body',
    code: `<script>window.${ANALYTICS} = true</script>`,
    category: 'analytics',
  });
  await request.dispose();
});

test.afterAll(() => {
  server?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin });
  return gotoWaitsForHydration(await context.newPage(), { consent: 'unanswered' });
}

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });

test('the served HTML holds no live script of a gated pixel', async () => {
  const html = await (await fetch(`${origin}/about-us`)).text();
  const scripts = [...html.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
  for (const marker of [MARKETING, ANALYTICS, SYSTEM]) {
    // The pixel's own element, empty, its code in an attribute (the code also travels, as data, in
    // the React payload's scripts).
    const carrying = scripts.filter(([, attrs]) =>
      attrs?.includes(`data-consent-text="window.${marker}`),
    );
    expect(carrying, marker).toHaveLength(1);
    expect(carrying[0]?.[1], marker).toContain('type="text/plain"');
    expect(carrying[0]?.[1], marker).toContain('data-category=');
    expect(carrying[0]?.[2], marker).toBe('');
  }
  // Google Consent Mode defaults come first in the head, before any pixel.
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/["']consent["'],\s*["']default["']/);
  expect(head.indexOf('sonara-consent-boot')).toBeLessThan(head.indexOf(`window.${MARKETING}`));
});

test('nothing runs before a choice, nor after "Reject all" on later pages', async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  for (const name of ['Accept all', 'Reject all', 'Customize']) {
    await expect(banner(page).getByRole('button', { name, exact: true })).toBeVisible();
  }
  expect([
    await flag(page, MARKETING),
    await flag(page, ANALYTICS),
    await flag(page, SYSTEM),
  ]).toEqual([undefined, undefined, undefined]);
  await expectNoAxeViolations(page);

  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toHaveCount(0);
  for (const path of ['/blog', '/faq']) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    expect([
      await flag(page, MARKETING),
      await flag(page, ANALYTICS),
      await flag(page, SYSTEM),
    ]).toEqual([undefined, undefined, undefined]);
    await expect(banner(page)).toHaveCount(0);
  }
  await page.context().close();
});

test('"Accept all" runs every pixel at once, without a reload, and on the next page', async ({
  browser,
}) => {
  const page = await visitor(browser);
  await page.goto('/about-us');
  await page.evaluate(() => Reflect.set(window, '__samePage', true));
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => flag(page, MARKETING)).toBe(1);
  expect(await flag(page, ANALYTICS)).toBe(true);
  expect(await flag(page, SYSTEM)).toBe(true);
  expect(await flag(page, '__samePage')).toBe(true);
  // In place: the head pixel runs from the head, the body pixel from the end of the body.
  const places = await page.evaluate(
    ([marketing, analytics]) => {
      // Run pixels: live scripts, their code in `data-consent-text` once consent activated them.
      const scripts = [...document.querySelectorAll('script:not([type="text/plain"])')];
      const find = (marker: string) =>
        scripts.find((s) =>
          `${s.textContent ?? ''}${s.getAttribute('data-consent-text') ?? ''}`.includes(marker),
        );
      return [
        find(marketing!)?.parentElement?.localName,
        find(analytics!)?.parentElement?.localName,
      ];
    },
    [MARKETING, ANALYTICS],
  );
  expect(places).toEqual(['head', 'body']);

  await page.goto('/blog');
  expect(await flag(page, MARKETING)).toBe(1);
  expect(await flag(page, ANALYTICS)).toBe(true);
  await expect(banner(page)).toHaveCount(0);
  await page.context().close();
});

test('"Customize" granting only analytics leaves marketing off; the footer reopens it', async ({
  browser,
}) => {
  const page = await visitor(browser);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Customize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Necessary' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Necessary' })).toBeDisabled();
  await expect(dialog.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  await expectNoAxeViolations(page);

  await dialog.getByRole('switch', { name: 'Analytics' }).click();
  await dialog.getByRole('button', { name: 'Save preferences' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => flag(page, ANALYTICS)).toBe(true);
  expect(await flag(page, MARKETING)).toBeUndefined();
  // Focus is not lost with the banner: it lands on the main content.
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

  await page.goto('/partners');
  expect(await flag(page, ANALYTICS)).toBe(true);
  expect(await flag(page, MARKETING)).toBeUndefined();

  // "Cookie settings" in the footer reopens the preferences, showing the decision in force.
  const settings = page.getByRole('button', { name: 'Cookie settings' });
  await settings.click();
  await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  await dialog.getByRole('switch', { name: 'Marketing' }).click();
  await dialog.getByRole('button', { name: 'Save preferences' }).click();
  await expect.poll(() => flag(page, MARKETING)).toBe(1);
  await expect(settings).toBeFocused();
  await page.context().close();
});

test('the banner never fires a layout shift and /admin carries none of it', async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto('/solutions');
  await expect(banner(page)).toBeVisible();
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBe(0);

  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  const html = await page.content();
  for (const text of ['sonara-consent-boot', 'data-consent-pixel', MARKETING, ANALYTICS, SYSTEM]) {
    expect(html).not.toContain(text);
  }
  expect(await flag(page, '__sonaraConsent')).toBeUndefined();
  await page.context().close();
});

test('with GPC the banner says so, and "Accept all" after it is recorded and honoured', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: origin,
    extraHTTPHeaders: { 'Sec-GPC': '1' },
  });
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  const page = gotoWaitsForHydration(await context.newPage(), { consent: 'unanswered' });
  await page.goto('/');
  await expect(banner(page)).toContainText(
    'Your browser sends an opt-out preference signal (GPC), so marketing stays off unless you turn it on yourself.',
  );
  expect(await flag(page, MARKETING)).toBeUndefined();

  const logged = page.waitForResponse((response) => response.url().endsWith('/api/consent'));
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  const response = await logged;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    action: 'accept-all',
    analytics: true,
    marketing: true,
    gpc: true,
  });
  await expect.poll(() => flag(page, MARKETING)).toBe(1);
  await expect(banner(page)).toHaveCount(0);

  // The choice holds on the next page, the signal still sent.
  await page.goto('/blog');
  expect(await flag(page, MARKETING)).toBe(1);
  expect(await flag(page, ANALYTICS)).toBe(true);
  await expect(banner(page)).toHaveCount(0);
  await context.close();
});
