import type { Page } from '@playwright/test';
import { expect, gotoWaitsForHydration, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';
import { ADMIN, SITE_ORIGIN, openAdminTab } from './admin-helpers';
import { companyDate } from '@/lib/config/company';
import type { OverviewReport } from '@/lib/admin/overview-types';

const CAMPAIGN = `overview-e2e-${Date.now()}`;

test('the admin lands on Overview: chart, table with the new lead, 90 days, axe', async ({
  page,
}) => {
  const signIn = await page.request.post('/api/auth/sign-in/username', {
    data: ADMIN,
    headers: { origin: SITE_ORIGIN },
  });
  expect(signIn.status()).toBe(200);
  const before = (await (
    await page.request.get('/api/admin/overview?days=30')
  ).json()) as OverviewReport;
  const today = companyDate(new Date());
  const contactToday = before.series.find((entry) => entry.day === today)?.contact ?? 0;

  const lead = await page.request.post('/api/forms/contact', {
    headers: { origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' },
    data: {
      firstName: 'Olive',
      lastName: 'Overview',
      email: `overview-${Date.now()}@example.com`,
      phone: '(305) 555-0123',
      company: 'Overview Dental',
      industry: 'dental',
      employeeCount: '11-50',
      serviceType: 'managed',
      message: '',
      agreeToTerms: true,
      sourcePage: '/overview-e2e',
      utmCampaign: CAMPAIGN,
    },
  });
  expect(lead.status()).toBe(201);

  await page.goto('/admin');
  // Overview is the first tab and the one the dashboard opens on.
  const overviewTab = page.getByRole('tab', { name: 'Overview', exact: true });
  await expect(page.getByRole('tab').first()).toHaveText('Overview');
  await expect(overviewTab).toHaveAttribute('aria-selected', 'true');

  const chart = page.getByRole('img', { name: /^Bar chart of submissions per day/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle path').first()).toBeAttached();

  await page.getByText('Show as table', { exact: true }).click();
  const table = page.getByRole('table', { name: /^Submissions per day and form/ });
  await expect(table).toBeVisible();
  const contactColumn = await table
    .getByRole('columnheader')
    .evaluateAll((cells) => cells.findIndex((cell) => cell.textContent === 'Contact Form'));
  expect(contactColumn).toBeGreaterThan(0);
  const todayRow = table.locator(`tr[data-day="${today}"]`);
  const count = Number(await todayRow.locator('th, td').nth(contactColumn).textContent());
  expect(count).toBeGreaterThanOrEqual(contactToday + 1);
  await expect(page.getByRole('table', { name: 'Top UTM campaigns' })).toContainText(CAMPAIGN);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: '90 days' }).click();
  await expect(page.getByRole('button', { name: '90 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(table.locator('tbody tr')).toHaveCount(90);
  await expect(page.getByText(/vs previous 90 days|none in the previous 90 days/)).toBeVisible();
});

/**
 * The heights a bar of the chart is drawn at, frame by frame, from its first frame on: a bar that
 * grows into place shows many heights, a still one only its final height.
 */
async function barHeights(page: Page, reducedMotion: 'reduce' | 'no-preference') {
  await page.emulateMedia({ reducedMotion });
  await page.addInitScript(() => {
    const record = window as unknown as { barHeights: number[] };
    record.barHeights = [];
    const sample = () => {
      const bar = document.querySelector<SVGGraphicsElement>('.recharts-bar-rectangle path');
      if (bar) {
        const height = Math.round(bar.getBBox().height * 10) / 10;
        if (record.barHeights.at(-1) !== height) record.barHeights.push(height);
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.goto('/admin');
  await expect(page.locator('.recharts-bar-rectangle path').first()).toBeAttached();
  // Longer than any chart animation.
  await page.waitForTimeout(2_000);
  return page.evaluate(() => (window as unknown as { barHeights: number[] }).barHeights);
}

test('the chart animates only for a visitor who does not ask for reduced motion', async ({
  browser,
}) => {
  const heights: number[][] = [];
  for (const motion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext();
    const page = gotoWaitsForHydration(await context.newPage());
    const signIn = await page.request.post('/api/auth/sign-in/username', {
      data: ADMIN,
      headers: { origin: SITE_ORIGIN },
    });
    expect(signIn.status()).toBe(200);
    heights.push(await barHeights(page, motion));
    await context.close();
  }
  const [animated = [], still = []] = heights;
  expect(animated.length).toBeGreaterThan(2);
  expect(still).toHaveLength(1);
});

test('Email Settings: "Notify on new leads" per form names a bad address and saves good ones', async ({
  page,
}) => {
  await openAdminTab(page, 'Email Settings');
  const contact = page.locator('#notify-contact');
  await contact.fill('sales@team.test, not-an-address');
  await page.getByRole('button', { name: 'Save Recipients' }).click();
  await expect(page.locator('#notify-contact-error')).toHaveText(
    '"not-an-address" is not a valid email address',
  );
  await expect(contact).toHaveAttribute('aria-invalid', 'true');

  await contact.fill('sales@team.test,\nowner@team.test');
  await page.getByRole('button', { name: 'Save Recipients' }).click();
  await expect(page.getByText('The notification recipients were saved.')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Email Settings', exact: true }).click();
  await expect(page.locator('#notify-contact')).toHaveValue('sales@team.test\nowner@team.test');

  // Leave the server as it was for the other specs.
  await page.locator('#notify-contact').fill('');
  await page.getByRole('button', { name: 'Save Recipients' }).click();
  await expect(page.getByText('The notification recipients were saved.').first()).toBeVisible();
});
