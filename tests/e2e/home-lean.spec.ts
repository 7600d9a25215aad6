import { expect, test } from './fixtures';

/*
 * The home page is styled from one class per section: its cards have no header, content or footer
 * wrappers, its repeated parts carry no class of their own, and the bands' content lines up with
 * the page column through padding rather than an inner wrapper. These checks run against the built
 * server: the served bytes, and the compiled stylesheet's rules drawing the page as before.
 */

test('the home page stays under 75 KB of HTML', async ({ request }) => {
  // The second answer comes from the page cache, as most visitors get it.
  await request.get('/');
  const body = await (await request.get('/')).body();
  expect(body.length).toBeLessThanOrEqual(75 * 1024);
});

test('the full-width bands line up with the page column', async ({ page }) => {
  for (const width of [1600, 1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    // Offerings sit in a centred column; features and contact are full-width bands.
    const offerings = page.locator('section[aria-labelledby="offerings-title"] .card');
    const first = await offerings.first().boundingBox();
    const last = await offerings.last().boundingBox();
    const industries = page.locator('section#features .card');
    const left = await industries.first().boundingBox();
    const right = await industries.nth(2).boundingBox();
    const contact = await page.locator('section#contact h2').boundingBox();
    const at = `at ${width}px`;
    expect(left?.x, at).toBeCloseTo(first?.x ?? -1, 1);
    expect(contact?.x, at).toBeCloseTo(first?.x ?? -1, 1);
    if (width > 1024) {
      // Three cards a row in both: the rows end at the same edge.
      expect((right?.x ?? 0) + (right?.width ?? 0), at).toBeCloseTo(
        (last?.x ?? -1) + (last?.width ?? 0),
        1,
      );
    }
    await expect(page.locator('section#features')).toHaveCSS('padding-top', '80px');
  }
});

test('the home cards, steps and chat keep their looks', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');

  // A card's description sits 6px under its title, as the card header's gap set it.
  const card = page.locator('#features .card').first();
  const title = await card.locator('h3').boundingBox();
  const description = await card.locator('h3 + p').boundingBox();
  expect((description?.y ?? 0) - ((title?.y ?? 0) + (title?.height ?? 0))).toBeCloseTo(6, 0);
  await expect(card.locator('h3 + p')).toHaveCSS('font-size', '14px');

  // The card's link: its arrow is drawn by the stylesheet at 16px; the link keeps its hover colour.
  const learnMore = card.getByRole('link', { name: 'Learn More about Dental Practices' });
  expect(
    await learnMore.evaluate((link) => {
      const arrow = getComputedStyle(link, '::after');
      return [arrow.width, arrow.height, arrow.maskImage.startsWith('url(')];
    }),
  ).toEqual(['16px', '16px', true]);
  const resting = await learnMore.evaluate((link) => getComputedStyle(link).backgroundColor);
  await learnMore.hover();
  await expect
    .poll(() => learnMore.evaluate((link) => getComputedStyle(link).backgroundColor))
    .not.toBe(resting);

  // An offering's title underlines on hover.
  const offering = page.getByRole('link', { name: 'AI Call Agents' });
  await expect(offering).toHaveCSS('text-decoration-line', 'none');
  await offering.hover();
  await expect(offering).toHaveCSS('text-decoration-line', 'underline');

  // The current demo step stands out; the others do not.
  const [current, next] = await page.locator('#demo ol > li > span').all();
  const primary = await page
    .getByRole('button', { name: 'Schedule Demo Now' })
    .evaluate((button) => getComputedStyle(button).backgroundColor);
  await expect(current!).toHaveCSS('background-color', primary);
  await expect(next!).not.toHaveCSS('background-color', primary);
  await expect(current!).toHaveCSS('width', '40px');

  // The sample call: the caller's lines on the left, the agent's on the right in the primary colour.
  const lines = page.locator('#features ol > li');
  await expect(lines.nth(0)).toHaveCSS('margin-right', '32px');
  await expect(lines.nth(1)).toHaveCSS('margin-left', '32px');
  await expect(lines.nth(1)).toHaveCSS('margin-right', '0px');
  await expect(lines.nth(1)).toHaveCSS('background-color', primary);

  // The dashboard's status light is drawn before "Online".
  const online = page.getByRole('group', { name: 'Sample dashboard' }).getByText('Online');
  expect(
    await online.evaluate((span) => {
      const light = getComputedStyle(span, '::before');
      return [light.width, light.borderRadius !== '0px'];
    }),
  ).toEqual(['8px', true]);
});
