import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * Public pages are ordinary React pages: hydrated whole, their buttons client components with
 * their own click handlers and their links `next/link`. Checked against the built server.
 */

const HERO_TITLE =
  'AI voice agents that answer, book and sell, and AI coaching that makes your team better';
const CONTACT_INTRO = 'We will contact you within 24 hours to set up a personalized demo';

/** Counts the page loads of this tab: a client-side navigation keeps the count. */
async function countLoads(page: Page) {
  await page.addInitScript(() => {
    const key = 'site-actions-loads';
    sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? 0) + 1));
  });
  return () => page.evaluate(() => Number(sessionStorage.getItem('site-actions-loads')));
}

test('public pages hydrate without errors or warnings', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  for (const path of ['/about-us', '/solutions', '/']) {
    await page.goto(path);
    await expect(page.locator('footer nav h2').first(), path).toBeVisible();
  }
  // The consent boot script ran from the server's HTML.
  expect(await page.evaluate(() => typeof window.__sonaraConsent?.activate)).toBe('function');
  expect(problems).toEqual([]);
});

test('call-to-action buttons show their toast once, scroll to the form and open the calculator', async ({
  page,
}) => {
  await page.goto('/');
  const hero = page.locator('section.home-hero');
  await hero.getByRole('button', { name: 'Schedule a Demo' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Schedule a Demo' });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCount(1);
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.locator('section#contact h2')).toBeInViewport();

  await hero.getByRole('button', { name: 'ROI Calculator' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The dialog gives the focus back to the button that opened it.
  await expect(hero.getByRole('button', { name: 'ROI Calculator' })).toBeFocused();

  await page.goto('/solutions');
  await page.locator('section.page-hero').getByRole('button', { name: 'Get a Free Quote' }).click();
  await expect(page).toHaveURL(/\/solutions#contact$/);
  await expect(page.locator('section#contact h2')).toBeInViewport();
  // Keyboard and screen-reader users follow: the section itself takes the focus.
  await expect(page.locator('section#contact')).toBeFocused();
});

test('header and footer links navigate client-side', async ({ page }) => {
  const loads = await countLoads(page);
  await page.goto('/solutions');
  await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /home$/ }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
  await expect(page.locator('section#contact').getByText(CONTACT_INTRO)).toBeVisible();
  // Get a Quote from another page goes to home's contact form, still without a page load.
  await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Get a Quote' })
    .click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.locator('section#contact h2')).toBeInViewport();
  expect(await loads()).toBe(1);
});

test('a modified click on a footer link keeps the browser behaviour', async ({ page, context }) => {
  await page.goto('/');
  const opened = context.waitForEvent('page');
  await page
    .locator('footer')
    .getByRole('link', { name: 'Careers' })
    .click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/careers');
  expect(new URL(page.url()).pathname).toBe('/');
});

test('the not-found page has the site header and footer and leads home', async ({ page }) => {
  const response = await page.goto('/careers/no-such-position');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.locator('footer').getByRole('link', { name: 'About Us' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
});
