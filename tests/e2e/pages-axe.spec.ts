import { expect, test } from './fixtures';
import { PUBLIC_ROUTES } from '@/lib/seo/routes';
import { expectNoAxeViolations } from './helpers';

const PATHS = [
  ...PUBLIC_ROUTES.map((route) => route.path),
  '/blog/enhancing-dental-practice-efficiency-with-ai-voice-assistants',
  '/blog?tag=Legal',
];

for (const width of [1280, 375]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of PATHS) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('h1')).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }

    test('the careers application view has no violations', async ({ page }) => {
      await page.goto('/careers');
      await page
        .getByRole('button', { name: /^Apply Now/ })
        .first()
        .click();
      await expect(page.getByRole('heading', { name: /^Apply for / })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('a job’s own page, with its application form, has no violations', async ({ page }) => {
      await page.goto('/careers');
      await page.getByTestId('job-card').first().getByRole('heading').getByRole('link').click();
      await expect(page.getByRole('form', { name: /^Application for / })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('an open FAQ answer and the expanded XML sitemap have no violations', async ({ page }) => {
      await page.goto('/faq');
      await page.getByRole('button', { name: 'What is an AI voice agent?' }).click();
      await expect(page.getByText(/software that answers and makes phone calls/)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/sitemap-page');
      await page.getByRole('button', { name: 'Show XML' }).click();
      await expect(page.getByRole('region', { name: 'sitemap.xml contents' })).toContainText(
        '<urlset',
      );
      await expectNoAxeViolations(page);
    });
  });
}
