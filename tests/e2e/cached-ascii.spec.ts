import { expect, test } from './fixtures';
import { cultureValues } from '@/content/careers';

/*
 * A cached page is kept with its HTML in ASCII (lib/cache/ascii-html.mjs), so the server writes
 * it without transcoding. The page a visitor gets from the cache must still read the same: its
 * curly apostrophes on screen, its hydration payload and structured data intact. Only the site's
 * cache handler escapes a page, so this also shows that the built server uses it (it is installed
 * at start, not named in next.config: lib/cache/install-cache-handler.ts).
 */

const EXCELLENCE = cultureValues.find((value) => value.title === 'Excellence')?.description ?? '';

test('a cached page goes out in ASCII and still shows and hydrates the same text', async ({
  page,
  request,
}) => {
  expect(EXCELLENCE).toContain('’');
  // The first request may render; the second comes from the cache.
  await request.get('/careers');
  const cached = await request.get('/careers');
  expect(cached.headers()['x-nextjs-cache']).toBe('HIT');
  const body = await cached.body();
  expect(body.every((byte) => byte < 0x80)).toBe(true);
  expect(body.toString()).toContain('customers&#x2019; businesses');
  expect(body.toString()).toContain('customers\\u2019 businesses');

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // `goto` waits for hydration: a payload that read back other text would have made React log a
  // mismatch and put its own text in place of the server's.
  await page.goto('/careers');
  await expect(page.getByText(EXCELLENCE)).toBeVisible();
  expect(problems).toEqual([]);
});
