import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { routeFor } from '@/lib/seo/routes';

const HOME_TITLE = `Sonara AI | ${routeFor('/').title}`;
const HOME_DESCRIPTION = routeFor('/').description;
// The e2e server's built-in pixel (playwright.config.ts), a marketing pixel: served inert until the
// visitor consents.
// Served inert until consent: an empty text/plain script holding the code in an attribute.
const PIXEL_SCRIPT =
  /<script [^>]*(?=[^>]*type="text\/plain")(?=[^>]*data-consent-text="window\.__systemPixelMarker = true")[^>]*><\/script>/;

/** The head facts a crawler reads, as the document holds them now. */
function headFacts(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    descriptions: Array.from(document.querySelectorAll('meta[name="description"]')).map((meta) =>
      meta.getAttribute('content'),
    ),
    robots: Array.from(document.querySelectorAll('meta[name="robots"]')).map((meta) =>
      meta.getAttribute('content'),
    ),
    canonicals: document.querySelectorAll('link[rel="canonical"]').length,
  }));
}

const EXPECTED = {
  title: HOME_TITLE,
  descriptions: [HOME_DESCRIPTION],
  robots: ['noindex'],
  canonicals: 0,
};

test.describe('the 404 page', () => {
  test('is served with one robots tag (noindex), no canonical, the home title and the pixels', async ({
    request,
  }) => {
    const response = await request.get('/no-such/page-here');
    expect(response.status()).toBe(404);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<meta name="robots"[^>]*>/g)).toEqual([
      '<meta name="robots" content="noindex"/>',
    ]);
    expect(html).not.toContain('rel="canonical"');
    expect(head).toContain(`<title>${HOME_TITLE.replace('&', '&amp;')}</title>`);
    // The pixel runs from the served HTML, as on every other public page, not only from the
    // React payload (where it would never execute as a script).
    expect(head).toMatch(PIXEL_SCRIPT);
  });

  test('keeps that head after hydration (no tag swapped in by the browser)', async ({ page }) => {
    const response = await page.goto('/no-such/page-here');
    expect(response?.status()).toBe(404);
    await page.waitForLoadState('networkidle');
    expect(await headFacts(page)).toEqual(EXPECTED);
    expect(await page.evaluate(() => Reflect.get(window, '__systemPixelMarker'))).toBe(true);
  });

  test('has the same head after a client-side navigation to an unknown path', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      const router = Reflect.get(Reflect.get(window, 'next') as object, 'router') as {
        push: (href: string) => void;
      };
      router.push('/another/unknown-path');
    });
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => headFacts(page)).toEqual(EXPECTED);
  });
});
