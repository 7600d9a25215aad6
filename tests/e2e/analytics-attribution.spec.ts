import { devices, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, gotoWaitsForHydration, test } from './fixtures';
import { serverIn } from './consent-helpers';
import type { ConsentMode } from '@/lib/consent/contract';
import type { LeadDetail } from '@/lib/admin/lead-forms';
import type { AnalyticsReport } from '@/lib/analytics/report-types';

/**
 * Where a lead's visit began, end to end on a server of its own per consent mode: the beacon
 * remembers the visit's first page in `sessionStorage` only as the mode allows, the form sends it,
 * and the admin sees it on the lead and in the Analytics tab.
 */

const LANDING = '/solutions?utm_source=google&utm_campaign=dental';
const GOOGLE = 'https://www.google.com/';
const VISIT_KEY = 'sonara_visit';
const FIRST_TOUCH = {
  page: '/solutions',
  referrer: GOOGLE,
  utmSource: 'google',
  utmMedium: '',
  utmCampaign: 'dental',
  utmTerm: '',
  utmContent: '',
};
const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });

/**
 * A visitor (a desktop Chrome: the counting leaves headless browsers out) whose every write to
 * `localStorage` or `sessionStorage` is noted on the page, to prove that none happens.
 */
async function visitor(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: origin,
    userAgent: devices['Desktop Chrome'].userAgent,
  });
  await context.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      const writes = (Reflect.get(window, '__storageWrites') as string[] | undefined) ?? [];
      Reflect.set(window, '__storageWrites', [...writes, key]);
      setItem.call(this, key, value);
    };
  });
  return gotoWaitsForHydration(await context.newPage(), { consent: 'unanswered' });
}

const storageWrites = (page: Page) =>
  page.evaluate(() => (Reflect.get(window, '__storageWrites') as string[] | undefined) ?? []);
const rememberedVisit = (page: Page) =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown, VISIT_KEY);

/** Follows the header's links to each path in turn (client-side navigations of one visit). */
async function browse(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    await page.locator(`header a[href="${path}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${path.replace('/', '\\/')}$`));
  }
}

/** Lands from Google on the campaign's page, reads two more pages, and comes to the home page. */
async function campaignVisit(page: Page): Promise<void> {
  await page.goto(LANDING, { referer: GOOGLE });
  await browse(page, ['/ai-coaching', '/ai-roleplay', '/']);
}

/**
 * Sends the home page's contact form with the keyboard only (the unanswered banner covers the
 * bottom of the window); returns the stored lead's id.
 */
async function sendContactForm(page: Page, email: string): Promise<string> {
  const form = page.locator('form[data-lead-form="contact"]');
  await form.getByLabel('First Name').fill('Dana');
  await form.getByLabel('Last Name').fill('Visit');
  await form.getByLabel('Business Email').fill(email);
  await form.getByLabel('Phone Number').fill('(305) 555-0100');
  await form.getByLabel('Company Name').fill('Dental Visit Co');
  await form.getByLabel('Industry').selectOption('dental');
  await form.getByLabel('Company Size').selectOption('11-50');
  await form.getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await expect(form.getByRole('checkbox')).toBeChecked();
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/forms/contact'));
  await form.getByRole('button', { name: 'Schedule My Consultation' }).focus();
  await page.keyboard.press('Enter');
  const response = await answer;
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function leadDetail(admin: APIRequestContext, origin: string, id: string) {
  const response = await admin.get(`${origin}/api/admin/leads/contact/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as LeadDetail;
}

/** A server in `mode` with a pixel of each category, and an admin session on it. */
function siteIn(mode: ConsentMode) {
  const site = { origin: '', admin: undefined as unknown as APIRequestContext, dispose: () => {} };
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    site.admin = await playwright.request.newContext();
    // Adding the pixels signs this request context in as the admin.
    Object.assign(site, await serverIn(mode, site.admin));
  });
  test.afterAll(async () => {
    site.dispose();
    await site.admin?.dispose();
  });
  return site;
}

const closeContext = (page: Page): Promise<void> => page.context().close();

test.describe('a lead remembers where its visit began: consent mode opt-out', () => {
  test.describe.configure({ mode: 'serial' });
  test.slow();
  const site = siteIn('opt-out');

  test('a campaign visit converting three pages on carries its first touch; the funnel counts it once', async ({
    browser,
  }) => {
    const page = await visitor(browser, site.origin);
    await campaignVisit(page);
    await expect(banner(page)).toBeVisible();
    expect(await rememberedVisit(page)).toEqual({
      p: '/solutions',
      q: '?utm_source=google&utm_campaign=dental',
      r: GOOGLE,
    });
    const id = await sendContactForm(page, 'dana.optout@example.com');
    const lead = await leadDetail(site.admin, site.origin, id);
    expect(lead.attribution.first).toEqual(FIRST_TOUCH);
    expect(lead.attribution.last).toMatchObject({ page: '/', utmCampaign: '' });
    await closeContext(page);

    // The Analytics tab: the contact form was started and sent once, and the campaign and the
    // entry page each have the lead (the beacon's events reach the database within a second).
    await expect
      .poll(async () => {
        const response = await site.admin.get(`${site.origin}/api/admin/analytics/report?days=7`);
        const report = (await response.json()) as AnalyticsReport;
        const contact = report.funnels.find((funnel) => funnel.type === 'contact');
        const campaign = report.tables.utmCampaigns.find((row) => row.value === 'dental');
        const entry = report.tables.entries.find((row) => row.value === '/solutions');
        return [contact?.started, contact?.submitted, campaign?.leads, entry?.leads];
      })
      .toEqual([1, 1, 1, 1]);
  });

  test('"Reject all" removes the remembered visit, and the lead has its last touch only', async ({
    browser,
  }) => {
    const page = await visitor(browser, site.origin);
    await page.goto(LANDING, { referer: GOOGLE });
    expect(await rememberedVisit(page)).not.toBeNull();
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    expect(await rememberedVisit(page)).toBeNull();
    await browse(page, ['/']);
    expect(await rememberedVisit(page)).toBeNull();
    const id = await sendContactForm(page, 'dana.rejected@example.com');
    const lead = await leadDetail(site.admin, site.origin, id);
    expect(lead.attribution.first).toBeNull();
    // Refusing the marketing code that already ran reloads the page, which names itself as the
    // referrer from then on: only the page is certain here.
    expect(lead.attribution.last).toMatchObject({ page: '/' });
    await closeContext(page);
  });
});

test.describe('a lead remembers where its visit began: consent mode opt-in', () => {
  test.describe.configure({ mode: 'serial' });
  test.slow();
  const site = siteIn('opt-in');

  test('without an answer nothing is stored on the device and the lead has its last touch only', async ({
    browser,
  }) => {
    const page = await visitor(browser, site.origin);
    await campaignVisit(page);
    await expect(banner(page)).toBeVisible();
    const id = await sendContactForm(page, 'dana.unanswered@example.com');
    expect(await storageWrites(page)).toEqual([]);
    expect(await rememberedVisit(page)).toBeNull();
    const lead = await leadDetail(site.admin, site.origin, id);
    expect(lead.attribution.first).toBeNull();
    expect(lead.attribution.last).toMatchObject({ page: '/', referrer: GOOGLE, utmSource: '' });
    await closeContext(page);
  });

  test('with "Reject all" no storage write and no cookie but the decision itself', async ({
    browser,
  }) => {
    const page = await visitor(browser, site.origin);
    await page.goto(LANDING, { referer: GOOGLE });
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await expect(banner(page)).toHaveCount(0);
    await browse(page, ['/ai-coaching', '/']);
    const id = await sendContactForm(page, 'dana.rejectall@example.com');
    expect(await storageWrites(page)).toEqual([]);
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual([
      'sonara_consent',
      'sonara_consent_id',
    ]);
    expect((await leadDetail(site.admin, site.origin, id)).attribution.first).toBeNull();
    await closeContext(page);
  });

  test('accepting analytics on the first page keeps that page as the first touch', async ({
    browser,
  }) => {
    const page = await visitor(browser, site.origin);
    await page.goto(LANDING, { referer: GOOGLE });
    expect(await rememberedVisit(page)).toBeNull();
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await browse(page, ['/ai-coaching', '/']);
    expect(await rememberedVisit(page)).toMatchObject({ p: '/solutions' });
    const id = await sendContactForm(page, 'dana.accepted@example.com');
    expect((await leadDetail(site.admin, site.origin, id)).attribution.first).toEqual(FIRST_TOUCH);
    await closeContext(page);
  });
});
