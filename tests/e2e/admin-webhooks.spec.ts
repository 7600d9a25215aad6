import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, gotoWaitsForHydration, test } from './fixtures';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';
import { SITE_ORIGIN, openAdminTab } from './admin-helpers';
import { expectNoAxeViolations } from './helpers';

// One file, run in order: both tests change the shared contact webhook setting.
test.describe.configure({ mode: 'serial' });

let receiver: WebhookReceiver;

test.beforeAll(async () => {
  receiver = await startWebhookReceiver([{ status: 201 }]);
});

test.afterAll(async ({ browser }) => {
  // Leave the shared server as it was: no form webhook pointing at a receiver that is gone.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.request.post('/api/auth/sign-in/username', {
    data: { username: 'e2e_admin', password: 'e2e-admin-password-123' },
    headers: { origin: SITE_ORIGIN },
  });
  await page.request.put('/api/admin/webhooks', {
    data: { contactFormWebhook: '' },
    headers: { origin: SITE_ORIGIN },
  });
  await context.close();
  await receiver.close();
});

async function saveContactWebhook(page: Page, url: string) {
  await openAdminTab(page, 'Form Webhooks');
  await page.getByLabel('Contact Form webhook URL').fill(url);
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  await expect(page.getByText('Configuration saved')).toBeVisible();
}

test('Test with Label Names reaches a local receiver and shows its status', async ({ page }) => {
  await openAdminTab(page, 'Form Webhooks');
  const url = page.getByLabel('Contact Form webhook URL');
  const testButton = page.getByRole('button', { name: 'Test with Label Names' });
  await url.fill('');
  await expect(testButton).toBeDisabled();

  await saveContactWebhook(page, receiver.url);
  await expect(page.getByText('firstName', { exact: true })).toBeVisible();
  const before = receiver.requests.length;
  await testButton.click();
  await expect(page.getByText('Test sent')).toBeVisible();
  await expect(
    page.getByText(
      'Field labels were sent to the contact form webhook. The receiver answered HTTP 201.',
    ),
  ).toBeVisible();
  await receiver.waitForRequests(before + 1);
  const request = receiver.requests[before];
  const fields = Object.fromEntries(new URLSearchParams(request?.body ?? ''));
  expect(fields).toMatchObject({
    firstName: 'First Name',
    company: 'Company Name',
    message: 'Message',
  });
  expect(request?.headers['webhook-signature']).toMatch(/^v1,/);
});

test('a visitor’s contact request appears in Leads, its delivery in Deliveries, and in the CSV', async ({
  page,
  browser,
}) => {
  await saveContactWebhook(page, receiver.url);
  const email = `visitor-${Date.now()}@example.com`;

  const visitor = await browser.newContext();
  const site = gotoWaitsForHydration(await visitor.newPage());
  await site.goto('/#contact');
  const form = site.getByRole('form', { name: 'Consultation request' });
  await form.getByLabel('First Name').fill('Vera');
  await form.getByLabel('Last Name').fill('Visitor');
  await form.getByLabel('Business Email').fill(email);
  await form.getByLabel('Phone Number').fill('(305) 555-0142');
  await form.getByLabel('Company Name').fill('Visitor Dental');
  await form.getByLabel('Industry').selectOption('dental');
  await form.getByLabel('Company Size').selectOption('1-10');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Schedule My Consultation' }).click();
  await expect(site.getByText('Request submitted successfully!')).toBeVisible();
  await visitor.close();

  await page.getByRole('tab', { name: 'Leads', exact: true }).click();
  await page.getByLabel('Search').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Vera Visitor');
  await row.getByRole('button', { name: /View/ }).click();
  await expect(page.getByRole('dialog')).toContainText('Visitor Dental');
  await page.keyboard.press('Escape');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Contact Form' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain(email);

  await page.getByRole('tab', { name: 'Deliveries', exact: true }).click();
  const delivery = page.getByRole('row').filter({ hasText: receiver.url }).first();
  await expect(delivery).toContainText('Contact Form');
  await expect(delivery).toContainText(/succeeded|pending/);
  await expect
    .poll(() =>
      receiver.requests.some((request) => request.body.includes(encodeURIComponent(email))),
    )
    .toBe(true);
});

test('Email Settings: templates, test emails, save and clear, with the spec toasts', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAdminTab(page, 'Email Settings');
  const url = page.getByLabel('Email webhook URL');
  await url.fill('');
  await page.getByRole('button', { name: 'Test Contact' }).click();
  await expect(page.getByText('No webhook configured')).toBeVisible();
  await expect(page.getByText('Please enter a webhook URL to test email sending.')).toBeVisible();

  await page.getByRole('button', { name: 'View Email Templates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sample Email Templates' });
  const tabs = dialog.getByRole('tablist', { name: 'Email templates' }).getByRole('tab');
  await expect(tabs).toHaveText([
    'Contact Form',
    'Career Application',
    'Partnership',
    'Custom Solution',
  ]);
  await tabs.filter({ hasText: 'Career Application' }).click();
  await expect(dialog.getByRole('tabpanel')).toContainText('Thank you for your job application');
  // The previews are the emails themselves, in sandboxed frames (no scripts, so no axe inside).
  await expectNoAxeViolations(page, { exclude: ['iframe[sandbox]'] });
  await page.keyboard.press('Escape');

  await url.fill(receiver.url);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  const before = receiver.requests.length;
  await page.getByRole('button', { name: 'Test Career' }).click();
  await expect(page.getByText('Test email sent')).toBeVisible();
  await receiver.waitForRequests(before + 1);
  const sent = JSON.parse(receiver.requests[before]?.body ?? '{}') as Record<string, unknown>;
  expect(sent).toMatchObject({
    from: 'careers@sonara.ai',
    subject: 'Thank you for your job application | Sonara AI',
    formType: 'career',
    userData: expect.objectContaining({ firstName: expect.any(String) }),
  });
  expect(typeof sent.to).toBe('string');

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('Settings cleared')).toBeVisible();
  await expect(url).toHaveValue('');
});
