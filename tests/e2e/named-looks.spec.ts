import { expect, test } from './fixtures';

/*
 * Buttons, form controls, cards, section headings and footer links carry short named classes
 * whose styles live once in the stylesheet. These checks run against the built server: they see
 * the served markup and the compiled stylesheet, where the named looks and the utilities a caller
 * adds meet in their cascade layers.
 */

const WHITE = 'rgb(255, 255, 255)';

/** Every element of the page matching `selector`, with its class attribute's length. */
async function classLengths(page: import('@playwright/test').Page, selector: string) {
  return page
    .locator(selector)
    .evaluateAll((elements) => elements.map((element) => element.className.length));
}

test('repeated markup carries short class names, not the utility strings each time', async ({
  page,
}) => {
  await page.goto('/');
  for (const selector of ['.btn', 'main form :is(input, select, textarea, label, button)']) {
    const lengths = await classLengths(page, selector);
    expect(lengths.length).toBeGreaterThan(0);
    // A few names plus a caller's own utilities; the written-out button look was over 400.
    expect(Math.max(...lengths), selector).toBeLessThan(100);
  }
  const footerLinks = page.locator('footer nav a');
  expect(await footerLinks.count()).toBeGreaterThan(10);
  expect(await classLengths(page, 'footer nav a')).toEqual(
    Array(await footerLinks.count()).fill(0),
  );
});

test('the named looks render: sizes, colours, form controls and heading styles', async ({
  page,
}) => {
  await page.goto('/');
  const hero = page.getByRole('button', { name: 'Schedule a Demo' }).first();
  await expect(hero).toHaveCSS('height', '44px');
  await expect(hero).toHaveCSS('font-size', '16px');
  await expect(hero).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(page.getByRole('button', { name: 'See Platform' })).toHaveCSS('font-size', '14px');
  const eyebrow = page.locator('.eyebrow').first();
  await expect(eyebrow).toHaveCSS('text-transform', 'uppercase');
  await expect(eyebrow).toHaveCSS('font-weight', '600');

  await page.goto('/custom-solutions');
  const form = page.locator('main form').first();
  await expect(form.getByLabel('Project Details')).toHaveCSS('min-height', '120px');
  await expect(form.locator('input:not([type="hidden"])').first()).toHaveCSS('height', '40px');
  // The full-width submit keeps its 14px text beside the large button's height.
  const submit = form.locator('button[type="submit"]');
  await expect(submit).toHaveCSS('height', '44px');
  await expect(submit).toHaveCSS('font-size', '14px');
});

test("a caller's utilities win over the named look, hover included", async ({ page }) => {
  await page.goto('/about-us');
  // An outline button made white on the dark band: border, background and text all overridden.
  const careers = page.getByRole('link', { name: 'View Careers' });
  await expect(careers).toHaveCSS('color', WHITE);
  await expect(careers).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(careers).toHaveCSS('border-top-color', WHITE);
  await careers.hover();
  await expect(careers).toHaveCSS('color', WHITE);

  // The footer's links change colour and gain an underline on hover.
  const link = page.locator('footer nav a').first();
  await link.scrollIntoViewIfNeeded();
  const resting = await link.evaluate((element) => getComputedStyle(element).color);
  expect(resting).not.toBe(WHITE);
  await expect(link).toHaveCSS('text-decoration-line', 'none');
  await link.hover();
  await expect(link).toHaveCSS('color', WHITE);
  await expect(link).toHaveCSS('text-decoration-line', 'underline');

  // The social profiles only gain the underline.
  const social = page.getByRole('list', { name: 'Social profiles' }).getByRole('link').first();
  await expect(social).toHaveCSS('text-decoration-line', 'none');
  await social.hover();
  await expect(social).toHaveCSS('text-decoration-line', 'underline');
});

test('the header ROI button keeps the ghost hover colour despite its own text colour', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const roi = page.getByRole('banner').getByRole('button', { name: 'ROI Calculator' });
  const resting = await roi.evaluate((element) => getComputedStyle(element).color);
  await roi.hover();
  await expect
    .poll(() => roi.evaluate((element) => getComputedStyle(element).color))
    .not.toBe(resting);
});
