import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { SITE_ORIGIN, openAdminTab } from './admin-helpers';

const DECISION = {
  action: 'accept-all',
  analytics: true,
  marketing: true,
  gpc: false,
  policyVersion: '1',
  mode: 'opt-in',
};

test('the admin switches the consent mode and it stays saved after a reload', async ({ page }) => {
  await openAdminTab(page, 'Tracking Pixels');
  const select = page.getByLabel('Consent mode');
  await expect(select).toHaveValue('opt-in');
  await expect(page.getByText('what the GDPR and ePrivacy rules require')).toBeVisible();

  await select.selectOption({ label: 'Opt-out (run unless refused; honours GPC)' });
  await expect(page.getByText('a Global Privacy Control signal refuses for them')).toBeVisible();
  await page.getByRole('button', { name: 'Save Consent Mode' }).click();
  await expect(page.getByText('Consent mode saved')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Tracking Pixels', exact: true }).click();
  await expect(page.getByLabel('Consent mode')).toHaveValue('opt-out');

  // Back to the default, so other specs see the site as a new install would.
  await page.getByLabel('Consent mode').selectOption('opt-in');
  await page.getByRole('button', { name: 'Save Consent Mode' }).click();
  await expect(page.getByText('Consent mode saved').last()).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Tracking Pixels', exact: true }).click();
  await expect(page.getByLabel('Consent mode')).toHaveValue('opt-in');
});

test('the pixel form sets a category the table shows, and the policy lists the pixel', async ({
  page,
  browser,
}) => {
  const name = `Analytics ${Date.now()}`;
  // A visit first, so the policy is cached before the change and must be expired by it.
  const visitor = await browser.newContext();
  const policy = await visitor.newPage();
  await policy.goto('/privacy-policy');
  await expect(policy.getByRole('heading', { name: 'Tracking technologies we use' })).toBeVisible();
  await expect(policy.getByText('E2E Identity Pixel: Marketing')).toBeVisible();
  await expect(policy.getByText(name)).toHaveCount(0);

  await openAdminTab(page, 'Tracking Pixels');
  const system = page.getByRole('row').filter({ hasText: 'E2E Identity Pixel' });
  await expect(system.getByText('Marketing', { exact: true })).toBeVisible();

  const category = page.getByLabel('Category');
  await expect(category).toHaveValue('marketing');
  await page.getByLabel('Pixel name').fill(name);
  await category.selectOption({ label: 'Analytics' });
  await page.getByLabel('Pixel code').fill('<script>window.__analyticsPixel = true</script>');
  await page.getByRole('button', { name: 'Add Pixel' }).click();
  await expect(page.getByText('Tracking pixel added')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Analytics', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Category')).toHaveValue('analytics');
  await page.getByLabel('Category').selectOption('necessary');
  await page.getByRole('button', { name: 'Update Pixel' }).click();
  await expect(page.getByText('Tracking pixel updated')).toBeVisible();
  await expect(row.getByText('Necessary', { exact: true })).toBeVisible();

  await policy.reload();
  await expect(policy.getByText(`${name}: Necessary`)).toBeVisible();

  await row.getByRole('switch', { name: `Disable ${name}` }).click();
  await expect(page.getByText('Tracking pixel disabled')).toBeVisible();
  await policy.reload();
  await expect(policy.getByText(name)).toHaveCount(0);
  await visitor.close();

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText('Tracking pixel removed')).toBeVisible();
});

test('a recorded decision shows in the consent log and in the CSV export', async ({ page }) => {
  const recorded = await page.request.post('/api/consent', {
    data: DECISION,
    headers: { origin: SITE_ORIGIN },
  });
  expect(recorded.status()).toBe(201);
  const { consentId } = (await recorded.json()) as { consentId: string };
  expect(recorded.headers()['set-cookie']).toContain(`sonara_consent_id=${consentId}`);

  await openAdminTab(page, 'Tracking Pixels');
  const table = page.getByRole('region', { name: 'Consent decisions per day' });
  await expect(table.getByRole('columnheader', { name: 'Accept all' })).toBeVisible();
  const today = table.getByRole('row', { name: new RegExp(new Date().toISOString().slice(0, 10)) });
  await expect(today).toBeVisible();
  const counts = await today.getByRole('cell').allTextContents();
  expect(Number(counts[0])).toBeGreaterThanOrEqual(1);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^consent-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    '\ufeffDecided at (UTC),Consent ID,Action,Analytics,Marketing,GPC (reported by browser),Mode,Policy version,Browser',
  );
  expect(csv).toContain(`,${consentId},accept-all,true,true,false,opt-in,1,`);
});
