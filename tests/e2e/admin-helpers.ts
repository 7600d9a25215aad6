import { expect, type Page } from '@playwright/test';

export const ADMIN = { username: 'e2e_admin', password: 'e2e-admin-password-123' };

/** The site's origin (the Playwright web server; workers inherit its port). */
export const SITE_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** Signs in through the login card, as an admin would. */
export async function signInThroughCard(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

/** Signs in with the endpoint the card uses (quicker), then opens the dashboard on a tab. */
export async function openAdminTab(page: Page, tab: string): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/username', {
    data: ADMIN,
    headers: { origin: SITE_ORIGIN },
  });
  expect(response.status()).toBe(200);
  await page.goto('/admin');
  await page.getByRole('tab', { name: tab, exact: true }).click();
}
