import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

type Close = (page: Page, dialog: Locator) => Promise<void>;

const WAYS_TO_CLOSE: [string, Close][] = [
  ['Escape', (page) => page.keyboard.press('Escape')],
  ['the close button', (_page, dialog) => dialog.getByRole('button', { name: 'Close' }).click()],
  // The overlay around the dialog: its top-left corner is outside the dialog at any size.
  ['a click outside', (page) => page.mouse.click(5, 5)],
];

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

for (const [way, close] of WAYS_TO_CLOSE) {
  test(`closing the ROI dialog by ${way} returns focus to the button that opened it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const openers = [
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'ROI Calculator' }),
      page.getByRole('main').getByRole('button', { name: 'ROI Calculator' }).first(),
    ];
    for (const opener of openers) {
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'ROI Calculator' });
      await expect(dialog).toBeVisible();
      await close(page, dialog);
      await expect(dialog).toBeHidden();
      await expect.poll(() => isFocused(opener)).toBe(true);
    }
  });
}

test('a keyboard user who opens the ROI dialog lands back on its button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const opener = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'ROI Calculator' });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'ROI Calculator' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect.poll(() => isFocused(opener)).toBe(true);
});

test('opened from the phone menu, which closes, the ROI dialog returns focus to the menu button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Mobile' })
    .getByRole('button', { name: 'ROI Calculator' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'ROI Calculator' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => isFocused(page.getByRole('button', { name: 'Open menu' }))).toBe(true);
});
