import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, gotoWaitsForHydration, test } from './fixtures';
import { Webhook } from 'standardwebhooks';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';
import { ADMIN, SITE_ORIGIN } from './admin-helpers';

const RESUME = path.join(process.cwd(), 'tests/helpers/fixtures/resume.docx');

// Owns the job application webhook setting of the shared server (other specs use the contact one).
test.describe.configure({ mode: 'serial' });

let receiver: WebhookReceiver;

test.beforeAll(async () => {
  receiver = await startWebhookReceiver([{ status: 200 }]);
});

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.request.post('/api/auth/sign-in/username', {
    data: ADMIN,
    headers: { origin: SITE_ORIGIN },
  });
  await page.request.put('/api/admin/webhooks', {
    data: { jobApplicationWebhook: '' },
    headers: { origin: SITE_ORIGIN },
  });
  await context.close();
  await receiver.close();
});

test('an application reaches its webhook signed, with a working resume link', async ({
  browser,
}) => {
  const admin = await (await browser.newContext()).newPage();
  const signIn = await admin.request.post('/api/auth/sign-in/username', {
    data: ADMIN,
    headers: { origin: SITE_ORIGIN },
  });
  expect(signIn.status()).toBe(200);
  const saved = await admin.request.put('/api/admin/webhooks', {
    data: { jobApplicationWebhook: receiver.url },
    headers: { origin: SITE_ORIGIN },
  });
  expect(saved.status()).toBe(200);
  const { secret } = (await (
    await admin.request.get('/api/admin/webhooks/jobApplicationWebhook/secret')
  ).json()) as { secret: string };

  const visitor = gotoWaitsForHydration(await (await browser.newContext()).newPage());
  await visitor.goto('/careers');
  await visitor
    .getByRole('button', { name: /Apply Now/ })
    .first()
    .click();
  const form = visitor.getByRole('form', { name: /^Application for / });
  await form.getByLabel('First Name').fill('Dorothy');
  await form.getByLabel('Last Name').fill('Vaughan');
  await form.getByLabel(/^Email/).fill('dorothy@example.com');
  await form.getByLabel(/Resume/).setInputFiles(RESUME);
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(
    visitor.getByText('Your application has been submitted successfully!'),
  ).toBeVisible();
  await expect(form).toBeHidden();

  // Other specs may submit applications meanwhile: pick this visitor's delivery.
  const ours = () =>
    receiver.requests.find((r) => new URLSearchParams(r.body).get('firstName') === 'Dorothy');
  await expect.poll(() => ours() !== undefined).toBe(true);
  const request = ours();
  const headers = request!.headers as Record<string, string>;
  expect(() =>
    new Webhook(secret).verify(request!.body, headers, { jsonParse: false }),
  ).not.toThrow();
  const fields = Object.fromEntries(new URLSearchParams(request!.body));
  expect(fields).toMatchObject({
    firstName: 'Dorothy',
    lastName: 'Vaughan',
    email: 'dorothy@example.com',
    resumeFileName: 'resume.docx',
  });
  expect(fields.resumeUrl).toMatch(/\/api\/resumes\/[0-9a-f-]{36}\?expires=\d+&signature=/);

  // The link works without a session (it is the receiver who follows it), as a download only.
  const download = await visitor.request.get(fields.resumeUrl!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toBe(
    `attachment; filename="resume.docx"; filename*=UTF-8''resume.docx`,
  );
  expect(download.headers()['content-security-policy']).toContain('sandbox');
  expect(download.headers()['x-content-type-options']).toBe('nosniff');
  expect(Buffer.compare(await download.body(), readFileSync(RESUME))).toBe(0);
  const forged = await visitor.request.get(
    fields.resumeUrl!.replace(/signature=[^&]+/, 'signature=x'),
  );
  expect(forged.status()).toBe(404);
});

test('the contact form is on /solutions and /what-you-should-know too', async ({ page }) => {
  for (const route of ['/solutions', '/what-you-should-know']) {
    await page.goto(route);
    const form = page.getByRole('form', { name: 'Consultation request' });
    await expect(form.getByLabel('Business Email')).toBeVisible();
    await expect(form.getByLabel('Service Type')).toHaveValue('managed');
  }
});
