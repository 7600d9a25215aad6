import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PUBLIC_ROUTES } from '@/lib/seo/routes';

const BRAND = 'Sonara AI';

/** The page's own title, as the title template renders it (home keeps its absolute title). */
function expectedTitle(path: string, title: string): string {
  return path === '/' ? `${BRAND} | ${title}` : `${title} | ${BRAND}`;
}

async function expectSeoBasics(page: Page, path: string, title: string) {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('h1')).toHaveCount(1);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical ?? '').pathname).toBe(path);
  expect(new URL(canonical ?? '').origin).toBe(new URL(page.url()).origin);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /opengraph-image/,
  );
}

async function sitemapUrls(page: Page): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
}

test.describe('every public route', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} answers 200 with its own title, one h1, canonical and robots`, async ({
      page,
    }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expectSeoBasics(page, route.path, expectedTitle(route.path, route.title));
    });
  }

  test('every blog post answers 200 with its title, one h1, canonical and robots', async ({
    page,
  }) => {
    const posts = (await sitemapUrls(page)).filter((url) => url.includes('/blog/'));
    expect(posts).toHaveLength(6);
    for (const url of posts) {
      const path = new URL(url).pathname;
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const heading = (await page.locator('h1').textContent())?.trim() ?? '';
      await expectSeoBasics(page, path, `${heading} | ${BRAND}`);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    }
  });
});

test('an unknown blog post redirects to /blog', async ({ page, request }) => {
  const response = await request.get('/blog/no-such-article', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  // Next may repeat the header; every value must point to /blog.
  const locations = (response.headers()['location'] ?? '').split(/,\s*/);
  expect(new Set(locations)).toEqual(new Set(['/blog']));
  await page.goto('/blog/no-such-article');
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The AI Voice Agent Blog');
});

test.describe('/solutions anchors', () => {
  test('/solutions#legal scrolls to the legal section', async ({ page }) => {
    await page.goto('/solutions#legal');
    const legal = page.locator('section#legal');
    // Scrolled so the section starts just below the sticky header, not merely somewhere on screen.
    await expect
      .poll(() => legal.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeLessThanOrEqual(100);
    expect(
      await legal.evaluate((element) => element.getBoundingClientRect().top),
    ).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  test('#home is accepted for the home-services section', async ({ page }) => {
    await page.goto('/solutions#home');
    const section = page.locator('section#home-services');
    await expect
      .poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeLessThanOrEqual(100);
    await expect(section).toBeInViewport();
  });

  test('Get a Free Quote scrolls to the contact form', async ({ page }) => {
    await page.goto('/solutions');
    await page.getByRole('button', { name: 'Get a Free Quote' }).first().click();
    await expect(page.locator('section#contact')).toBeInViewport();
    await expect(page.locator('section#contact form')).toHaveCount(1);
  });
});

test.describe('buttons that scroll to their form', () => {
  const cases = [
    { path: '/partners', button: 'Become a Partner', target: 'partner-form' },
    { path: '/partners', button: 'Apply Today', target: 'partner-form' },
    { path: '/custom-solutions', button: 'Request Custom Solution', target: 'request-form' },
    { path: '/custom-solutions', button: 'Try Our Demo First', target: 'request-form' },
    { path: '/what-you-should-know', button: 'Talk to Our Team', target: 'contact' },
  ];
  for (const { path, button, target } of cases) {
    test(`${path}: ${button} scrolls to #${target}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator(`section#${target}`)).not.toBeInViewport();
      // The first match in the page is the call-to-action (a form's submit button may share its name).
      await page.getByRole('main').getByRole('button', { name: button }).first().click();
      await expect(page.locator(`section#${target}`)).toBeInViewport();
      await expect(page.locator(`section#${target} form`)).toHaveCount(1);
    });
  }
});

test('/sitemap-page shows the same URL count as /sitemap.xml holds', async ({ page }) => {
  await page.goto('/sitemap-page');
  const urls = await sitemapUrls(page);
  await expect(page.getByTestId('sitemap-url-count')).toHaveText(String(urls.length));
  for (const group of ['Main Pages', 'Resources', 'Company', 'Legal']) {
    await expect(
      page.getByRole('main').getByRole('heading', { name: group, level: 2 }),
    ).toBeVisible();
  }
  const toggle = page.getByRole('button', { name: 'Show XML' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Hide XML' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByRole('region', { name: 'sitemap.xml contents' })).toContainText('<urlset');
});

test('/sitemap-page shows the error comment when sitemap.xml cannot be loaded', async ({
  page,
}) => {
  await page.route('**/sitemap.xml', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/sitemap-page');
  await page.getByRole('button', { name: 'Show XML' }).click();
  await expect(page.getByRole('region', { name: 'sitemap.xml contents' })).toHaveText(
    '<!-- Error loading XML sitemap -->',
  );
});

test('sitemap.xml lists every public route and post, and nothing private', async ({ page }) => {
  const paths = (await sitemapUrls(page)).map((url) => new URL(url).pathname);
  for (const route of PUBLIC_ROUTES) expect(paths).toContain(route.path);
  expect(paths.filter((path) => path.startsWith('/blog/'))).toHaveLength(6);
  expect(paths.some((path) => path.startsWith('/admin') || path === '/self-managed')).toBe(false);
});

test("sitemap, robots.txt, feed and canonical links use the running server's SITE_URL", async ({
  page,
}) => {
  // The build ran with the default SITE_URL; this server was started with another one.
  const origin = new URL((await page.goto('/faq'))!.url()).origin;
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical ?? '').origin).toBe(origin);
  for (const url of await sitemapUrls(page)) expect(new URL(url).origin).toBe(origin);
  expect(await (await page.request.get('/robots.txt')).text()).toContain(`${origin}/sitemap.xml`);
  expect(await (await page.request.get('/blog/rss.xml')).text()).toContain(`${origin}/blog/`);
});

test('the RSS feed lists the six articles', async ({ request }) => {
  const response = await request.get('/blog/rss.xml');
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const feed = await response.text();
  expect(feed.match(/<item>/g)).toHaveLength(6);
  expect(feed).toContain('/blog/revolutionizing-customer-experience-with-ai-voice-agents</link>');
});

test('Open Graph images are generated PNGs', async ({ page }) => {
  await page.goto('/faq');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  const response = await page.request.get(new URL(image ?? '').pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
});

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as { '@type': string } | { '@type': string }[];
    return (Array.isArray(data) ? data : [data]).map((item) => item['@type']);
  });
}

test('structured data: organization everywhere, breadcrumbs, FAQ, article and job postings', async ({
  page,
}) => {
  await page.goto('/faq');
  expect(await jsonLdTypes(page)).toEqual(
    expect.arrayContaining(['Organization', 'BreadcrumbList', 'FAQPage']),
  );
  await page.goto('/blog/the-roi-of-implementing-ai-voice-agents-for-small-businesses');
  expect(await jsonLdTypes(page)).toEqual(
    expect.arrayContaining(['Organization', 'BreadcrumbList', 'BlogPosting']),
  );
  // Job postings only on each job's own page, never on the page listing them all.
  await page.goto('/careers');
  expect(await page.getByTestId('job-card').count()).toBeGreaterThan(0);
  const types = await jsonLdTypes(page);
  expect(types).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList']));
  expect(types).not.toContain('JobPosting');
  await page.getByTestId('job-card').first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/careers\/[a-z0-9-]+$/);
  expect((await jsonLdTypes(page)).filter((type) => type === 'JobPosting')).toHaveLength(1);
});

test('legal pages show the fixed effective date and the calling-hours rule', async ({ page }) => {
  for (const path of ['/privacy-policy', '/terms-of-service']) {
    await page.goto(path);
    await expect(page.getByText('Last Updated: November 16, 2026')).toBeVisible();
    await expect(page.getByText(/between 8 a\.m\. and 9 p\.m\./).first()).toBeVisible();
  }
});

test('/ai-roleplay shows the six modules with their scenario counts', async ({ page }) => {
  await page.goto('/ai-roleplay');
  for (const [title, count] of [
    ['Objection Handling', 15],
    ['Closing Techniques', 12],
    ['Discovery Calls', 20],
    ['Difficult Customers', 18],
    ['Product Demos', 10],
    ['Follow-up Calls', 14],
  ] as const) {
    const card = page.locator('li').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card.getByText(`${count} scenarios`)).toBeVisible();
  }
});

test('demo buttons on /ai-coaching go to the home contact section', async ({ page }) => {
  await page.goto('/ai-coaching');
  await page.getByRole('button', { name: 'Schedule Demo' }).first().click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.locator('#contact')).toBeInViewport();
});

test.describe('icons from the sprite', () => {
  /** Width and height of the first icon a locator finds, once the sprite has drawn into it. */
  async function drawnIconSize(page: Page, selector: string) {
    const icon = page.locator(selector).first();
    await icon.scrollIntoViewIfNeeded();
    // The referenced symbol's shapes have a size only once the sprite has loaded.
    await expect
      .poll(() => icon.evaluate((svg) => svg.querySelector('use')?.getBBox().width ?? 0))
      .toBeGreaterThan(0);
    const box = await icon.boundingBox();
    return { width: box?.width, height: box?.height };
  }

  test('/solutions draws its icons at their sizes, with no path data in the page', async ({
    page,
  }) => {
    const response = await page.goto('/solutions');
    expect(await response?.text()).not.toContain('<path');
    // A feature tile (44px, its 10px padding leaving the glyph 24px), a button's arrow at 16px
    // (the button's rule wins over the icon class's 24px default), and the benefits' ticks, drawn
    // by the stylesheet at 20px.
    expect(await drawnIconSize(page, '#legal .feature-grid svg.icon')).toEqual({
      width: 44,
      height: 44,
    });
    await expect(page.locator('#legal .feature-grid svg.icon').first()).toHaveCSS(
      'padding-top',
      '10px',
    );
    const tick = await page
      .locator('#legal .check-list > li')
      .first()
      .evaluate((item) => {
        const mark = getComputedStyle(item, '::before');
        return { width: mark.width, height: mark.height };
      });
    expect(tick).toEqual({ width: '20px', height: '20px' });
    expect(await drawnIconSize(page, 'main a svg.icon:not([class*="size-"])')).toEqual({
      width: 16,
      height: 16,
    });
    const icons = page.locator('svg.icon');
    expect(await icons.count()).toBeGreaterThan(20);
    for (const icon of await icons.all()) {
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
  });

  test('the sprite answers 200 as SVG, cached under its content hash', async ({ page }) => {
    await page.goto('/solutions');
    const href = await page.locator('svg.icon use').first().getAttribute('href');
    // A static asset of the build: its name carries a hash of its content.
    expect(href).toMatch(/^\/_next\/static\/media\/icons\.[0-9a-z_-]+\.svg#[a-z0-9-]+$/);
    const sprite = await page.request.get(href ?? '');
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect(sprite.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const id = (href ?? '').split('#')[1];
    expect(await sprite.text()).toContain(`<symbol id="${id}" viewBox="0 0 24 24">`);
  });

  test('rating stars are filled with the text colour, one 16px star per point', async ({
    page,
  }) => {
    await page.goto('/');
    const stars = page.locator('figure .stars').first();
    await expect(stars).toHaveAttribute('aria-label', 'Rated 5 out of 5');
    // Five 16px stars with 2px between them.
    await expect(stars).toHaveCSS('width', '88px');
    await expect(stars).toHaveCSS('height', '16px');
    const { background, color, mask } = await stars.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        background: style.backgroundColor,
        color: style.color,
        mask: style.maskImage || style.webkitMaskImage,
      };
    });
    expect(background).toBe(color);
    // Without the mask the rating would be a solid bar.
    expect(mask).toMatch(/^url\("data:image\/svg\+xml/);
  });

  test('marks drawn by the stylesheet stay visible in forced-colours mode', async ({ page }) => {
    // Forced colours replace backgrounds with the page's own, which would hide a mask's fill:
    // the marks take the system text colour instead.
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/');
    const marks = await page.evaluate(() => {
      const item = document.querySelector('.check-list > li');
      const stars = document.querySelector('.stars');
      if (!item || !stars) return null;
      return {
        text: getComputedStyle(item).color,
        tick: getComputedStyle(item, '::before').backgroundColor,
        stars: getComputedStyle(stars).backgroundColor,
      };
    });
    expect(marks).not.toBeNull();
    expect(marks?.tick).toBe(marks?.text);
    expect(marks?.stars).toBe(marks?.text);
  });
});
