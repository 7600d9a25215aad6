import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';
import { ADMIN, openAdminTab, signInThroughCard } from './admin-helpers';

test.describe('admin sign-in', () => {
  test('the login card requires both fields and passes axe', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveTitle('Admin Dashboard');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      /noindex, ?nofollow/,
    );
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a wrong password shows the failure toast and creates no session', async ({ page }) => {
    await page.goto('/admin');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill('not-the-right-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login failed')).toBeVisible();
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.filter((cookie) => cookie.name.includes('session_token'))).toEqual([]);
    expect((await page.request.get('/api/admin/session')).status()).toBe(401);
  });

  test('signs in with a strict nonce CSP, then logs out to / and the old cookie is refused', async ({
    page,
  }) => {
    const response = await page.goto('/admin');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(csp).toContain("frame-ancestors 'none'");
    await signInThroughCard(page);
    const [session] = (await page.context().cookies()).filter((c) =>
      c.name.endsWith('session_token'),
    );
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    await expect(page.locator('script:not([nonce])')).toHaveCount(0);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    const replay = await page.request.get('/api/admin/session', {
      headers: { cookie: `${session?.name}=${session?.value}` },
    });
    expect(replay.status()).toBe(401);
  });

  test('every tab passes axe and works at 375 px', async ({ page }) => {
    // Seven axe runs: on a loaded 2-core host this took 36-47 s, around the default 45 s limit.
    test.slow();
    await page.setViewportSize({ width: 375, height: 800 });
    await openAdminTab(page, 'Form Webhooks');
    await expect(page.getByLabel('Contact Form webhook URL')).toBeVisible();
    await expectNoAxeViolations(page);
    for (const [tab, ready] of [
      ['Careers', 'Job Management'],
      ['Email Settings', 'Email webhook URL'],
      ['Tracking Pixels', 'Add Tracking Pixel'],
      ['Leads', 'Export CSV:'],
      ['Deliveries', 'Status'],
      ['Audit Log', 'auth.sign-in'],
      ['Account', 'Change Password'],
    ] as const) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
      await expectNoAxeViolations(page);
      // Nothing may force the page wider than the phone screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });

  test('the tabs are keyboard operable', async ({ page }) => {
    await openAdminTab(page, 'Form Webhooks');
    await page.getByRole('tab', { name: 'Form Webhooks', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Careers', exact: true })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Careers', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Add New Job' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Add New Job' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('two-factor set-up shows a scannable QR code, the key and backup codes; Cancel leaves it off', async ({
    page,
  }) => {
    await openAdminTab(page, 'Account');
    await page.locator('#totp-password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Set up two-factor' }).click();
    const qrCode = page.getByRole('img', { name: 'QR code for your authenticator app' });
    await expect(qrCode).toBeVisible();
    expect(await qrCode.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // Drawn, not a blank image: the natural size matches the requested width.
    expect(await qrCode.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(192);
    await expect(page.getByRole('link', { name: /^otpauth:\/\/totp\// })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Two-factor authentication is')).toContainText('off');
  });
});
