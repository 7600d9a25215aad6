import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, SITE_ORIGIN } from './admin-helpers';

/** What a returning visitor's browser fires: the window's focus and the tab's visibility change. */
function regainFocus(page: Page) {
  return page.evaluate(() => {
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Records the requests the page sends from now on. */
function recordRequests(page: Page): () => string[] {
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.method()} ${request.url()}`));
  return () => [...sent];
}

/** /careers, loaded and quiet: idle-time loads (toaster, link prefetches) are over. */
async function openQuietCareers(page: Page) {
  await page.goto('/careers');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(4_000);
  await page.waitForLoadState('networkidle');
}

test('/careers sends one request when the tab regains focus, at most once every few seconds', async ({
  page,
}) => {
  await openQuietCareers(page);
  const sent = recordRequests(page);

  await regainFocus(page);
  await page.waitForTimeout(300);
  await regainFocus(page);
  await page.waitForTimeout(2_500);
  expect(sent()).toHaveLength(1);

  // Quiet for a while: the next return refreshes again, once.
  await page.waitForTimeout(3_500);
  await regainFocus(page);
  await page.waitForTimeout(2_500);
  expect(sent()).toHaveLength(2);
});

test('a job published while the tab was away shows when the visitor returns', async ({ page }) => {
  await openQuietCareers(page);
  const title = `Focus Refresh Engineer ${Date.now()}`;
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

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

  await regainFocus(page);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  // The tabs keep working on the refreshed cards.
  await page.getByRole('tab', { name: 'Tech' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});
