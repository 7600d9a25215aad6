import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';
import { SITE_ORIGIN, openAdminTab } from './admin-helpers';

const SAME_SITE = { origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' };

/** A lead submitted the way the public form submits it. */
async function submitLead(
  request: APIRequestContext,
  type: 'contact' | 'partnership',
  values: { firstName: string; company: string },
  /** Metadata the form sends besides its fields (where the visit came from). */
  metadata: Record<string, string> = {},
) {
  const common = {
    lastName: 'Tester',
    email: `${values.firstName.toLowerCase()}@example.com`,
    message: '',
    agreeToTerms: true,
    ...values,
  };
  const data =
    type === 'contact'
      ? {
          ...common,
          phone: '(305) 555-0142',
          industry: 'dental',
          employeeCount: '11-50',
          serviceType: 'managed',
        }
      : {
          ...common,
          phone: '',
          website: 'https://partner.example.com',
          partnerType: 'referral',
          companySize: '501+',
        };
  const response = await request.post(`/api/forms/${type}`, {
    headers: SAME_SITE,
    data: { ...data, ...metadata },
  });
  expect(response.status()).toBe(201);
}

/** Narrows the inbox to one test's leads (other specs add leads to the same server). */
async function search(page: Page, text: string) {
  await page.getByLabel('Search', { exact: true }).fill(text);
}

function leadRow(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ hasText: name });
}

test.describe('working leads in the admin', () => {
  test('an unread lead is bold until opened; its status and notes are kept', async ({ page }) => {
    test.slow();
    const stamp = Date.now().toString(36);
    const firstName = `Opal${stamp}`;
    await submitLead(page.request, 'contact', { firstName, company: `Work ${stamp}` });

    await openAdminTab(page, 'Leads');
    const leadsTab = page.getByRole('tab', { name: 'Leads', exact: true });
    await expect(leadsTab).toHaveAccessibleDescription(/\d+ unread leads?/);
    await expect(page.getByTestId('leads-unread-badge')).toBeVisible();
    await search(page, firstName);
    const row = leadRow(page, firstName);
    await expect(row).toHaveCount(1);
    await expect(row).toHaveCSS('font-weight', '600');
    await expect(row).toContainText('Unread');
    await expect(row).toContainText('New');

    await row.getByRole('button', { name: /View/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Status', { exact: true })).toHaveValue('new');
    await dialog.getByLabel('Status', { exact: true }).selectOption('Contacted');
    await expect(page.getByText('The lead is now Contacted.')).toBeVisible();
    await dialog.getByLabel('Status', { exact: true }).selectOption('Won');
    await expect(page.getByText('The lead is now Won.')).toBeVisible();
    await expect(dialog.getByText('Saved: Won')).toBeVisible();
    const note = `Called ${stamp}; demo booked for Friday.`;
    await dialog.getByLabel('Add a note').fill(note);
    await dialog.getByRole('button', { name: 'Add note' }).click();
    await expect(dialog.getByText(note)).toBeVisible();
    await expect(dialog.getByText('Note added')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    await expect(row).not.toContainText('Unread');
    await expect(row).toHaveCSS('font-weight', '400');
    await expect(row).toContainText('Won');

    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Leads', exact: true }).click();
    await search(page, firstName);
    await expect(leadRow(page, firstName)).toHaveCSS('font-weight', '400');
    await leadRow(page, firstName).getByRole('button', { name: /View/ }).click();
    await expect(page.getByRole('dialog').getByLabel('Status', { exact: true })).toHaveValue('won');
    const saved = page.getByRole('list', { name: 'Notes, newest first' }).getByRole('listitem');
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText(note);
    await expect(saved).toContainText('e2e_admin');
  });

  test('a lead shows where its visit began, and the inbox finds it by campaign', async ({
    page,
  }) => {
    test.slow();
    const stamp = Date.now().toString(36);
    const campaign = `spring-${stamp}`;
    await submitLead(
      page.request,
      'contact',
      { firstName: `Touch${stamp}`, company: `Touch ${stamp}` },
      {
        sourcePage: '/#contact',
        firstPage: '/solutions',
        firstReferrer: 'https://www.google.com/',
        firstUtmSource: 'google',
        firstUtmCampaign: campaign,
      },
    );
    await submitLead(page.request, 'contact', { firstName: `Other${stamp}`, company: 'Other' });

    await openAdminTab(page, 'Leads');
    await page.getByLabel('UTM campaign').fill(campaign.toUpperCase());
    const row = leadRow(page, `Touch${stamp}`);
    await expect(row).toHaveCount(1);
    await expect(leadRow(page, `Other${stamp}`)).toHaveCount(0);
    await row.getByRole('button', { name: /View/ }).click();
    const origin = page
      .getByRole('dialog')
      .getByRole('region', { name: 'Where the lead came from' });
    const first = origin.getByRole('definition');
    await expect(origin.getByRole('heading', { name: 'First touch' })).toBeVisible();
    await expect(first.filter({ hasText: campaign })).toHaveCount(1);
    await expect(first.filter({ hasText: 'https://www.google.com/' })).toHaveCount(1);
    await expect(first.filter({ hasText: '/#contact' })).toHaveCount(1);
  });

  test('the all-forms inbox pages through leads of several forms', async ({ page }) => {
    test.slow();
    const token = `Pager${Date.now().toString(36)}`;
    for (let index = 0; index < 26; index += 1) {
      const type = index % 2 === 0 ? 'contact' : 'partnership';
      await submitLead(page.request, type, {
        firstName: `P${index}${token}`,
        company: `${token} Co`,
      });
    }
    await openAdminTab(page, 'Leads');
    await search(page, token);
    await expect(page.getByText('26 leads', { exact: true })).toBeVisible();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    const rows = page.getByRole('region', { name: 'Leads' }).locator('tbody tr');
    await expect(rows).toHaveCount(25);
    // Newest first: the last lead submitted heads the list.
    await expect(rows.first()).toContainText(`P25${token}`);
    await expect(rows.filter({ hasText: 'Contact Form' }).first()).toBeVisible();
    await expect(rows.filter({ hasText: 'Partnership' }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`P0${token}`);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();

    await page.getByLabel('Rows per page').selectOption('50');
    await expect(page.getByText('Page 1 of 1')).toBeVisible();
    await expect(rows).toHaveCount(26);

    // One form keeps its own columns.
    await page.getByLabel('Form', { exact: true }).selectOption({ label: 'Contact Form' });
    await expect(page.getByText('13 leads', { exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Industry' })).toBeVisible();
  });
});
