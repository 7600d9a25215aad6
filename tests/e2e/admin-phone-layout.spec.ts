import { expect, test } from './fixtures';
import { SITE_ORIGIN, openAdminTab } from './admin-helpers';

const PHONE = { width: 375, height: 800 };

test.describe('the admin on a phone (375 px)', () => {
  test.use({ viewport: PHONE });

  test("the Careers table shows each job's title beside the pinned actions", async ({ page }) => {
    await openAdminTab(page, 'Careers');
    const table = page.getByRole('region', { name: 'Job listings' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('careers-375.png'), fullPage: true });
    // Every row's title lies wholly left of its pinned actions cell, inside the table's view.
    const overlaps = await table.evaluate((region) => {
      region.scrollLeft = 0;
      const view = region.getBoundingClientRect();
      return [...region.querySelectorAll('tbody tr')].flatMap((row) => {
        const title = row.querySelector('td:nth-child(2)')?.getBoundingClientRect();
        const actions = row.querySelector('td:last-child')?.getBoundingClientRect();
        if (!title || !actions) return ['a row without title or actions'];
        return title.right <= actions.left + 1 && title.left >= view.left - 1
          ? []
          : [
              `title ${Math.round(title.left)}-${Math.round(title.right)}, actions from ${Math.round(actions.left)}`,
            ];
      });
    });
    expect(overlaps).toEqual([]);
  });

  test('the Leads search shows its whole placeholder', async ({ page }) => {
    await openAdminTab(page, 'Leads');
    const search = page.getByLabel('Search', { exact: true });
    await expect(search).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('leads-375.png') });
    const fits = await search.evaluate((input: HTMLInputElement) => {
      // The placeholder's width in its own font, against the room inside the input's padding.
      const style = getComputedStyle(input);
      const hint = getComputedStyle(input, '::placeholder');
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return false;
      context.font = `${hint.fontWeight} ${hint.fontSize} ${hint.fontFamily}`;
      const room =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(input.placeholder).width <= room;
    });
    expect(fits).toBe(true);
  });

  test('the Overview ranked lists keep rows at their natural height', async ({ page }) => {
    // Three source pages, one of them from a campaign: the campaign list is the shorter one.
    const stamp = Date.now();
    for (const [index, sourcePage] of ['/pricing', '/solutions', '/about-us'].entries()) {
      const lead = await page.request.post('/api/forms/contact', {
        headers: { origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' },
        data: {
          firstName: 'Uma',
          lastName: 'Campaign',
          email: `campaign-${stamp}-${index}@example.com`,
          phone: '(305) 555-0142',
          company: 'Campaign Dental',
          industry: 'dental',
          employeeCount: '11-50',
          serviceType: 'managed',
          message: '',
          agreeToTerms: true,
          sourcePage,
          ...(index === 0 ? { utmCampaign: `spring-${stamp}` } : {}),
        },
      });
      expect(lead.status()).toBe(201);
    }
    await openAdminTab(page, 'Overview');
    await expect(page.getByText(`spring-${stamp}`)).toBeVisible();
    const rowHeights = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('table')]
          .filter((table) =>
            /Top (source pages|UTM campaigns)/.test(table.caption?.textContent ?? ''),
          )
          .flatMap((table) =>
            [...table.querySelectorAll('tbody tr')].map(
              (row) => row.getBoundingClientRect().height,
            ),
          ),
      );
    // On a phone the lists stack; from the md breakpoint they sit side by side.
    for (const width of [PHONE.width, 900]) {
      await page.setViewportSize({ width, height: PHONE.height });
      await page.getByText('Where leads come from').scrollIntoViewIfNeeded();
      await page.screenshot({
        path: test.info().outputPath(`overview-${width}.png`),
        fullPage: true,
      });
      const heights = await rowHeights();
      expect(heights.length).toBeGreaterThan(3);
      for (const height of heights) expect(height, `at ${width} px`).toBeLessThan(60);
    }
  });
});
