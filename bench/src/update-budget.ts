import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUDGET_FILE, computeBudget } from './bundle-budget';
import { measurePageWeight, type PageWeight } from './page-weight';
import { WORK_DIR } from './paths';
import { startSite } from './processes';
import { publicPages } from './routes';

/**
 * `npm run bench:budget`: measures the first-load JavaScript of every public page on the
 * production build in NEXT_DIST_DIR (default .next-bench, made by `npm run bench`) and rewrites
 * bench/bundle-budget.json. Run it after an intended change, never to silence a regression.
 */
async function main() {
  const site = await startSite({ name: 'budget', pgliteDir: path.join(WORK_DIR, 'db', 'budget') });
  try {
    const weights: PageWeight[] = [];
    for (const page of publicPages()) weights.push(await measurePageWeight(site.url, page));
    const skipped = weights.filter((weight) => weight.status !== 200).map((weight) => weight.path);
    if (skipped.length > 0) console.warn(`Not built (no budget set): ${skipped.join(', ')}`);
    const budget = computeBudget(weights);
    writeFileSync(BUDGET_FILE, `${JSON.stringify(budget, null, 2)}\n`);
    for (const [route, bytes] of Object.entries(budget.routes)) {
      console.log(`${route}: measured ${budget.measured[route]} B, budget ${bytes} B`);
    }
    console.log(`Wrote ${path.relative(process.cwd(), BUDGET_FILE)}`);
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
