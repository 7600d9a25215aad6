import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { publicPages } from '@/bench/src/routes';

/**
 * Internal link check: every link on every public page (the route table and every article, as
 * rendered in the browser) leads to a page that answers below 400, and every `#id` it names
 * exists on the page it points to.
 */

interface PageScan {
  status: number;
  ids: Set<string>;
  links: string[];
}

async function scan(page: Page, path: string): Promise<PageScan> {
  const response = await page.goto(path, { waitUntil: 'load' });
  const { ids, names, links } = await page.evaluate(() => ({
    ids: [...document.querySelectorAll('[id]')].map((element) => element.id),
    // Named anchors count as targets too.
    names: [...document.querySelectorAll('a[name]')].map((a) => a.getAttribute('name') ?? ''),
    links: [...document.querySelectorAll('a[href]')].map(
      (anchor) => (anchor as HTMLAnchorElement).href,
    ),
  }));
  return { status: response?.status() ?? 0, ids: new Set([...ids, ...names]), links };
}

test('every internal link resolves and every #anchor exists', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const origin = new URL(baseURL ?? '').origin;
  const scans = new Map<string, PageScan>();
  const sources = new Map<string, Set<string>>();
  const scanOnce = async (path: string) => {
    const known = scans.get(path);
    if (known) return known;
    const result = await scan(page, path);
    scans.set(path, result);
    return result;
  };

  const problems: string[] = [];
  for (const path of publicPages()) {
    const { status, links } = await scanOnce(path);
    if (status !== 200) problems.push(`${path} (a public page) answers ${status}`);
    for (const href of links) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      const from = sources.get(url.href) ?? new Set<string>();
      from.add(path);
      sources.set(url.href, from);
    }
  }
  expect(sources.size, 'the pages link to each other').toBeGreaterThan(0);

  const statusOf = new Map<string, number>();
  for (const [href, from] of sources) {
    const url = new URL(href);
    const target = `${url.pathname}${url.search}`;
    const pages = [...from];
    const more = pages.length > 3 ? ` and ${pages.length - 3} more` : '';
    const where = `${target}${url.hash} (linked from ${pages.slice(0, 3).join(', ')}${more})`;
    let status = statusOf.get(target);
    if (status === undefined) {
      status = (await request.get(target)).status();
      statusOf.set(target, status);
    }
    if (status >= 400) {
      problems.push(`${where}: answers ${status}`);
      continue;
    }
    const id = decodeURIComponent(url.hash.slice(1));
    if (!id) continue;
    const { ids } = await scanOnce(target);
    if (!ids.has(id)) problems.push(`${where}: no element with id "${id}"`);
  }
  expect(problems).toEqual([]);
});
