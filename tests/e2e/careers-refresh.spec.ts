import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, SITE_ORIGIN } from './admin-helpers';
import { MIN_REFRESH_INTERVAL_MS } from '@/components/careers/use-refresh-on-focus';

/** What a returning visitor's browser fires: the window's focus and the tab's visibility change. */
function regainFocus(page: Page) {
  return page.evaluate(() => {
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** The job listings' refresh calls the page sends from now on (server actions: POST with an id). */
function recordRefreshes(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.headers()['next-action']) sent += 1;
  });
  return () => sent;
}

/** Publishes an active job through the admin API. */
async function publishJob(page: Page, title: string): Promise<void> {
  const signIn = await page.request.post('/api/auth/sign-in/username', {
    data: ADMIN,
    headers: { origin: SITE_ORIGIN },
  });
  expect(signIn.status()).toBe(200);
  const created = await page.request.post('/api/admin/jobs', {
    headers: { origin: SITE_ORIGIN },
    data: {
      title,
      function: 'tech',
      description: 'Builds the page that reloads its jobs.',
      qualifications: 'Patience with focus events.',
      location: 'Remote',
      salaryRange: '$100k - $120k',
      isActive: true,
    },
  });
  expect(created.status()).toBe(201);
}

test('/careers refreshes once per return, at most once in the interval', async ({ page }) => {
  // The page's clock stands still unless the test moves it: the interval is decided by the test,
  // not by how fast this machine happens to be.
  const start = new Date('2026-11-27T09:00:00Z').getTime();
  await page.clock.setFixedTime(start);
  await page.goto('/careers');
  const refreshes = recordRefreshes(page);

  // Focus and visibility arrive together: one refresh, done once its new job shows.
  const first = `Interval Engineer A ${Date.now()}`;
  await publishJob(page, first);
  await regainFocus(page);
  await expect(page.getByRole('heading', { name: first })).toBeVisible();
  expect(refreshes()).toBe(1);

  // Back again within the interval (no time passed, the last refresh over): this return must not
  // refresh. Proved by a later one that must: after the interval, another new job shows, and the
  // refreshes counted by then include any the early return sent, as the page sends them in order.
  await regainFocus(page);
  const second = `Interval Engineer B ${Date.now()}`;
  await publishJob(page, second);
  await page.clock.setFixedTime(start + MIN_REFRESH_INTERVAL_MS + 1);
  await regainFocus(page);
  await expect(page.getByRole('heading', { name: second })).toBeVisible();
  expect(refreshes()).toBe(2);
});

test('a job published while the tab was away shows when the visitor returns', async ({ page }) => {
  await page.goto('/careers');
  const title = `Focus Refresh Engineer ${Date.now()}`;
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

  await publishJob(page, title);

  await regainFocus(page);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  // The tabs keep working on the refreshed cards.
  await page.getByRole('tab', { name: 'Tech' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});
