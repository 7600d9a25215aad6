import type { LighthouseResult } from './lighthouse';
import { FLOOR_MARGIN, meetsGoal, performanceGoal } from './lighthouse-goal';
import type { BenchReport } from './report-types';

/**
 * The goals of the "lighter pages" work, checked against a report: throughput against the empty
 * Next.js app, HTML size against the size before the work, Lighthouse against the framework floor
 * of the same run.
 */

export interface Goal {
  area: 'throughput' | 'HTML' | 'Lighthouse';
  goal: string;
  measured: string;
  /** null: this report did not measure it. */
  pass: boolean | null;
}

const KB = 1024;
/** The size of the HTML before the work (measured on 2026-11-24), in KB of 1024 bytes. */
export const HTML_BASELINE_KB: Record<string, { raw: number; gzip: number }> = {
  '/': { raw: 157.6, gzip: 25.3 },
  '/solutions': { raw: 180.5, gzip: 26.0 },
};
/** The share of the baseline the HTML of those pages may keep. */
export const HTML_BASELINE_SHARE = 0.5;
/** No public page's HTML above this many bytes (uncompressed). */
export const HTML_MAX_BYTES = 80 * KB;
/** Minimum requests/s of a site page as a share of the empty app's `/`. */
export const THROUGHPUT_GOALS: { page: string; label: string; ofEmptyApp: number }[] = [
  { page: '/', label: '`/`', ofEmptyApp: 0.45 },
  { page: '/blog/', label: 'a blog post', ofEmptyApp: 0.5 },
  { page: '/careers', label: '`/careers`', ofEmptyApp: 0.5 },
];

const kb = (bytes: number, digits = 1) => `${(bytes / KB).toFixed(digits)} KB`;
const notMeasured = (area: Goal['area'], goal: string): Goal => ({
  area,
  goal,
  measured: 'not measured in this report',
  pass: null,
});

/** The throughput target of a page: an article goal matches the one article measured. */
const matchesPage = (target: string, page: string) =>
  page.endsWith('/') ? target.startsWith(`next start ${page}`) : target === `next start ${page}`;

function throughputGoals(report: BenchReport): Goal[] {
  const data = report.pages.throughput?.data;
  const goals = THROUGHPUT_GOALS.map(({ page, label, ofEmptyApp }): Goal => {
    const goal = `${label} at least ${ofEmptyApp}× the empty app's requests/s`;
    const ratio = data?.ratios.find((r) => matchesPage(r.target, page))?.ofEmptyApp;
    if (ratio === undefined || ratio === null) return notMeasured('throughput', goal);
    const rps = data?.results.find((r) => matchesPage(r.target, page))?.requestsPerSecond;
    const empty = data?.results.find((r) => r.target === 'empty Next.js app /')?.requestsPerSecond;
    return {
      area: 'throughput',
      goal,
      measured: `${ratio.toFixed(2)}× (${rps} vs ${empty} req/s)`,
      pass: ratio >= ofEmptyApp,
    };
  });
  return [...goals, cacheGoal(report)];
}

/** Every page from cache: the throughput targets under load and every page's repeat request. */
function cacheGoal(report: BenchReport): Goal {
  const goal = 'every page served from cache (`x-nextjs-cache: HIT`)';
  const targets = (report.pages.throughput?.data?.results ?? []).filter((r) =>
    r.target.startsWith('next start '),
  );
  const pages = (report.pages.weight?.data ?? []).filter((p) => p.firstRequest !== undefined);
  if (targets.length === 0 && pages.length === 0) return notMeasured('throughput', goal);
  const hitTargets = targets.filter((r) => r.cache.after.nextjsCache === 'HIT').length;
  const hitPages = pages.filter((p) => p.cache.nextjsCache === 'HIT').length;
  const parts = [
    ...(targets.length > 0 ? [`${hitTargets} of ${targets.length} throughput targets`] : []),
    ...(pages.length > 0 ? [`${hitPages} of ${pages.length} pages on a repeat request`] : []),
  ];
  return {
    area: 'throughput',
    goal,
    measured: parts.join('; '),
    pass: hitTargets === targets.length && hitPages === pages.length,
  };
}

function htmlGoals(report: BenchReport): Goal[] {
  const pages = report.pages.weight?.data;
  const goals = Object.entries(HTML_BASELINE_KB).map(([path, baseline]): Goal => {
    const rawMax = baseline.raw * KB * HTML_BASELINE_SHARE;
    const gzipMax = baseline.gzip * KB * HTML_BASELINE_SHARE;
    const before = `${baseline.raw.toFixed(1)} KB raw / ${baseline.gzip.toFixed(1)} KB gzip`;
    const goal = `\`${path}\` at most half its HTML before the work (${before}): ≤ ${kb(rawMax, 2)} / ${kb(gzipMax, 2)}`;
    const page = pages?.find((p) => p.path === path);
    if (!page) return notMeasured('HTML', goal);
    return {
      area: 'HTML',
      goal,
      measured: `${kb(page.htmlBytes)} / ${kb(page.htmlGzipBytes)}`,
      pass: page.htmlBytes <= rawMax && page.htmlGzipBytes <= gzipMax,
    };
  });
  const goal = `no public page's HTML over ${kb(HTML_MAX_BYTES)} raw`;
  if (!pages || pages.length === 0) return [...goals, notMeasured('HTML', goal)];
  const over = pages
    .filter((p) => p.htmlBytes > HTML_MAX_BYTES)
    .sort((a, b) => b.htmlBytes - a.htmlBytes);
  const shown = over.slice(0, 5).map((p) => `${p.path} ${kb(p.htmlBytes)}`);
  const largest = pages.reduce((a, b) => (b.htmlBytes > a.htmlBytes ? b : a));
  return [
    ...goals,
    {
      area: 'HTML',
      goal,
      measured:
        over.length === 0
          ? `largest ${largest.path}: ${kb(largest.htmlBytes)}`
          : `${over.length} of ${pages.length} over, largest ${shown.join(', ')}${over.length > shown.length ? ', …' : ''}`,
      pass: over.length === 0,
    },
  ];
}

/** Whether a route met the Lighthouse goal: against its run's floor, or as recorded before floors. */
export function lighthouseGoalMet(result: LighthouseResult, floor?: LighthouseResult): boolean {
  return floor ? meetsGoal(result.scores, performanceGoal(floor)) : result.meetsGoal;
}

function lighthouseGoals(report: BenchReport): Goal[] {
  const results = report.pages.lighthouse?.data;
  const floor = report.pages.lighthouseFloor;
  const goalText = `median Performance at least the framework floor's median minus ${FLOOR_MARGIN}, on every public route`;
  const otherText = 'Accessibility, Best Practices and SEO 100 on every public route';
  if (!results || results.length === 0) {
    return [notMeasured('Lighthouse', goalText), notMeasured('Lighthouse', otherText)];
  }
  const goal = performanceGoal(floor);
  const below = goal === null ? results : results.filter((r) => r.scores.performance < goal);
  const lowest = results.reduce((a, b) => (b.scores.performance < a.scores.performance ? b : a));
  const imperfect = results.filter(
    (r) => r.scores.accessibility < 100 || r.scores['best-practices'] < 100 || r.scores.seo < 100,
  );
  return [
    {
      area: 'Lighthouse',
      goal: goalText,
      measured:
        goal === null
          ? 'no framework floor measured in this run'
          : `goal ${goal} (floor ${floor?.scores.performance}); ${results.length - below.length} of ${results.length} routes meet it, lowest ${lowest.route} ${lowest.scores.performance}`,
      pass: goal === null ? null : below.length === 0,
    },
    {
      area: 'Lighthouse',
      goal: otherText,
      measured:
        imperfect.length === 0
          ? `${results.length} of ${results.length} routes`
          : `below 100 on ${imperfect.map((r) => r.route).join(', ')}`,
      pass: imperfect.length === 0,
    },
  ];
}

/** Every goal with the value this report measured and whether it passed. */
export function evaluateGoals(report: BenchReport): Goal[] {
  return [...throughputGoals(report), ...htmlGoals(report), ...lighthouseGoals(report)];
}
