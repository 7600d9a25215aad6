import { expect, test } from './fixtures';

/** How long the form's code takes to arrive once the visitor reaches it. */
const CODE_DELAY_MS = 5_000;

test('a form submitted before its code has loaded is busy at once, then sends the lead', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  // From here on, every script chunk (the form's code, its validation) arrives late.
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, CODE_DELAY_MS));
    await route.continue();
  });
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/forms/contact')) {
      posts.push(request.url());
    }
  });

  const form = page.getByRole('form', { name: 'Consultation request' });
  await form.getByLabel('First Name').fill('Ada');
  await form.getByLabel('Last Name').fill('Lovelace');
  await form.getByLabel('Business Email').fill('ada@example.com');
  await form.getByLabel('Phone Number').fill('(305) 555-0100');
  await form.getByLabel('Company Name').fill('Analytical Dental');
  await form.getByLabel('Industry').selectOption('dental');
  await form.getByLabel('Company Size').selectOption('11-50');
  await form.getByRole('checkbox').check();
  const button = form.locator('button[type="submit"]');
  await expect(button).toHaveText('Schedule My Consultation');
  const clickedAt = Date.now();
  await button.click();

  // Busy from the moment of the submit, long before the delayed code could have run.
  await expect(button).toHaveText('Processing...', { timeout: 1_000 });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(Date.now() - clickedAt).toBeLessThan(CODE_DELAY_MS);
  expect(posts).toEqual([]);
  // Not sent by the browser as a page request either.
  expect(new URL(page.url()).search).toBe('');

  // Once the code has arrived, the held submit goes through and the form resets.
  await expect(page.getByText('Request submitted successfully!')).toBeVisible({ timeout: 30_000 });
  expect(posts).toHaveLength(1);
  await expect(button).toHaveText('Schedule My Consultation');
  await expect(form.getByLabel('First Name')).toHaveValue('');
  await expect(form.getByRole('status')).toHaveText(
    'Thank you: your contact request was received.',
  );
});
