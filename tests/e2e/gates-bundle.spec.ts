import { expect, test } from './fixtures';
import { budgetFor, budgetRoute, readBudget } from '@/bench/src/bundle-budget';
import { measurePageWeight } from '@/bench/src/page-weight';
import { publicPages, publicRoutes } from '@/bench/src/routes';

/**
 * Bundle budget: the first-load JavaScript (gzip) of every public page, read
 * from the real responses of `next start`, stays within bench/bundle-budget.json (the measured
 * value plus a small margin; see bench/report.md). A client component where a server component
 * would do, or a heavy library pulled into a page, fails here.
 */

const budget = readBudget();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('every public route has a budget', () => {
  const missing = publicRoutes()
    .map((route) => route.route)
    .filter((route) => budget.routes[route] === undefined);
  expect(missing, 'routes without a budget: run `npm run bench:budget`').toEqual([]);
});

test('the budget rule adds a margin but not a large one', () => {
  expect(budgetFor(100_000)).toBe(Math.ceil(105_000 / 1024) * 1024);
  expect(budgetFor(10_000)).toBe(Math.ceil((10_000 + 3072) / 1024) * 1024);
  for (const [route, bytes] of Object.entries(budget.routes)) {
    const measured = budget.measured[route] ?? 0;
    expect(bytes, `${route}: budget within 10 % of its measurement`).toBeLessThanOrEqual(
      Math.max(measured * 1.1, measured + 4096),
    );
  }
});

test('first-load JavaScript of each public page stays within its budget', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const over: string[] = [];
  for (const path of publicPages()) {
    const weight = await measurePageWeight(baseURL ?? '', path);
    expect(weight.status, `${path} answers 200`).toBe(200);
    expect(weight.scripts.length, `${path} loads its JavaScript`).toBeGreaterThan(0);
    const limit = budget.routes[budgetRoute(path)];
    if (limit === undefined) continue; // reported by the test above
    if (weight.jsGzipBytes > limit) {
      over.push(`${path}: ${kb(weight.jsGzipBytes)} gzip, budget ${kb(limit)}`);
    }
  }
  expect(over).toEqual([]);
});
