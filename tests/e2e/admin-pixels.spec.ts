import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { openAdminTab, SITE_ORIGIN } from './admin-helpers';
import { acceptAllBefore } from './consent-helpers';

type Markers = {
  head: unknown;
  body: unknown;
  system: unknown;
  headInHead: boolean;
  bodyAtEnd: boolean;
};

/** What a visitor who accepted all pixels ran on a page (fresh context, no admin cookie). */
async function visitorMarkers(browser: Browser, path: string, stamp: string): Promise<Markers> {
  const context = await browser.newContext();
  await acceptAllBefore(context, SITE_ORIGIN);
  const page = await context.newPage();
  await page.goto(path);
  const markers = await page.evaluate((id) => {
    // A pixel that waited for consent keeps its code in `data-consent-text` once it has run.
    const scripts = [...document.querySelectorAll('script:not([type="text/plain"])')];
    const code = (script: Element) =>
      `${script.textContent ?? ''}${script.getAttribute('data-consent-text') ?? ''}`;
    const headScript = scripts.find((script) => code(script).includes(`__headPixel_${id}`));
    const bodyScript = scripts.find((script) => code(script).includes(`__bodyPixel_${id}`));
    const win = window as unknown as Record<string, unknown>;
    return {
      head: win[`__headPixel_${id}`],
      body: win[`__bodyPixel_${id}`],
      system: win.__systemPixelMarker,
      headInHead: headScript?.parentElement === document.head,
      bodyAtEnd: bodyScript?.parentElement === document.body,
    };
  }, stamp);
  await context.close();
  return markers;
}

test('head and body pixels run for visitors on public pages, never on /admin', async ({
  page,
  browser,
}) => {
  const stamp = String(Date.now());
  await openAdminTab(page, 'Tracking Pixels');

  await page.getByRole('button', { name: 'Add Pixel' }).click();
  await expect(page.getByText('Validation error')).toBeVisible();
  await expect(page.getByText('Pixel name and code are required.')).toBeVisible();

  for (const [name, location, marker] of [
    [`Head ${stamp}`, 'head', `__headPixel_${stamp}`],
    [`Body ${stamp}`, 'body', `__bodyPixel_${stamp}`],
  ] as const) {
    await page.getByLabel('Pixel name').fill(name);
    await page.getByLabel('Location').selectOption(location);
    await page.getByLabel('Pixel code').fill(`<script>window.${marker} = true</script>`);
    await page.getByRole('button', { name: 'Add Pixel' }).click();
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
    // The first pixel's toast may still be showing when the second one's appears.
    await expect(page.getByText('Tracking pixel added').last()).toBeVisible();
  }

  for (const path of ['/', '/blog']) {
    expect(await visitorMarkers(browser, path, stamp)).toEqual({
      head: true,
      body: true,
      system: true,
      headInHead: true,
      bodyAtEnd: true,
    });
  }
  // The admin page never carries pixel code (it is also outside the public layout).
  const adminMarkers = await page.evaluate((id) => {
    const win = window as unknown as Record<string, unknown>;
    return [win[`__headPixel_${id}`], win[`__bodyPixel_${id}`], win.__systemPixelMarker];
  }, stamp);
  expect(adminMarkers).toEqual([undefined, undefined, undefined]);
  expect(await page.content()).not.toContain(`__headPixel_${stamp}`);

  await page.getByRole('switch', { name: `Disable Head ${stamp}` }).click();
  await expect(page.getByText('Tracking pixel disabled')).toBeVisible();
  const afterDisable = await visitorMarkers(browser, '/', stamp);
  expect(afterDisable.head).toBeUndefined();
  expect(afterDisable.body).toBe(true);

  const system = page.getByRole('row').filter({ hasText: 'E2E Identity Pixel' });
  await expect(system.getByRole('switch')).toBeDisabled();
  await system.getByRole('button', { name: 'Delete E2E Identity Pixel' }).click();
  await expect(page.getByText('Cannot delete system pixel')).toBeVisible();
  await expect(system).toBeVisible();

  await page.getByRole('button', { name: 'Remove User Pixels' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove User Pixels' }).click();
  await expect(page.getByText('User tracking pixels removed')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Body ${stamp}` })).toHaveCount(0);
  await expect(system).toBeVisible();
  const afterRemoval = await visitorMarkers(browser, '/blog', stamp);
  expect([afterRemoval.head, afterRemoval.body, afterRemoval.system]).toEqual([
    undefined,
    undefined,
    true,
  ]);
});
