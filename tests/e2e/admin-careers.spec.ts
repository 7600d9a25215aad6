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
