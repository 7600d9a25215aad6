import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const RESUME = path.join(process.cwd(), 'tests/helpers/fixtures/resume.pdf');

async function expectFormAccessible(page: Page, form: Locator) {
  const selector = `form[aria-label="${await form.getAttribute('aria-label')}"]`;
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

/** Answers the form's POST with a server failure, as a database outage would. */
async function failSubmissions(page: Page, type: string) {
  await page.route(`**/api/forms/${type}`, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'unavailable',
          message: 'There was a problem submitting your request. Please try again.',
        },
      }),
    }),
  );
}

async function fillContact(form: Locator) {
  await form.getByLabel('First Name').fill('Ada');
  await form.getByLabel('Last Name').fill('Lovelace');
  await form.getByLabel('Business Email').fill('ada@example.com');
  await form.getByLabel('Phone Number').fill('(305) 555-0100');
  await form.getByLabel('Company Name').fill('Analytical Dental');
  await form.getByLabel('Industry').selectOption('dental');
  await form.getByLabel('Company Size').selectOption('11-50');
  await form.getByLabel('Message').fill('We miss calls at lunch.');
  await form.getByRole('checkbox').check();
}

test.describe('contact form (home #contact)', () => {
  test('submits, shows the success toast and resets', async ({ page }) => {
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Consultation request' });
    await fillContact(form);
    const posted = page.waitForRequest((request) => request.url().endsWith('/api/forms/contact'));
    await form.getByRole('button', { name: 'Schedule My Consultation' }).click();
    expect((await posted).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByText('Request submitted successfully!')).toBeVisible();
    await expect(page.getByText("We'll be in touch with you shortly.")).toBeVisible();
    await expect(form.getByLabel('First Name')).toHaveValue('');
    await expect(form.getByLabel('Service Type')).toHaveValue('managed');
    await expect(form.getByRole('checkbox')).not.toBeChecked();
  });

  test('keeps the data and shows the error toast when the server fails', async ({ page }) => {
    await failSubmissions(page, 'contact');
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Consultation request' });
    await fillContact(form);
    await form.getByRole('button', { name: 'Schedule My Consultation' }).click();
    await expect(page.getByText('Error submitting form')).toBeVisible();
    await expect(
      page.getByText('There was a problem submitting your request. Please try again.'),
    ).toBeVisible();
    await expect(form.getByLabel('First Name')).toHaveValue('Ada');
    await expect(form.getByRole('checkbox')).toBeChecked();
    await expect(form.getByRole('button', { name: 'Schedule My Consultation' })).toBeEnabled();
  });

  test('announces missing fields and the terms, and stays accessible', async ({ page }) => {
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Consultation request' });
    await form.getByRole('button', { name: 'Schedule My Consultation' }).click();
    await expect(page.getByText('Please agree to the terms')).toBeVisible();
    // The destructive toast passes axe too (sonner's own colours were below AA contrast): held
    // open by hovering it, checked once its entrance animation has finished.
    const toast = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Please agree to the terms' });
    await toast.hover();
    await toast.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    const toastResults = await new AxeBuilder({ page }).include('[data-sonner-toaster]').analyze();
    expect(toastResults.violations.map((violation) => violation.id)).toEqual([]);

    await expect(form.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('First Name')).toBeFocused();
    await expect(form.getByRole('alert').first()).toHaveText('First name is required');
    await expectFormAccessible(page, form);
  });
});

test.describe('partnership form (/partners)', () => {
  /** Every field but Website (a test writes that one before the form hydrates). */
  async function fillRequired(form: Locator) {
    await form.getByLabel('First Name').fill('Grace');
    await form.getByLabel('Last Name').fill('Hopper');
    await form.getByLabel(/^Email/).fill('grace@example.com');
    await form.getByLabel('Company Name').fill('Compiler Agency');
    await form.getByLabel('Partnership Type').selectOption('referral');
    await form.getByLabel('Company Size').selectOption('501+');
    await form.getByRole('checkbox').check();
  }

  async function fill(form: Locator) {
    await fillRequired(form);
    await form.getByLabel('Website').fill('https://compiler.example.com');
  }

  test('submits, shows the success toast and resets', async ({ page }) => {
    await page.goto('/partners');
    const form = page.getByRole('form', { name: 'Partnership inquiry' });
    await fill(form);
    await form.getByRole('button', { name: 'Submit Partnership Inquiry' }).click();
    await expect(
      page.getByText('Your partnership form has been submitted successfully!'),
    ).toBeVisible();
    await expect(form.getByLabel('Website')).toHaveValue('');
    await expectFormAccessible(page, form);
  });

  test('hydrates when it comes into sight, keeping what was entered before', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/partners');
    const form = page.getByRole('form', { name: 'Partnership inquiry' });
    const hydrated = () =>
      form.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber')),
      );
    expect(await hydrated()).toBe(false);
    // As a browser's autofill would: a value written before React runs the form.
    await form.getByLabel('Website').evaluate((input: HTMLInputElement) => {
      input.value = 'https://early.example.com';
    });
    await form.scrollIntoViewIfNeeded();
    await expect.poll(hydrated).toBe(true);
    await expect(form.getByLabel('Website')).toHaveValue('https://early.example.com');
    await fillRequired(form);
    const sent = page.waitForRequest('**/api/forms/partnership');
    await form.getByRole('button', { name: 'Submit Partnership Inquiry' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      firstName: 'Grace',
      website: 'https://early.example.com',
    });
    await expect(
      page.getByText('Your partnership form has been submitted successfully!'),
    ).toBeVisible();
  });

  test('a submit made before the form hydrates is sent once it has, never as a page request', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/partners');
    const form = page.getByRole('form', { name: 'Partnership inquiry' });
    const write = (label: string | RegExp, value: string) =>
      form.getByLabel(label).evaluate((field: HTMLInputElement, text) => {
        field.value = text;
      }, value);
    // As an autofill and a quick Enter would, before React runs the form (far below the fold).
    await write('First Name', 'Grace');
    await write('Last Name', 'Hopper');
    await write(/^Email/, 'grace@example.com');
    await write('Company Name', 'Compiler Agency');
    await write('Partnership Type', 'referral');
    await write('Company Size', '501+');
    await write('Website', 'https://compiler.example.com');
    await form.getByRole('checkbox').evaluate((box: HTMLInputElement) => {
      box.checked = true;
    });
    const sent = page.waitForRequest('**/api/forms/partnership');
    await form.evaluate((element: HTMLFormElement) => {
      if (Object.keys(element).some((key) => key.startsWith('__reactFiber'))) {
        throw new Error('the form hydrated before the test could submit it');
      }
      element.requestSubmit();
    });
    expect((await sent).postDataJSON()).toMatchObject({
      firstName: 'Grace',
      companySize: '501+',
      agreeToTerms: true,
    });
    await expect(
      page.getByText('Your partnership form has been submitted successfully!'),
    ).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });

  test('keeps the data and shows the error toast when the server fails', async ({ page }) => {
    await failSubmissions(page, 'partnership');
    await page.goto('/partners');
    const form = page.getByRole('form', { name: 'Partnership inquiry' });
    await fill(form);
    await form.getByRole('button', { name: 'Submit Partnership Inquiry' }).click();
    await expect(
      page.getByText('Failed to submit the partnership form. Please try again.'),
    ).toBeVisible();
    await expect(form.getByLabel('Website')).toHaveValue('https://compiler.example.com');
  });
});

test.describe('custom solution form (/custom-solutions)', () => {
  async function fill(form: Locator) {
    await form.getByLabel('First Name').fill('Alan');
    await form.getByLabel('Last Name').fill('Turing');
    await form.getByLabel(/^Email/).fill('alan@example.com');
    await form.getByLabel('Phone Number').fill('+1 305 555 0101');
    await form.getByLabel('Company Name').fill('Enigma Home Services');
    await form.getByLabel('Industry').selectOption('home');
    await form.getByLabel('Company Size').selectOption('51-200');
    await form.getByLabel('Solution Type').selectOption('not-sure');
    await form.getByRole('checkbox').check();
  }

  test('submits, shows the success toast and resets', async ({ page }) => {
    await page.goto('/custom-solutions');
    const form = page.getByRole('form', { name: 'Custom solution request' });
    await fill(form);
    await form.getByRole('button', { name: 'Request Custom Solution' }).click();
    await expect(
      page.getByText(
        'Request submitted successfully! Our team will be in touch with you shortly to discuss your custom solution.',
      ),
    ).toBeVisible();
    await expect(form.getByLabel('Solution Type')).toHaveValue('');
    await expectFormAccessible(page, form);
  });

  test('keeps the data and shows the error toast when the server fails', async ({ page }) => {
    await failSubmissions(page, 'custom-solution');
    await page.goto('/custom-solutions');
    const form = page.getByRole('form', { name: 'Custom solution request' });
    await fill(form);
    await form.getByRole('button', { name: 'Request Custom Solution' }).click();
    await expect(page.getByText('Error submitting form')).toBeVisible();
    await expect(form.getByLabel('Company Name')).toHaveValue('Enigma Home Services');
  });
});

test.describe('application form (/careers)', () => {
  async function openApplication(page: Page) {
    await page.goto('/careers');
    await page
      .getByRole('button', { name: /Apply Now/ })
      .first()
      .click();
    return page.getByRole('form', { name: /^Application for / });
  }

  async function fill(form: Locator) {
    await form.getByLabel('First Name').fill('Katherine');
    await form.getByLabel('Last Name').fill('Johnson');
    await form.getByLabel(/^Email/).fill('katherine@example.com');
    await form.getByLabel('LinkedIn Profile URL').fill('https://www.linkedin.com/in/kjohnson');
    await form.getByLabel(/Resume/).setInputFiles(RESUME);
    await form.getByLabel('Cover Letter').fill('I would love to join.');
  }

  test('submits with a resume and shows the success toast', async ({ page }) => {
    const form = await openApplication(page);
    await fill(form);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Your application has been submitted successfully!')).toBeVisible();
    // The careers page goes back to the listings once the application is stored.
    await expect(form).toBeHidden();
    await expect(page.getByRole('button', { name: /Apply Now/ }).first()).toBeVisible();
  });

  test('asks for the resume, and keeps the data when the server fails', async ({ page }) => {
    await failSubmissions(page, 'application');
    const form = await openApplication(page);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Missing resume')).toBeVisible();
    await fill(form);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(
      page.getByText('There was an error submitting your application. Please try again.'),
    ).toBeVisible();
    await expect(form.getByLabel('First Name')).toHaveValue('Katherine');
    await expectFormAccessible(page, form);
  });
});
