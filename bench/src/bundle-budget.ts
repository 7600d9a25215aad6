import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageWeight } from './page-weight';

/**
 * The size budgets of each public route (gzip bytes): first-load JavaScript (read by the bundle
 * gate, tests/e2e/gates-bundle.spec.ts) and HTML, checked by `npm run bench` and written by
 * `npm run bench:budget` from a measurement.
 */
export interface BundleBudget {
  measuredAt: string;
  /** How each budget was set from its measurement. */
  rule: string;
  marginPercent: number;
  minimumMarginBytes: number;
  /** Route (an article counts as `/blog/[slug]`) to its budget in gzip bytes. */
  routes: Record<string, number>;
  /** The measurement the budgets came from (the largest page of each route). */
  measured: Record<string, number>;
  /** Route to its HTML budget in gzip bytes, by the same rule (absent before HTML had one). */
  html?: Record<string, number>;
  htmlMeasured?: Record<string, number>;
}

export const BUDGET_FILE = path.join(process.cwd(), 'bench', 'bundle-budget.json');
export const MARGIN_PERCENT = 5;
export const MINIMUM_MARGIN_BYTES = 3 * 1024;

/** The route a public page belongs to: articles share `/blog/[slug]`. */
export function budgetRoute(pagePath: string): string {
  return /^\/blog\/[^/]+$/.test(pagePath) ? '/blog/[slug]' : pagePath;
}

export function readBudget(file: string = BUDGET_FILE): BundleBudget {
  return JSON.parse(readFileSync(file, 'utf8')) as BundleBudget;
}

/** Measured + 5 % (at least 3 KB), rounded up to the next KB: room for noise, not for a regression. */
export function budgetFor(measuredBytes: number): number {
  const margin = Math.max((measuredBytes * MARGIN_PERCENT) / 100, MINIMUM_MARGIN_BYTES);
  return Math.ceil((measuredBytes + margin) / 1024) * 1024;
}

/** A budget from page weights of a production build (only pages that answered 200 count). */
export function computeBudget(weights: PageWeight[], measuredAt = new Date()): BundleBudget {
  const largest = (size: (weight: PageWeight) => number) => {
    const measured: Record<string, number> = {};
    for (const weight of weights) {
      if (weight.status !== 200) continue;
      const route = budgetRoute(weight.path);
      measured[route] = Math.max(measured[route] ?? 0, size(weight));
    }
    const budget = Object.fromEntries(
      Object.entries(measured).map(([route, bytes]) => [route, budgetFor(bytes)]),
    );
    return { measured, budget };
  };
  const js = largest((weight) => weight.jsGzipBytes);
  const html = largest((weight) => weight.htmlGzipBytes);
  return {
    measuredAt: measuredAt.toISOString(),
    rule: `first-load JavaScript and HTML, gzip bytes: the measured value + ${MARGIN_PERCENT} % (at least ${MINIMUM_MARGIN_BYTES} bytes), rounded up to the next KB`,
    marginPercent: MARGIN_PERCENT,
    minimumMarginBytes: MINIMUM_MARGIN_BYTES,
    routes: js.budget,
    measured: js.measured,
    html: html.budget,
    htmlMeasured: html.measured,
  };
}
