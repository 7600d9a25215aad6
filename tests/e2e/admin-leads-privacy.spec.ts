import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, gotoWaitsForHydration, test } from './fixtures';
import { ADMIN, SITE_ORIGIN, openAdminTab } from './admin-helpers';
import { startOwnServer, type OwnServer } from './own-server';

async function fillContact(form: Locator, firstName: string, email: string) {
  await form.getByLabel('First Name').fill(firstName);
  await form.getByLabel('Last Name').fill('Spamwood');
  await form.getByLabel('Business Email').fill(email);
  await form.getByLabel('Phone Number').fill('(305) 555-0100');
  await form.getByLabel('Company Name').fill('Review Dental');
  await form.getByLabel('Industry').selectOption('dental');
  await form.getByLabel('Company Size').selectOption('11-50');
  await form.getByRole('checkbox').check();
}

/** Submits the home page's contact form; `bot` also fills the field people never see. */
async function submitContact(page: Page, firstName: string, email: string, bot = false) {
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Consultation request' });
  await fillContact(form, firstName, email);
  if (bot)
    await form.locator('input[name="hp_marker"]').fill('https://spam.example', { force: true });
  await form.getByRole('button', { name: 'Schedule My Consultation' }).click();
  await expect(page.getByText('Request submitted successfully!')).toBeVisible();
}

test('an admin restores a lead the honeypot caught', async ({ page, browser }) => {
  const visitor = gotoWaitsForHydration(await (await browser.newContext()).newPage());
  await submitContact(visitor, 'Honeypotted', 'caught@example.com', true);

  await openAdminTab(page, 'Leads');
  // Caught spam is listed only under the Spam status.
  await page.getByLabel('Status', { exact: true }).selectOption('spam');
  await page.getByRole('button', { name: 'View lead from Honeypotted Spamwood' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText(/Caught as spam: it filled in a field hidden from people/),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Not spam' }).click();
  await expect(page.getByText('Moved to New')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Not spam' })).toHaveCount(0);
});

test('an admin answers an export and an erase request by email address', async ({ page }) => {
  const email = `erase-${Date.now()}@example.com`;
  const posted = await page.request.post('/api/forms/contact', {
    headers: { origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' },
    data: {
      firstName: 'Privacy',
      lastName: 'Person',
      email,
      phone: '(305) 555-0100',
      company: 'Erasable Inc',
      industry: 'dental',
      employeeCount: '11-50',
      serviceType: 'managed',
      message: '',
      agreeToTerms: true,
    },
  });
  expect(posted.status()).toBe(201);
  const leadId = ((await posted.json()) as { id: string }).id;

  await openAdminTab(page, 'Leads');
  await page.getByRole('button', { name: 'Privacy request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Privacy request' });
  await dialog.getByLabel('Email address').fill(email.toUpperCase());
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export data' }).click();
  const file = await (await download).path();
  const document = JSON.parse(await readFile(file, 'utf8')) as {
    email: string;
    leads: { id: string; form: string; company: string }[];
    consentRecords: unknown[];
  };
  expect(document.email).toBe(email);
  expect(document.leads).toEqual([
    expect.objectContaining({ id: leadId, form: 'contact', company: 'Erasable Inc' }),
  ]);
  expect(document.consentRecords).toEqual([]);

  await dialog.getByRole('button', { name: 'Erase data' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    `Erase all data for ${email.toUpperCase()}? This cannot be undone.`,
  );
  await confirm.getByRole('button', { name: 'Erase all data' }).click();
  await expect(page.getByText('Data erased')).toBeVisible();

  const after = await page.request.post('/api/admin/privacy/export', {
    headers: { origin: SITE_ORIGIN },
    data: { email },
  });
  expect(((await after.json()) as { leads: unknown[] }).leads).toEqual([]);
});

test.describe('too-fast submissions', () => {
  // Two servers, so neither case depends on how fast this machine fills eight fields: on one, any
  // form sent within ten minutes of appearing is too fast; on the other the minimum is one second,
  // and the visitor waits longer than that (a wait only ever too long, never too short).
  let strict: OwnServer;
  let lenient: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const env = {
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      BETTER_AUTH_SECRET: 'e2e-spam-secret-e2e-spam-secret-0123456789',
    };
    [strict, lenient] = await Promise.all([
      startOwnServer({ ...env, SPAM_MIN_SUBMIT_SECONDS: '600' }),
      startOwnServer({ ...env, SPAM_MIN_SUBMIT_SECONDS: '1' }),
    ]);
  });
  test.afterAll(() => {
    strict?.dispose();
    lenient?.dispose();
  });

  async function spamState(request: APIRequestContext, origin: string, id: string) {
    const response = await request.get(`${origin}/api/admin/leads/contact/${id}/not-spam`);
    return (await response.json()) as { spam: boolean; reason: string | null };
  }

  /** Fills and sends the contact form on `origin`, `wait` ms after its token arrived. */
  async function submitted(browser: Browser, origin: string, wait: number) {
    const context = await browser.newContext({ baseURL: origin });
    const visitor = gotoWaitsForHydration(await context.newPage());
    // Listening before the page loads: opened at #contact, the form may hydrate and fetch its
    // token before `goto` returns.
    const token = visitor.waitForResponse((response) =>
      response.url().endsWith('/api/forms/token'),
    );
    await visitor.goto('/#contact');
    const form = visitor.getByRole('form', { name: 'Consultation request' });
    await form.getByLabel('First Name').click();
    await token;
    if (wait > 0) await visitor.waitForTimeout(wait);
    await fillContact(form, 'Speedy', 'speedy@example.com');
    const answer = visitor.waitForResponse((response) =>
      response.url().endsWith('/api/forms/contact'),
    );
    await form.getByRole('button', { name: 'Schedule My Consultation' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await context.close();
    return id;
  }

  async function stateOf(browser: Browser, origin: string, id: string) {
    const admin = await browser.newContext({ baseURL: origin });
    const signIn = await admin.request.post(`${origin}/api/auth/sign-in/username`, {
      data: ADMIN,
      headers: { origin },
    });
    expect(signIn.status()).toBe(200);
    const state = await spamState(admin.request, origin, id);
    await admin.close();
    return state;
  }

  test('a form sent right after it appeared is kept as spam; one sent later is a lead', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const origin = `http://127.0.0.1:${strict.port}`;
    const tokens = await Promise.all([1, 2].map(() => fetch(`${origin}/api/forms/token`)));
    expect(tokens.map((response) => response.headers.get('cache-control'))).toEqual([
      'no-store',
      'no-store',
    ]);
    const [first, second] = await Promise.all(tokens.map((response) => response.json()));
    expect(first).not.toEqual(second);

    const fast = await submitted(browser, origin, 0);
    expect(await stateOf(browser, origin, fast)).toEqual({ spam: true, reason: 'too-fast' });

    const lenientOrigin = `http://127.0.0.1:${lenient.port}`;
    const slow = await submitted(browser, lenientOrigin, 1_500);
    expect(await stateOf(browser, lenientOrigin, slow)).toEqual({ spam: false, reason: null });
  });
});
