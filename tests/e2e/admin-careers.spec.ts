import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openAdminTab } from './admin-helpers';

/** /careers as a brand-new anonymous visitor sees it (a fresh browser context, no cookies). */
async function visitorCareers(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/careers');
  const headings = await page.getByRole('heading', { level: 3 }).allTextContents();
  const html = await page.content();
  await context.close();
  return { headings, html };
}

async function fillJob(page: Page, title: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Job Title').fill(title);
  await dialog.getByLabel('Function').selectOption('marketing');
  await dialog.getByLabel('Location').fill('Austin, TX');
  await dialog.getByLabel('Salary Range').fill('$90,000 - $110,000');
  await dialog
    .getByLabel('Description')
    .fill('Tell the story of AI voice agents to small businesses.');
  await dialog.getByLabel('Qualifications').fill('- 3+ years in B2B marketing\n- Clear writing');
}

test('a job created, deactivated, edited and deleted in the admin shows on /careers for every visitor', async ({
  page,
  browser,
}) => {
  const title = `E2E Growth Marketer ${Date.now()}`;
  await openAdminTab(page, 'Careers');

  await page.getByRole('button', { name: 'Add New Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Job' });
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(600);
  await dialog.getByRole('button', { name: 'Create Job' }).click();
  await expect(dialog.getByText('Job title is required')).toBeVisible();
  await expect(dialog.getByText('Please select a job function')).toBeVisible();
  await fillJob(page, title);
  await dialog.getByRole('button', { name: 'Create Job' }).click();
  await expect(page.getByText('Job Created')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(/SON-\d{4}-\d{3}/);
  await expect(row).toContainText('Active');
  expect((await visitorCareers(browser)).headings).toContain(title);

  await row.getByRole('button', { name: `Deactivate ${title}` }).click();
  await expect(page.getByText(`${title} is now hidden on the careers page.`)).toBeVisible();
  await expect(row).toContainText('Inactive');
  expect((await visitorCareers(browser)).html).not.toContain(title);

  await row.getByRole('button', { name: `Activate ${title}` }).click();
  await expect(page.getByText(`${title} is now visible on the careers page.`)).toBeVisible();
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Job Listing' });
  await expect(edit.getByLabel('Job Title')).toHaveValue(title);
  await edit.getByLabel('Job Title').fill(`${title} (Senior)`);
  await edit.getByRole('button', { name: 'Update Job' }).click();
  await expect(page.getByText('Job Updated')).toBeVisible();
  // Edited right after activating: the edit keeps the activation (the dialog is filled from it).
  expect((await visitorCareers(browser)).headings).toContain(`${title} (Senior)`);

  const edited = page.getByRole('row').filter({ hasText: `${title} (Senior)` });
  await edited.getByRole('button', { name: `Delete ${title} (Senior)` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this job listing?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Job Deleted')).toBeVisible();
  await expect(edited).toHaveCount(0);
  expect((await visitorCareers(browser)).html).not.toContain(title);
});

const RESUME = path.join(process.cwd(), 'tests/helpers/fixtures/resume.pdf');

interface JobPostingData {
  '@type': string;
  [field: string]: unknown;
}

/** Every JSON-LD object on the page, arrays flattened. */
async function structuredData(page: Page): Promise<JobPostingData[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as JobPostingData | JobPostingData[];
    return Array.isArray(data) ? data : [data];
  });
}

test('a job created in the admin gets its own page: opened from /careers, applied to, then gone (410) once deactivated', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `E2E Support Lead ${Date.now()}`;
  await openAdminTab(page, 'Careers');
  await page.getByRole('button', { name: 'Add New Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Job' });
  await fillJob(page, title);
  await dialog.getByLabel('Employment Type').selectOption('PART_TIME');
  // Before the posted date: refused with the field's message, nothing created.
  await dialog.getByLabel('Closing Date').fill('2001-01-01');
  await dialog.getByRole('button', { name: 'Create Job' }).click();
  await expect(
    dialog.getByText('The closing date must be on or after the posted date'),
  ).toBeVisible();
  await dialog.getByLabel('Closing Date').fill('2099-06-30');
  await dialog.getByRole('button', { name: 'Create Job' }).click();
  await expect(page.getByText('Job Created')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  const viewPage = row.getByRole('link', { name: /^View page/ });
  // Relative: the admin shares the site's origin, so the link stays on the address in use.
  const href = (await viewPage.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/careers\//);
  const pageUrl = new URL(href, page.url());
  expect(pageUrl.pathname).toMatch(/^\/careers\/e2e-support-lead-\d+-son-\d{4}-\d{3}$/);
  const reqNumber = pageUrl.pathname.slice(-12).toUpperCase();

  // A visitor opens the job from its card's title, and applies on the job's page.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/careers');
  await visitor.getByRole('link', { name: title, exact: true }).click();
  await expect(visitor).toHaveURL(pageUrl.pathname);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const crumbs = visitor.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Careers', title]);
  await expect(visitor.getByText(`Req# ${reqNumber}`).first()).toBeVisible();
  await expect(visitor.getByText('Part time')).toBeVisible();
  await expect(visitor.getByText('Apply by June 30, 2099')).toBeVisible();
  // The served page's canonical, as a crawler loads it (a client-side navigation from /careers
  // may leave that page's link in the head until the next full load).
  const served = await visitor.request.get(pageUrl.href);
  expect(await served.text()).toContain(`<link rel="canonical" href="${pageUrl.href}"/>`);
  await expect(visitor).toHaveTitle(new RegExp(`^${title} \\(Austin, TX\\)`));

  const postings = (await structuredData(visitor)).filter((item) => item['@type'] === 'JobPosting');
  expect(postings).toHaveLength(1);
  expect(postings[0]).toMatchObject({
    title,
    description: expect.stringContaining('<li>3+ years in B2B marketing</li>'),
    datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    validThrough: expect.stringMatching(/^2099-06-30T23:59:59-0[45]:00$/),
    employmentType: 'PART_TIME',
    directApply: true,
    url: pageUrl.href,
    identifier: { '@type': 'PropertyValue', value: reqNumber },
    hiringOrganization: {
      '@type': 'Organization',
      sameAs: pageUrl.origin,
      logo: `${pageUrl.origin}/logo.png`,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Austin',
        addressRegion: 'TX',
        addressCountry: 'US',
      },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 90000, maxValue: 110000, unitText: 'YEAR' },
    },
  });
  expect((await request.get('/logo.png')).status()).toBe(200);

  const form = visitor.getByRole('form', { name: `Application for ${title}` });
  await form.getByLabel('First Name').fill('Katherine');
  await form.getByLabel('Last Name').fill('Johnson');
  await form.getByLabel(/^Email/).fill('katherine@example.com');
  await form.getByLabel('LinkedIn Profile URL').fill('https://www.linkedin.com/in/kjohnson');
  await form.getByLabel(/Resume/).setInputFiles(RESUME);
  const stored = visitor.waitForResponse((response) =>
    response.url().endsWith('/api/forms/application'),
  );
  await form.getByRole('button', { name: 'Submit Application' }).click();
  expect((await stored).status()).toBe(201);
  await expect(
    visitor.getByText('Your application has been submitted successfully!'),
  ).toBeVisible();
  await context.close();

  const sitemap = async () => (await request.get('/sitemap.xml')).text();
  expect(await sitemap()).toContain(`<loc>${pageUrl.href}</loc>`);

  // A title edit keeps the address.
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Job Listing' });
  await edit.getByLabel('Job Title').fill(`${title} II`);
  await edit.getByRole('button', { name: 'Update Job' }).click();
  await expect(page.getByText('Job Updated')).toBeVisible();
  const renamed = await request.get(pageUrl.pathname);
  expect(renamed.status()).toBe(200);
  expect(await renamed.text()).toContain(`${title} II`);

  const edited = page.getByRole('row').filter({ hasText: `${title} II` });
  await edited.getByRole('button', { name: `Deactivate ${title} II` }).click();
  await expect(edited).toContainText('Inactive');
  const gone = await request.get(pageUrl.pathname);
  expect(gone.status()).toBe(410);
  const goneHtml = await gone.text();
  expect(goneHtml).toContain('This position is no longer open');
  expect(goneHtml).toContain('href="/careers"');
  expect(goneHtml).toContain('<meta name="robots" content="noindex">');
  expect(await sitemap()).not.toContain(pageUrl.pathname);
  // The site's header and footer around it; at a tablet's width the footer's groups sit side by side.
  const tablet = await page.context().newPage();
  await tablet.setViewportSize({ width: 768, height: 900 });
  expect((await tablet.goto(pageUrl.pathname))?.status()).toBe(410);
  await expect(tablet.getByRole('navigation', { name: 'Main' })).toContainText('AI Coaching');
  const groups = tablet.locator('footer nav');
  await expect(groups).toHaveCount(4);
  const [first, second] = [await groups.nth(0).boundingBox(), await groups.nth(1).boundingBox()];
  expect(second?.y).toBe(first?.y);
  expect(first?.width ?? 0).toBeGreaterThan(100);
  await tablet.close();

  // Deleted: still gone, not unknown; an address no job ever had is a 404.
  await edited.getByRole('button', { name: `Delete ${title} II` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Job Deleted')).toBeVisible();
  expect((await request.get(pageUrl.pathname)).status()).toBe(410);
  expect((await request.get('/careers/no-such-job-son-2001-999')).status()).toBe(404);
});
