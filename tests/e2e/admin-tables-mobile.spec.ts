import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SITE_ORIGIN, openAdminTab } from './admin-helpers';
import { expectNoAxeViolations } from './helpers';

const PHONE = { width: 375, height: 800 };

/**
 * For every row of every table on the tab: each of its buttons, once the row is scrolled into view
 * vertically (the table itself left unscrolled sideways), lies inside the phone's screen and is the
 * element a tap at its centre reaches (not covered by the pinned column or anything else). Returns the rows checked and the buttons that failed.
 */
async function actionsInView(page: Page) {
  return page.evaluate(async () => {
    const failures: string[] = [];
    let rows = 0;
    for (const region of document.querySelectorAll<HTMLElement>('[role="region"]')) {
      region.scrollLeft = 0;
      for (const row of region.querySelectorAll('tbody tr')) {
        const buttons = [...row.querySelectorAll<HTMLElement>('button')];
        if (buttons.length === 0) continue;
        rows += 1;
        row.scrollIntoView({ behavior: 'instant', block: 'center', inline: 'nearest' });
        // Only vertical scrolling is allowed: the table goes back to its left edge.
        region.scrollLeft = 0;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        for (const button of buttons) {
          const box = button.getBoundingClientRect();
          const x = box.left + box.width / 2;
          const y = box.top + box.height / 2;
          // A disabled button takes no taps (no pointer events), so only its place is checked.
          const hit = (button as HTMLButtonElement).disabled
            ? button
            : document.elementFromPoint(x, y);
          const label = button.getAttribute('aria-label') ?? button.textContent ?? '';
          const inView = box.left >= 0 && box.right <= window.innerWidth && box.top >= 0;
          if (!inView || box.bottom > window.innerHeight || !hit || !button.contains(hit)) {
            failures.push(
              `${label.trim()} at x ${Math.round(box.left)}-${Math.round(box.right)}, y ${Math.round(box.top)}: hit ${hit?.outerHTML.slice(0, 80) ?? 'nothing'}`,
            );
          }
        }
      }
    }
    return { rows, failures };
  });
}

test('every admin table keeps its row actions in view at 375 px and passes axe', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await openAdminTab(page, 'Tracking Pixels');
  // A user pixel gives the pixel table a row with actions. Disabled, so it never reaches the
  // public pages that other specs load on this shared server, and removed at the end.
  const created = await page.request.post('/api/admin/pixels', {
    data: {
      name: `Mobile ${Date.now()}`,
      location: 'body',
      code: '<img src="/p.gif" alt="">',
      enabled: false,
    },
    headers: { origin: SITE_ORIGIN },
  });
  expect(created.status()).toBe(201);
  const { id: pixelId } = (await created.json()) as { id: string };
  try {
    await checkEveryTable(page);
  } finally {
    await page.request.delete(`/api/admin/pixels/${pixelId}`, { headers: { origin: SITE_ORIGIN } });
  }
});

async function checkEveryTable(page: Page) {
  // A lead gives the leads table a row (other specs may already have added some).
  const lead = await page.request.post('/api/forms/contact', {
    headers: { origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' },
    data: {
      firstName: 'Mia',
      lastName: 'Mobile',
      email: `mobile-${Date.now()}@example.com`,
      phone: '(305) 555-0199',
      company: 'Mobile Dental',
      industry: 'dental',
      employeeCount: '11-50',
      serviceType: 'managed',
      message: '',
      agreeToTerms: true,
    },
  });

  expect(lead.status()).toBe(201);
  let anyWide = false;
  for (const [tab, ready, needsRows] of [
    ['Careers', 'Job Management', true],
    ['Blog', 'Blog Posts', true],
    ['Tracking Pixels', 'Add Tracking Pixel', true],
    ['Leads', 'Export CSV:', true],
    // The seeded sales member and rules give the Scheduling tables rows.
    ['Scheduling', 'Routing Rules', true],
    ['Deliveries', 'Status', false],
    ['Audit Log', 'auth.sign-in', false],
  ] as const) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
    // Deliveries and the audit log may be empty on a fresh server; the others have rows.
    if (needsRows) await expect(page.locator('[role="region"] table').first()).toBeVisible();
    const { rows, failures } = await actionsInView(page);
    if (needsRows) expect(rows, `${tab}: rows with actions`).toBeGreaterThan(0);
    expect(failures, `${tab}: actions out of view`).toEqual([]);
    // A table wider than the phone says so next to it.
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[role="region"]')].some(
        (region) => region.scrollWidth > region.clientWidth + 1,
      ),
    );
    anyWide ||= wide;
    if (wide) {
      // A tab may hold more than one wide table (Tracking Pixels: the pixels and the consent log).
      await expect(
        page
          .getByText('Scroll the table sideways for more columns; the actions stay in view.')
          .first(),
      ).toBeVisible();
    }
    await expectNoAxeViolations(page);
  }
  // At 375 px the wider tables (jobs, leads) do scroll sideways, so the hint was shown at least once.
  expect(anyWide).toBe(true);
}
