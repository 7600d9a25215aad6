import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';
import { ADMIN, openAdminTab, signInThroughCard } from './admin-helpers';
import { startOwnServer, type OwnServer } from './own-server';
import { totpFromUri } from '@/tests/helpers/totp';

// better-auth's two-factor plugin (default options): ten codes of ten letters and digits, 5-5.
const BACKUP_CODE_COUNT = 10;
const BACKUP_CODE = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

/** The backup codes the two-factor set-up lists under its heading. */
async function backupCodesShown(page: Page): Promise<string[]> {
  const list = page
    .getByText('Backup codes (each works once; keep them somewhere safe):')
    .locator('xpath=following-sibling::ul');
  await expect(list.getByRole('listitem').first()).toBeVisible();
  return (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
}

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
    // Every inline script carries the nonce. Chunks Next.js loads later (the Overview's chart) are
    // added by its nonced runtime without one, which 'strict-dynamic' allows.
    await expect(page.locator('script:not([nonce]):not([src])')).toHaveCount(0);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    const replay = await page.request.get('/api/admin/session', {
      headers: { cookie: `${session?.name}=${session?.value}` },
    });
    expect(replay.status()).toBe(401);
  });

  test('every tab passes axe and works at 375 px', async ({ page }) => {
    // Eleven axe runs: on a loaded 2-core host nine took 36-47 s, around the default 45 s limit.
    test.slow();
    await page.setViewportSize({ width: 375, height: 800 });
    await openAdminTab(page, 'Overview');
    await expect(page.getByText('Submissions per day', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    for (const [tab, ready] of [
      ['Analytics', 'Form funnels'],
      ['Form Webhooks', 'Contact Form webhook URL'],
      ['Careers', 'Job Management'],
      ['Blog', 'Blog Posts'],
      ['Email Settings', 'Email webhook URL'],
      ['Tracking Pixels', 'Add Tracking Pixel'],
      ['Leads', 'Export CSV:'],
      ['Scheduling', 'Routing Rules'],
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
    const codes = await backupCodesShown(page);
    expect(codes).toHaveLength(BACKUP_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(BACKUP_CODE);
    expect(new Set(codes).size).toBe(BACKUP_CODE_COUNT);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Two-factor authentication is')).toContainText('off');
  });
});

// Turning two-factor on for the shared e2e admin would stop every other spec signing in with its
// password, so this runs against a server (and database) of its own.
test.describe('two-factor sign-in with a backup code', () => {
  const OWN_ADMIN = { username: 'totp_admin', password: 'totp-admin-password-1' };
  let server: OwnServer;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startOwnServer({
      ADMIN_USERNAME: OWN_ADMIN.username,
      ADMIN_PASSWORD: OWN_ADMIN.password,
      BETTER_AUTH_SECRET: 'totp-secret-totp-secret-totp-secret-0123456',
    });
  });

  test.afterAll(() => server?.dispose());

  test('a backup code shown at set-up signs in once, and only once', async ({ page }) => {
    test.slow();
    const origin = `http://127.0.0.1:${server.port}`;
    const signInWithPassword = async () => {
      await page.goto(`${origin}/admin`);
      await page.getByLabel('Username').fill(OWN_ADMIN.username);
      await page.getByLabel('Password').fill(OWN_ADMIN.password);
      await page.getByRole('button', { name: 'Login' }).click();
    };
    await signInWithPassword();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await page.getByRole('tab', { name: 'Account', exact: true }).click();
    await page.locator('#totp-password').fill(OWN_ADMIN.password);
    await page.getByRole('button', { name: 'Set up two-factor' }).click();
    const uri = await page.getByRole('link', { name: /^otpauth:\/\/totp\// }).textContent();
    const codes = await backupCodesShown(page);
    expect(codes).toHaveLength(BACKUP_CODE_COUNT);
    await page.getByLabel('Code from the app').fill(totpFromUri(uri ?? ''));
    await page.getByRole('button', { name: 'Verify and enable' }).click();
    await expect(page.getByText('Two-factor authentication enabled')).toBeVisible();
    await expect(page.getByText('Two-factor authentication is')).toContainText('on');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);

    const [code] = codes;
    const useBackupCode = async () => {
      await signInWithPassword();
      await page.getByRole('button', { name: 'Use a backup code' }).click();
      await page.getByLabel('Backup code').fill(code ?? '');
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
    };
    await useBackupCode();
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    expect((await page.request.get(`${origin}/api/admin/session`)).status()).toBe(200);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);

    // Each code works once: the same one is refused on the next sign-in.
    await useBackupCode();
    await expect(page.getByText('Invalid authentication code')).toBeVisible();
    expect((await page.request.get(`${origin}/api/admin/session`)).status()).toBe(401);
  });
});
