import { devices, type Page, type Request } from '@playwright/test';
import { openAdminTab } from './admin-helpers';
import { expectNoAxeViolations } from './helpers';
import { expect, gotoWaitsForHydration, test } from './fixtures';

/** The beacon's events this page sends, as posted, with the answer each got. */
function recordEvents(page: Page) {
  const events: { body: Record<string, unknown>; status: () => Promise<number | undefined> }[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/api/event')) return;
    events.push({
      body: JSON.parse(request.postData() ?? '{}') as Record<string, unknown>,
      status: async () => (await request.response())?.status(),
    });
  });
  return events;
}

const named = (events: ReturnType<typeof recordEvents>, name: string) =>
  events.filter((event) => event.body.n === name).map((event) => event.body);

test.describe('the analytics beacon', () => {
  test('counts a visit from a campaign across client-side navigation, forms included, storing nothing', async ({
    browser,
  }) => {
    // A visitor who has not answered the consent banner: counting needs no consent.
    const context = await browser.newContext();
    const page = gotoWaitsForHydration(await context.newPage(), { consent: 'unanswered' });
    const events = recordEvents(page);
    await page.goto('/solutions?utm_source=google&utm_campaign=dental', {
      referer: 'https://www.google.com/',
    });
    await expect.poll(() => named(events, 'pageview').length).toBe(1);
    expect(named(events, 'pageview')[0]).toEqual({
      n: 'pageview',
      p: '/solutions',
      e: 1,
      r: 'https://www.google.com/',
      q: '?utm_source=google&utm_campaign=dental',
    });

    // A client-side navigation is a page view of the same visit: path only.
    await page.locator('header a[href="/ai-coaching"]').first().click();
    await expect(page).toHaveURL(/\/ai-coaching$/);
    await expect.poll(() => named(events, 'pageview').length).toBe(2);
    expect(named(events, 'pageview')[1]).toEqual({ n: 'pageview', p: '/ai-coaching' });

    // The home page's contact form: seen when scrolled to, started at its first field.
    await page.locator('header a[href="/"]').first().click();
    await expect(page).toHaveURL(/\/$/);
    const form = page.locator('form[data-lead-form="contact"]');
    await form.scrollIntoViewIfNeeded();
    await expect
      .poll(() => named(events, 'form_seen'))
      .toEqual([{ n: 'form_seen', p: '/', f: 'contact' }]);
    await form.getByLabel('First Name').focus();
    await form.getByLabel('Last Name').focus();
    await expect
      .poll(() => named(events, 'form_start'))
      .toEqual([{ n: 'form_start', p: '/', f: 'contact' }]);

    // A reload keeps the landing page's referrer, but continues the visit: no new entry.
    await page.reload();
    await expect.poll(() => named(events, 'pageview').length).toBe(4);
    expect(named(events, 'pageview')[3]).toEqual({ n: 'pageview', p: '/' });

    for (const event of events) expect(await event.status()).toBe(204);
    // Nothing on the device: no cookie, no storage.
    expect(await context.cookies()).toEqual([]);
    expect(
      await page.evaluate(() => [window.localStorage.length, window.sessionStorage.length]),
    ).toEqual([0, 0]);
    await context.close();
  });

  test('sends the ROI and demo clicks', async ({ page }) => {
    const events = recordEvents(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Schedule a Demo' }).first().click();
    await expect.poll(() => named(events, 'demo_click')).toEqual([{ n: 'demo_click', p: '/' }]);
    await page.getByRole('button', { name: /ROI/ }).first().click();
    await expect.poll(() => named(events, 'roi_open')).toEqual([{ n: 'roi_open', p: '/' }]);
  });

  test('is never on the admin', async ({ page }) => {
    const events = recordEvents(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading').first()).toBeVisible();
    // The public page that follows proves the recorder works; the admin page sent nothing.
    await page.goto('/about-us');
    await expect.poll(() => named(events, 'pageview').length).toBe(1);
    expect(named(events, 'pageview')[0]).toMatchObject({ p: '/about-us' });
  });

  test('the admin Analytics tab shows what visitors viewed, with a CSV', async ({
    page,
    browser,
  }) => {
    // A second browser context, a sign-in per try and a download: more than the default budget on
    // a loaded machine.
    test.slow();
    // A desktop Chrome's user agent: a new context's own says HeadlessChrome, which is not counted.
    const context = await browser.newContext({ userAgent: devices['Desktop Chrome'].userAgent });
    const visitor = gotoWaitsForHydration(await context.newPage());
    const events = recordEvents(visitor);
    await visitor.goto('/partners');
    await expect.poll(() => named(events, 'pageview').length).toBe(1);
    expect(await events[0]!.status()).toBe(204);
    await context.close();

    // Written within about a second; today's figures are read from the raw events.
    await expect(async () => {
      await openAdminTab(page, 'Analytics');
      const pages = page.getByRole('region', { name: 'Top pages' });
      await expect(pages).toContainText('/partners', { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Form funnels' })).toContainText('Contact Form');
    // The daily chart has a text alternative, and its numbers are a table behind it.
    await expect(
      page.getByRole('img', { name: /^Bar chart: Visitors and page views/ }),
    ).toBeVisible();
    await page.getByText('The same numbers as a table').click();
    const daily = page.getByRole('table', { name: /^Visitors and page views per day/ });
    await expect(daily.getByRole('row')).toHaveCount(31);
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV: Top pages' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^analytics-pages-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
  });
});
