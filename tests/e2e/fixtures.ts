import { test as base, expect } from '@playwright/test';

/**
 * True once React has hydrated every element the page's body starts with (or the response is not
 * a Next.js page). React attaches its fiber to an element after hydrating everything inside it.
 */
function isHydrated(): boolean {
  if (!('__next_f' in self)) return true;
  return Array.from(document.body.children)
    .filter(
      (element) => element.localName !== 'script' && element.localName !== 'next-route-announcer',
    )
    .every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
}

/**
 * Playwright's `test`, whose `page.goto` also waits for hydration: a click on a client component
 * that lands before its JavaScript runs is lost, which on a loaded CI host is a race.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForFunction(isHydrated);
      return response;
    };
    await provide(page);
  },
});

export { expect };
