import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';
import { startOwnServer, type OwnServer } from './own-server';

const ADMIN = { username: 'blog_ui_admin', password: 'blog-ui-admin-password-123' };
const ZONE = 'America/New_York';

/** An instant as the wall clock of New York shows it, as a datetime-local input takes it. */
function newYorkInput(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Clicks Save changes and waits for the server's 200 (an earlier "Post saved" toast may linger). */
async function saveChanges(page: Page, form: Locator) {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && /\/api\/admin\/blog\/[^/]+$/.test(response.url()),
  );
  await form.getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).status()).toBe(200);
  await expect(form.getByTestId('post-outcome')).toContainText('has been saved.');
}

// A server of its own: the post this spec publishes must not show in the shared server's blog,
// whose feed and sitemap other specs count. The browser runs in New York's time zone, so the
// schedule is typed in a zone other than the server's UTC.
test.describe('the admin Blog tab', () => {
  test.use({ timezoneId: ZONE });
  let server: OwnServer;
  let origin: string;

  test.beforeAll(async () => {
    server = await startOwnServer({
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      BETTER_AUTH_SECRET: 'blog-ui-secret-blog-ui-secret-0123456789ab',
    });
    origin = `http://127.0.0.1:${server.port}`;
  });

  test.afterAll(() => server?.dispose());

  /** The address's status as a visitor's first request gets it (redirects not followed). */
  const statusOf = async (path: string) => {
    const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
    return { status: response.status, location: response.headers.get('location') };
  };
  const listed = async (slug: string) =>
    (await fetch(`${origin}/blog`).then((r) => r.text())).includes(`/blog/${slug}"`);

  async function openBlogTab(page: Page) {
    const signIn = await page.request.post(`${origin}/api/auth/sign-in/username`, {
      data: ADMIN,
      headers: { origin },
    });
    expect(signIn.status()).toBe(200);
    await page.goto(`${origin}/admin`);
    await page.getByRole('tab', { name: 'Blog', exact: true }).click();
    await expect(page.getByText('Blog Posts', { exact: true })).toBeVisible();
  }

  test('write with the toolbar and preview, save, schedule in New York time, go live, edit, restore, rename, unpublish, delete', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const title = `After Hours Calls at the Clinic ${stamp}`;
    const slug = `after-hours-calls-at-the-clinic-${stamp}`;
    await openBlogTab(page);
    // The seeded posts are listed; the tag filter narrows them.
    await expect(page.getByRole('row')).toHaveCount(7);
    await page.getByLabel('Tag', { exact: true }).selectOption('Legal');
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByLabel('Tag', { exact: true }).selectOption('');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'New Post' }).click();
    const form = page.getByRole('form', { name: 'New post' });
    await expect(page.getByRole('heading', { name: 'New post' })).toBeFocused();
    await form.getByLabel('Title').fill(title);
    await expect(form.getByLabel('Slug')).toHaveValue(slug);
    await form
      .getByLabel('Excerpt')
      .fill('Clinics miss the calls that come after six; an agent that books answers them.');
    const tags = form.getByLabel('Tags', { exact: true });
    await tags.fill('legal');
    await tags.press('Enter');
    await tags.fill('After Hours');
    await tags.press(',');
    // An existing tag typed in other letters is added as it is already spelled.
    await expect(form.getByRole('list', { name: 'Tags of this post' })).toHaveText(
      /Legal.*After Hours/,
    );
    await form.getByLabel('Image path').fill('/images/blog/solutions-comparison.svg');
    await form.getByLabel('Image description (alt text)').fill('Three columns with check marks');

    // The body, written with the toolbar: by pointer, then by keyboard.
    const body = form.getByLabel('Body', { exact: true });
    const toolbar = form.getByRole('toolbar', { name: 'Formatting' });
    await toolbar.getByRole('button', { name: 'Heading' }).click();
    await expect(body).toBeFocused();
    await page.keyboard.type('After six');
    await body.press('End');
    await page.keyboard.type('\n\nCalls at night are ');
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await expect(body).toBeFocused();
    await page.keyboard.type('missed');
    await body.press('End');
    await page.keyboard.type('\n\n');
    await toolbar.getByRole('button', { name: 'Bold' }).focus();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Bulleted list' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(body).toBeFocused();
    await page.keyboard.type('Book the visit');
    await expect(body).toHaveValue(
      '## After six\n\nCalls at night are **missed**\n\n- Book the visit',
    );
    const preview = page.getByTestId('post-preview');
    await expect(preview.getByRole('heading', { level: 2, name: 'After six' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('missed');
    await expect(preview.getByRole('listitem')).toHaveText('Book the visit');
    await expectNoAxeViolations(page);

    await form.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved')).toBeVisible();
    const editing = page.getByRole('form', { name: `Edit ${title}` });
    await expect(editing.getByTestId('post-outcome')).toHaveText(`${title} was saved as a draft.`);
    expect(await listed(slug)).toBe(false);
    expect((await statusOf(`/blog/${slug}`)).status).toBe(404);

    // Scheduled about 20 s ahead, typed as New York's wall clock; stored as that UTC instant.
    await editing.getByRole('button', { name: 'Schedule...' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule post' });
    const field = dialog.getByLabel(/^Publish at \(America\/New_York \(E[SD]T\)\)$/);
    const publishAt = new Date(Math.ceil((Date.now() + 20_000) / 1000) * 1000);
    await field.fill(newYorkInput(publishAt));
    await expect(
      dialog.getByText(`That is ${publishAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByText('Post scheduled')).toBeVisible();
    const stored = await page.request.get(`${origin}/api/admin/blog`);
    const mine = (
      (await stored.json()) as { slug: string; id: string; publishAt: string; status: string }[]
    ).find((post) => post.slug === slug);
    expect(mine).toMatchObject({ status: 'scheduled', publishAt: publishAt.toISOString() });
    expect(await listed(slug)).toBe(false);

    // Preview opens the scheduled post under its signed link in a new tab, with the Preview bar;
    // the public address still knows nothing of it in the same browser afterwards.
    const popup = page.waitForEvent('popup');
    await editing.getByRole('button', { name: 'Preview (opens in a new tab)' }).click();
    const previewTab = await popup;
    // The tab opens blank on the click and is sent to the link once the server has made it.
    await previewTab.waitForURL(/\/blog-preview\//);
    await expect(previewTab.getByRole('complementary', { name: 'Preview' })).toContainText(
      'This page is not public',
    );
    await expect(previewTab.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await previewTab.close();
    const publicAnswer = await page.request.get(`${origin}/blog/${slug}`, { maxRedirects: 0 });
    expect(publicAnswer.status()).toBe(404);

    await expect.poll(() => listed(slug), { timeout: 75_000, intervals: [2_000] }).toBe(true);
    expect(Date.now() - publishAt.getTime()).toBeLessThan(60_000);
    expect((await statusOf(`/blog/${slug}`)).status).toBe(200);

    // Edited: the page shows the new text. The edit is kept as a revision, and restored.
    await page.reload();
    await page.getByRole('tab', { name: 'Blog', exact: true }).click();
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const live = page.getByRole('form', { name: `Edit ${title}` });
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await live.getByLabel('Title').fill(`${title} (updated)`);
    await expect(live.getByLabel('Slug')).toHaveValue(slug);
    await saveChanges(page, live);
    await expect
      .poll(async () =>
        (await fetch(`${origin}/blog/${slug}`).then((r) => r.text())).includes(
          `${title} (updated)`,
        ),
      )
      .toBe(true);
    const revisions = page.getByRole('region', { name: 'Revision history' });
    await expect(revisions.getByRole('listitem')).toHaveCount(1);
    await expect(revisions.getByRole('listitem')).toContainText(`by ${ADMIN.username}`);
    await revisions
      .getByRole('button', { name: /^Restore the version from .*: After Hours/ })
      .click();
    const confirmRestore = page.getByRole('alertdialog', { name: 'Restore this version?' });
    await confirmRestore.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText('Version restored')).toBeVisible();
    const restored = page.getByRole('form', { name: `Edit ${title}` });
    await expect(restored.getByLabel('Title')).toHaveValue(title);
    await expect(revisions.getByRole('listitem')).toHaveCount(2);

    // A new slug: the old address redirects for good to the new one.
    const renamed = `clinic-calls-${stamp}`;
    await restored.getByLabel('Slug').fill(renamed);
    await saveChanges(page, restored);
    await expect.poll(async () => (await statusOf(`/blog/${slug}`)).status).toBe(308);
    expect(new URL((await statusOf(`/blog/${slug}`)).location ?? '', origin).pathname).toBe(
      `/blog/${renamed}`,
    );

    // A confirmation dismissed with Escape gives focus back to the button that opened it.
    const unpublish = restored.getByRole('button', { name: 'Unpublish' });
    const confirmUnpublish = page.getByRole('alertdialog', { name: 'Unpublish post' });
    await unpublish.focus();
    await page.keyboard.press('Enter');
    await expect(confirmUnpublish).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirmUnpublish).toBeHidden();
    await expect(unpublish).toBeFocused();

    // Unpublished (confirmed): both addresses are gone, and focus goes to the editor's heading.
    await unpublish.click();
    await confirmUnpublish.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByText('Post unpublished')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Edit post' })).toBeFocused();
    for (const path of [`/blog/${renamed}`, `/blog/${slug}`]) {
      await expect.poll(async () => (await statusOf(path)).status).toBe(410);
    }

    // Deleted (confirmed): back on the list, without it.
    await restored.getByRole('button', { name: 'Delete' }).click();
    const confirmDelete = page.getByRole('alertdialog', { name: 'Delete post' });
    await expect(confirmDelete).toContainText(`Are you sure you want to delete ${title}?`);
    await confirmDelete.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Post deleted')).toBeVisible();
    await expect(page.getByText('Blog Posts', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Edit ${title}` })).toHaveCount(0);

    // Every change is in the audit log, under the admin who made it; the publication at the
    // scheduled time under the publishing schedule.
    const audit = await page.request.get(`${origin}/api/admin/audit?limit=100`);
    const entries = (await audit.json()) as { action: string; target: string; actor: string }[];
    const mineAudited = entries.filter((entry) => entry.target === mine?.id).reverse();
    expect(mineAudited.map((entry) => entry.action)).toEqual([
      'blog.create',
      'blog.schedule',
      'blog.preview-link',
      'blog.publish-scheduled',
      'blog.update',
      'blog.restore-revision',
      'blog.update',
      'blog.unpublish',
      'blog.delete',
    ]);
    expect(
      mineAudited.map((entry) =>
        entry.action === 'blog.publish-scheduled' ? entry.actor : ADMIN.username,
      ),
    ).toEqual(mineAudited.map((entry) => entry.actor));
    expect(mineAudited.find((entry) => entry.action === 'blog.publish-scheduled')?.actor).toBe(
      'Publishing schedule',
    );
  });

  test('a refused save keeps every field and shows the slug error on the field', async ({
    page,
  }) => {
    await openBlogTab(page);
    await page.getByRole('button', { name: 'New Post' }).click();
    const form = page.getByRole('form', { name: 'New post' });
    await form.getByRole('button', { name: 'Save draft' }).click();
    await expect(form.getByText('A title of at least 5 characters is required')).toBeVisible();
    await form.getByLabel('Title').fill('A Taken Address for This Post');
    await form.getByLabel('Slug').fill('revolutionizing-customer-experience-with-ai-voice-agents');
    // Typed by hand: the title no longer changes it.
    await form.getByLabel('Title').fill('A Taken Address for This Post, Edited');
    await expect(form.getByLabel('Slug')).toHaveValue(
      'revolutionizing-customer-experience-with-ai-voice-agents',
    );
    await form.getByLabel('Excerpt').fill('An excerpt long enough to pass the check on length.');
    await form.getByLabel('Image path').fill('/images/blog/solutions-comparison.svg');
    await form.getByLabel('Image description (alt text)').fill('Three columns with check marks');
    await form.getByLabel('Body', { exact: true }).fill('Some text.');
    await form.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Not saved', { exact: true })).toBeVisible();
    await expect(
      form.getByText('Another post has or had this address; choose another slug.').first(),
    ).toBeVisible();
    await expect(form.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Title')).toHaveValue('A Taken Address for This Post, Edited');
    await expect(form.getByLabel('Body', { exact: true })).toHaveValue('Some text.');
    await form.getByRole('button', { name: 'Schedule...' }).click();
    await expect(page.getByRole('dialog', { name: 'Schedule post' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    // On a phone the editor fits the screen: nothing forces the page wider.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(form.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // Going back with unsaved changes asks first; Cancel keeps them.
    await page.getByRole('button', { name: 'Back to posts' }).click();
    const discard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await discard.getByRole('button', { name: 'Cancel' }).click();
    await expect(form.getByLabel('Body', { exact: true })).toHaveValue('Some text.');
    await page.getByRole('button', { name: 'Back to posts' }).click();
    await discard.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page.getByText('Blog Posts', { exact: true })).toBeVisible();
  });
});
