import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';

test.describe('header', () => {
  test('links go to their pages and Login opens the app in a new tab', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, path] of [
      ['AI Coaching', '/ai-coaching'],
      ['AI Roleplay', '/ai-roleplay'],
      ['Solutions', '/solutions'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    }
    const login = nav.getByRole('link', { name: /Login/ });
    await expect(login).toHaveAttribute('target', '_blank');
    await expect(login).toHaveAttribute('rel', /noopener/);
    await nav.getByRole('link', { name: 'AI Coaching', exact: true }).click();
    await expect(page).toHaveURL(/\/ai-coaching$/);
    await page.getByRole('link', { name: /home/ }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Get a Quote from /ai-coaching lands on / scrolled to #contact', async ({ page }) => {
    await page.goto('/ai-coaching');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Get a Quote' })
      .click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('mobile menu at 375 px opens, navigates and closes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'AI Roleplay' }).click();
    await expect(page).toHaveURL(/\/ai-roleplay$/);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.setViewportSize({ width: 900, height: 800 });
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('the mobile menu’s ROI Calculator and Get a Quote do their job and close the menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('button', { name: 'ROI Calculator' }).click();
    const dialog = page.getByRole('dialog', { name: 'ROI Calculator' });
    await expect(dialog).toBeVisible();
    await expect(menu).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('button', { name: 'Get a Quote' })
      .click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});

test.describe('ROI calculator', () => {
  test('shows the spec numbers for the defaults and after a keyboard change', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'ROI Calculator' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'ROI Calculator' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('roi-minutes')).toHaveText('150');
    await expect(dialog.getByTestId('roi-employees')).toHaveText('1');
    await expect(dialog.getByTestId('roi-human-cost')).toHaveText('$4,320');
    await expect(dialog.getByTestId('roi-ai-cost')).toHaveText('$675');
    await expect(dialog.getByTestId('roi-savings')).toHaveText('$3,645');
    await expect(dialog.getByTestId('roi-savings-percent')).toHaveText('84%');

    const calls = dialog.getByRole('slider', { name: 'Calls per day' });
    await calls.focus();
    await page.keyboard.press('ArrowRight'); // 31 calls
    await expect(calls).toHaveAttribute('aria-valuenow', '31');
    await expect(dialog.getByTestId('roi-minutes')).toHaveText('155');
    await expect(dialog.getByTestId('roi-ai-cost')).toHaveText('$698'); // 0.15 * 155 * 30 = 697.5
    await page.keyboard.press('End'); // 200 calls
    await expect(dialog.getByTestId('roi-minutes')).toHaveText('1000');
    await expect(dialog.getByTestId('roi-employees')).toHaveText('3'); // ceil(1000 / 60 / 8)
    await expect(dialog.getByTestId('roi-human-cost')).toHaveText('$12,960');
    await expect(dialog.getByTestId('roi-ai-cost')).toHaveText('$4,500');
    await expect(dialog.getByTestId('roi-savings-percent')).toHaveText('65%');
  });

  test('Back to Contact closes the dialog and scrolls to the contact section', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'ROI Calculator' })
      .click();
    await page.getByRole('button', { name: 'Back to Contact' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('#contact')).toBeInViewport();
  });
});

test('home has every section id', async ({ page }) => {
  await page.goto('/');
  for (const id of ['features', 'demo', 'services', 'testimonials', 'contact']) {
    await expect(page.locator(`section#${id}`)).toHaveCount(1);
  }
  await expect(page.getByText('Complete AI Sales Engine')).toBeVisible();
});

test('the demo buttons show their toasts and scroll to contact', async ({ page }) => {
  await page.goto('/');
  const description = 'Fill out the contact form below to schedule your personalized demo.';
  for (const [button, title] of [
    ['Schedule a Demo', 'Schedule a Demo'],
    ['Schedule Demo Now', 'Schedule Your Demo'],
  ]) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: button, exact: true }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
    await expect(toast.first()).toContainText(description);
    // One click, one toast: the button's action runs once.
    await expect(toast).toHaveCount(1);
    await expect(page.locator('#contact')).toBeInViewport();
  }
});

test('the footer has every link of the spec, the ROI button, socials and this year', async ({
  page,
}) => {
  // The year comes from the visitor's clock, so a page cached last year still shows this one: a
  // browser frozen in a year that is neither the build's nor the server's must see that year.
  const browserYear = 2041;
  await page.clock.setFixedTime(new Date(browserYear, 5, 15, 12));
  await page.goto('/faq');
  const footer = page.getByRole('contentinfo');
  for (const href of [
    '/',
    '/solutions#dental',
    '/solutions#legal',
    '/solutions#veterinary',
    '/solutions#home-services',
    '/custom-solutions',
    '/about-us',
    '/#testimonials',
    '/blog',
    '/partners',
    '/careers',
    '/knowledge',
    '/documentation',
    '/faq',
    '/what-you-should-know',
    '/#contact',
    '/privacy-policy',
    '/terms-of-service',
    '/sitemap-page',
    '/admin',
  ]) {
    await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  await footer.getByRole('button', { name: 'ROI Calculator' }).click();
  await expect(page.getByRole('dialog', { name: /ROI Calculator/ })).toBeVisible();
  await page.keyboard.press('Escape');
  const external = footer.locator('a[target="_blank"]');
  expect(await external.count()).toBeGreaterThanOrEqual(3);
  for (const link of await external.all()) {
    expect(await link.getAttribute('rel')).toContain('noopener');
    expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
  }
  await expect(footer).toContainText(`© ${browserYear} `);
});

test('a route change scrolls to the top unless it targets a section', async ({ page }) => {
  await page.goto('/faq');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Law Firms' }).click();
  await expect(page).toHaveURL(/\/solutions#legal$/);
  await expect(page.locator('section#legal')).toBeInViewport();
});

test('unknown path shows the 404 page with a 404 status', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/self-managed redirects permanently to /custom-solutions', async ({ request }) => {
  const response = await request.get('/self-managed', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()['location']).toBe('/custom-solutions');
});

test('favicon, robots and sitemap are served', async ({ request }) => {
  expect((await request.get('/favicon.ico')).status()).toBe(200);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toContain('/admin');
});

for (const width of [1280, 375]) {
  test(`axe finds no violations on home at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expectNoAxeViolations(page);
  });
}
