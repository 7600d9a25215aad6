import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * Content without behaviour of its own is sent once, as HTML, not again in the hydration payload
 * (components/static-html). These checks run against the built server: the served bytes, what
 * hydration leaves, and that the buttons and links inside such content still do what React would
 * have done for them.
 */

const HERO_TITLE =
  'AI voice agents that answer, book and sell, and AI coaching that makes your team better';
const FOOTER_BLURB = 'plus AI sales coaching and roleplay training for teams that sell';
const SOLUTIONS_HEADLINE = 'A front desk that never puts a patient on hold';
const CONTACT_INTRO = 'We will contact you within 24 hours to set up a personalized demo';

/** The page's markup, and the hydration payload it carries (the `self.__next_f` scripts' text). */
function splitPage(html: string): { markup: string; payload: string } {
  const pushes = /<script>self\.__next_f\.push\((.*?)\)<\/script>/gs;
  let payload = '';
  for (const [, argument] of html.matchAll(pushes)) {
    const [kind, text] = JSON.parse(argument ?? '[]') as [number, string?];
    if (kind === 1 && text) payload += text;
  }
  return { markup: html.replace(pushes, ''), payload };
}

/** Counts the page loads of this tab: a client-side navigation keeps the count. */
async function countLoads(page: Page) {
  await page.addInitScript(() => {
    const key = 'static-html-loads';
    sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? 0) + 1));
  });
  return () => page.evaluate(() => Number(sessionStorage.getItem('static-html-loads')));
}

test('static content is in the markup once and not in the hydration payload', async ({
  request,
}) => {
  for (const [path, phrases] of [
    ['/', [HERO_TITLE, FOOTER_BLURB, CONTACT_INTRO, 'Voice agents trained for your industry']],
    ['/solutions', [SOLUTIONS_HEADLINE, FOOTER_BLURB, CONTACT_INTRO]],
  ] as const) {
    // The second answer comes from the page cache, as most visitors get it.
    await request.get(path);
    const { markup, payload } = splitPage(await (await request.get(path)).text());
    expect(payload.length, path).toBeGreaterThan(0);
    for (const phrase of phrases) {
      expect(markup.split(phrase).length - 1, `${path}: ${phrase}`).toBe(1);
      expect(payload, `${path}: ${phrase}`).not.toContain(phrase);
    }
    // The consent boot script runs from the head; its code is not repeated in the payload.
    expect(markup).toContain('<script id="sonara-consent-boot">(function');
    expect(payload).not.toContain('globalPrivacyControl');
  }
});

/** Whether React hydrated the element itself, and the static wrapper around it. */
function fibers(element: Element): [boolean, boolean] {
  const hasFiber = (node: Element | null) =>
    node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
  return [hasFiber(element), hasFiber(element.closest('[data-static-html]'))];
}

test('hydration keeps the server HTML as it is, without errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const parts: [string, string][] = [
    ['/', 'section.home-hero h1'],
    ['/', 'section#features h2'],
    ['/', 'section#testimonials figure blockquote'],
    ['/', 'section#contact h2'],
    ['/', 'header nav[aria-label="Main"] a'],
    ['/', 'footer nav h2'],
    ['/solutions', 'section.page-hero h1'],
    ['/solutions', 'section#legal h2'],
  ];
  for (const [path, selector] of parts) {
    await page.goto(path);
    const element = page.locator(selector).first();
    await expect(element, `${path} ${selector}`).toBeVisible();
    // React hydrated the wrapper but none of the HTML inside it.
    expect(await element.evaluate(fibers), `${path} ${selector}`).toEqual([false, true]);
  }
  // The consent boot script ran from the server's HTML.
  expect(await page.evaluate(() => typeof window.__sonaraConsent?.activate)).toBe('function');
  expect(problems).toEqual([]);
});

test('buttons in static content run their actions', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('section.home-hero');
  await hero.getByRole('button', { name: 'Schedule a Demo' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Schedule a Demo' }),
  ).toBeVisible();
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
});

test('links in static content navigate client-side, and the pages they reach draw it', async ({
  page,
}) => {
  const loads = await countLoads(page);
  await page.goto('/solutions');
  expect(await loads()).toBe(1);

  await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The header's brand link is static content too; home's sections are drawn in the browser.
  await page.getByRole('link', { name: /home$/ }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Voice agents trained for your industry' }),
  ).toBeVisible();
  await expect(page.locator('section#contact').getByText(CONTACT_INTRO)).toBeVisible();
  expect(await loads()).toBe(1);
  // Drawn by React this time: its own handlers, not those for static HTML.
  expect(
    await page
      .locator('section.home-hero h1')
      .evaluate((element) => [
        Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
        element.closest('[data-static-html]') === null,
      ]),
  ).toEqual([true, true]);

  // Drawn by the browser, the same buttons work through the same listener.
  await page.locator('section.home-hero').getByRole('button', { name: 'Schedule a Demo' }).click();
  await expect(page).toHaveURL(/\/#contact$/);

  // A card's link to another page's section, from content drawn in the browser.
  await page.getByRole('link', { name: 'Learn More about Law Firms' }).click();
  await expect(page).toHaveURL(/\/solutions#legal$/);
  await expect(
    page.getByRole('heading', { level: 2, name: /law|legal|intake/i }).first(),
  ).toBeVisible();
  expect(await loads()).toBe(1);
});

test('a modified click on a link in static content keeps the browser behaviour', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const opened = context.waitForEvent('page');
  await page
    .locator('footer')
    .getByRole('link', { name: 'Careers' })
    .click({
      modifiers: ['ControlOrMeta'],
    });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/careers');
  // The original page stayed where it was.
  expect(new URL(page.url()).pathname).toBe('/');
});

test('a part whose code cannot load is drawn by loading the page afresh', async ({ page }) => {
  const loads = await countLoads(page);
  await page.goto('/about-us');
  // From now on the home hero's code cannot be fetched (a release replaced it, or the network
  // dropped); the page's HTML still can.
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes(HERO_TITLE)) await route.abort();
    else await route.fulfill({ response });
  });
  await page.locator('footer').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
  await expect.poll(loads).toBe(2);
  await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
});

test('a page whose HTML the server could not finish draws its parts in the browser', async ({
  page,
}) => {
  // An unknown position: Next.js answers 404 with an empty shell, and the browser draws the page,
  // header, footer and not-found message included, from the payload and the parts' code.
  const response = await page.goto('/careers/no-such-position');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.locator('footer').getByRole('link', { name: 'About Us' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
});
