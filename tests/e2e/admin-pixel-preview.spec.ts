import { expect, test } from './fixtures';
import { openAdminTab } from './admin-helpers';

test('the pixel form previews injected and dropped parts before anything is saved', async ({
  page,
}) => {
  const name = `Preview ${Date.now()}`;
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/admin/pixels') {
      saves.push(request.url());
    }
  });
  await openAdminTab(page, 'Tracking Pixels');
  await page.getByLabel('Pixel name').fill(name);
  await page.getByLabel('Location').selectOption('head');
  await page
    .getByLabel('Pixel code')
    .fill('<div id="acme"><script>window.__acme = 1</script></div><span>Acme</span>');

  const preview = page.getByTestId('pixel-preview');
  const injected = preview.getByRole('list', { name: 'Injected elements' });
  await expect(injected.getByRole('listitem')).toHaveText([
    '<script> with 17 characters of content',
  ]);
  const dropped = preview.getByRole('list', { name: 'Dropped parts' });
  await expect(dropped.getByRole('listitem')).toHaveText([
    'Dropped: <div> — <div> is not allowed in the page head; its contents are kept',
    'Dropped: <span> — <span> is not allowed in the page head; its contents are dropped',
  ]);
  await expect(preview.getByText('Will be dropped (2)')).toBeVisible();
  // Nothing has been saved: the preview comes from its own endpoint.
  expect(saves).toEqual([]);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  // The preview follows the code as it changes.
  await page.getByLabel('Pixel code').fill('<script>window.__acme = 1</script>');
  await expect(preview.getByRole('list', { name: 'Dropped parts' })).toHaveCount(0);
  await expect(injected.getByRole('listitem')).toHaveCount(1);
});
