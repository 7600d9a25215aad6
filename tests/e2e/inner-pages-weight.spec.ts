import { expect, test } from './fixtures';

/*
 * The inner pages' building blocks (hero, breadcrumbs, feature cards, quotes, the /solutions
 * sections) carry short named classes and no separator icons, so the served pages stay light.
 * Read from `next start`: the bytes are those of the real response, hydration payload included,
 * and the looks those of the compiled stylesheet.
 */

const KB = 1024;

/** The page as a visitor's second request gets it (the first may render it afresh). */
async function servedHtml(request: import('@playwright/test').APIRequestContext, path: string) {
  await request.get(path);
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

test('/solutions is at most 78 KB and the inner pages at most 80 KB of HTML', async ({
  request,
}) => {
  const solutions = await servedHtml(request, '/solutions');
  expect(Buffer.byteLength(solutions)).toBeLessThanOrEqual(78 * KB);
  for (const path of ['/faq', '/custom-solutions', '/privacy-policy', '/partners']) {
    const html = await servedHtml(request, path);
    expect(Buffer.byteLength(html), path).toBeLessThanOrEqual(80 * KB);
  }
});

test('feature cards, quotes and breadcrumbs keep their looks', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/solutions');

  const card = page.locator('#dental .feature-grid > li').first();
  await expect(card).toHaveCSS('padding-top', '24px');
  await expect(card).toHaveCSS('border-top-left-radius', '14px');
  await expect(card).toHaveCSS('row-gap', '12px');
  await expect(card.locator('h3')).toHaveCSS('font-size', '18px');
  await expect(card.locator('h3')).toHaveCSS('font-weight', '600');
  await expect(card.locator('p')).toHaveCSS('font-size', '14px');
  // Four cards side by side on a wide screen.
  const tops = await page
    .locator('#dental .feature-grid > li')
    .evaluateAll((cards) => cards.map((element) => element.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);

  const quote = page.locator('#dental figure');
  await expect(quote.locator('blockquote')).toHaveCSS('font-size', '16px');
  await expect(quote.locator('blockquote')).toHaveCSS('line-height', '26px');
  await expect(quote.locator('figcaption span').first()).toHaveCSS('display', 'block');
  await expect(quote.locator('figcaption span').first()).toHaveCSS('font-weight', '600');
  await expect(quote.locator('figcaption span').last()).toHaveCSS('font-size', '14px');

  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Solutions']);
  await expect(trail.locator('[aria-current="page"]')).toHaveCSS('font-weight', '500');
  const separator = await trail
    .getByRole('listitem')
    .last()
    .evaluate((item) => {
      const mark = getComputedStyle(item, '::before');
      const drawn = /^url\(/.test(mark.maskImage || mark.webkitMaskImage);
      return { width: mark.width, height: mark.height, content: mark.content, drawn };
    });
  // Drawn through a mask of the glyph: without it the separator would be a filled square.
  expect(separator).toEqual({ width: '14px', height: '14px', content: '""', drawn: true });
  const home = trail.getByRole('link', { name: 'Home' });
  await expect(home).toHaveCSS('text-decoration-line', 'none');
  await home.hover();
  await expect(home).toHaveCSS('text-decoration-line', 'underline');
});

/** The turn of the chevron the stylesheet draws after an element. */
function chevronTurn(locator: import('@playwright/test').Locator) {
  return locator.evaluate((element) => {
    const mark = getComputedStyle(element, '::after');
    const drawn = /^url\(/.test(mark.maskImage || mark.webkitMaskImage);
    return { width: mark.width, rotate: mark.rotate, drawn };
  });
}

test('the FAQ and details-list chevrons turn over while an answer is open', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/faq');
  const question = page.locator('main .faq-question').first();
  expect(await chevronTurn(question)).toEqual({ width: '20px', rotate: 'none', drawn: true });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect
    .poll(() => chevronTurn(question))
    .toEqual({ width: '20px', rotate: '180deg', drawn: true });

  await page.goto('/custom-solutions');
  const summary = page.locator('details summary').first();
  expect(await chevronTurn(summary)).toEqual({ width: '20px', rotate: 'none', drawn: true });
  await summary.click();
  await expect
    .poll(() => chevronTurn(summary))
    .toEqual({ width: '20px', rotate: '180deg', drawn: true });
});

test('numbered steps and big stats keep their looks', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ai-coaching');
  const step = page.locator('ol.steps-list > li').first();
  await expect(step).toHaveCSS('padding-top', '24px');
  const number = step.locator('> span');
  await expect(number).toHaveText('1');
  await expect(number).toHaveCSS('width', '40px');
  await expect(number).toHaveCSS('height', '40px');
  // A circle: Tailwind's full rounding is an infinite radius, never 0.
  await expect(number).not.toHaveCSS('border-top-left-radius', '0px');
  await expect(step.locator('h3')).toHaveCSS('font-size', '18px');
  await expect(step.locator('p')).toHaveCSS('font-size', '14px');

  const stat = page.locator('dl.stat-list > div').first();
  const value = stat.locator('dd').first();
  const detail = stat.locator('dd').last();
  await expect(value).toHaveCSS('font-size', '48px');
  await expect(value).toHaveCSS('font-weight', '800');
  await expect(detail).toHaveCSS('font-size', '14px');
  await expect(detail).toHaveCSS('font-weight', '400');
  // The value shows above its label, the detail below it.
  const top = async (locator: import('@playwright/test').Locator) =>
    (await locator.boundingBox())?.y ?? 0;
  expect(await top(value)).toBeLessThan(await top(stat.locator('dt')));
  expect(await top(stat.locator('dt'))).toBeLessThan(await top(detail));
});

test("a document's contents links underline and take the brand colour on hover", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/privacy-policy');
  const link = page.getByRole('navigation', { name: 'Contents' }).getByRole('link').first();
  const resting = await link.evaluate((element) => getComputedStyle(element).color);
  await expect(link).toHaveCSS('text-decoration-line', 'none');
  await link.hover();
  await expect(link).toHaveCSS('text-decoration-line', 'underline');
  await expect
    .poll(() => link.evaluate((element) => getComputedStyle(element).color))
    .not.toBe(resting);
  await expect(page.locator('section h2').first()).toHaveCSS('font-size', '30px');
});
