import { budgetRoute, readBudget } from './bundle-budget';
import { measurePageWeight } from './page-weight';
import type { RunningServer } from './processes';
import { publicPages } from './routes';

/** One public page's gzip sizes against its route's budgets (null: the route has none). */
export interface PageSize {
  path: string;
  status: number;
  htmlGzipBytes: number;
  htmlBudget: number | null;
  jsGzipBytes: number;
  jsBudget: number | null;
  pass: boolean;
}

/**
 * Every public page of the built server: its HTML and first-load JavaScript (the scripts its HTML
 * loads), gzip-sized, against bench/bundle-budget.json. A page without a budget fails: a new route
 * gets one from `npm run bench:budget`.
 */
export async function runSizes(site: RunningServer): Promise<PageSize[]> {
  const budget = readBudget();
  const sizes: PageSize[] = [];
  for (const page of publicPages()) {
    const weight = await measurePageWeight(site.url, page);
    const route = budgetRoute(page);
    const htmlBudget = budget.html?.[route] ?? null;
    const jsBudget = budget.routes[route] ?? null;
    sizes.push({
      path: page,
      status: weight.status,
      htmlGzipBytes: weight.htmlGzipBytes,
      htmlBudget,
      jsGzipBytes: weight.jsGzipBytes,
      jsBudget,
      pass:
        weight.status === 200 &&
        htmlBudget !== null &&
        weight.htmlGzipBytes <= htmlBudget &&
        jsBudget !== null &&
        weight.jsGzipBytes <= jsBudget,
    });
  }
  return sizes;
}
