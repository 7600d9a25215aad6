import { expect, test } from './fixtures';
import { ADMIN } from './admin-helpers';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * The admin's Content-Security-Policy allows no string evaluation ('unsafe-eval'). Code that
 * tries it anyway, even inside a try/catch, makes the browser report a violation (Firefox logs it
 * on the console), so the admin must never try. Listening from the first script on, before any of
 * the admin's own code runs, catches probes made while modules load.
 */
test('the admin evaluates no strings while loading, signing in and opening every tab', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const violations = () => page.evaluate(() => window.__cspViolations ?? []);

  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  expect(count).toBeGreaterThan(5);
  for (let index = 0; index < count; index += 1) {
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
  }
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  expect(await violations()).toEqual([]);
});
