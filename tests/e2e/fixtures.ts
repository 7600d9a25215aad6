import { test as base, expect, type Page } from '@playwright/test';

/**
 * True once React has hydrated every element the page's body starts with (or the response is not
 * a Next.js page). React attaches its fiber to an element after hydrating everything inside it.
 */
function isHydrated(): boolean {
  if (!('__next_f' in self)) return true;
  return Array.from(document.body.children)
    .filter(
      (element) =>
        element.localName !== 'script' &&
        element.localName !== 'next-route-announcer' &&
        // Recharts (the admin's Overview chart) appends a hidden span to measure text.
        element.id !== 'recharts_measurement_span',
    )
    .every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
}

/**
 * Makes a page's `goto` also wait for hydration: a click on a client component that lands before
 * its JavaScript runs is lost, which on a loaded CI host is a race. For pages a test opens in a
 * context of its own; the `page` fixture below has it already.
 *
 * Unless `consent` is 'unanswered', the visitor has answered the consent banner with "Accept all"
 * before the first page loads, so the banner (fixed over the bottom of the page) covers nothing a
 * test clicks and pixels run as they did before consent existed. The consent specs see the banner.
 */
export function gotoWaitsForHydration<T extends Page>(
  page: T,
  { consent = 'accepted' }: { consent?: 'accepted' | 'unanswered' } = {},
): T {
  const ready =
    consent === 'accepted'
      ? page.addInitScript(() => {
          try {
            if (document.cookie.includes('sonara_consent=')) return;
            const value = encodeURIComponent(
              JSON.stringify({ v: '1', t: Date.now(), a: true, m: true, mode: 'opt-in' }),
            );
            document.cookie = `sonara_consent=${value}; Path=/; Max-Age=3600`;
          } catch {
            // a document without cookies (about:blank) has no banner either
          }
        })
      : Promise.resolve();
  // A test that never navigates (one that only uses `page.request`) can end while the init script
  // is still being registered; Playwright then rejects that call with "Test ended.", which
  // surfaced as the test's own failure. Only a navigation depends on it, and `goto` awaits it.
  ready.catch(() => {});
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    await ready;
    const response = await goto(url, options);
    await page.waitForFunction(isHydrated);
    return response;
  };
  return page;
}

/** Playwright's `test`, whose `page.goto` also waits for hydration (and whose visitor has consented). */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await provide(gotoWaitsForHydration(page));
  },
});

export { expect };
