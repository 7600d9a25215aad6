import * as chromeLauncher from 'chrome-launcher';
import { meetsGoal } from './lighthouse-goal';
import type { BenchRoute } from './routes';
import { median, round } from './stats';

/** Debian's Chromium and the flags every browser run of this project uses. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Lighthouse's own CPU benchmark of this machine during the run (higher is faster). */
  benchmarkIndex: number;
  /** Audits below full marks that count towards a category score (what to fix). */
  failing: { category: Category; id: string; title: string; score: number }[];
  error?: string;
}

export interface LighthouseResult {
  path: string;
  route: string;
  runs: number;
  /** Medians over the runs (each metric on its own). */
  scores: Record<Category, number>;
  /** Performance of each run, in run order: the spread behind the median (absent in older reports). */
  performanceRuns?: number[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  benchmarkIndex: number;
  failing: LighthouseRun['failing'];
  errors: string[];
  /** Against the goal of its run: Performance ≥ 95 in older reports, the floor's minus 2 now. */
  meetsGoal: boolean;
}

async function runOnce(url: string, port: number): Promise<LighthouseRun> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // Unscored audits that cost seconds per run (screenshots, a back/forward navigation, source maps).
    disableFullPageScreenshot: true,
    skipAudits: [
      'screenshot-thumbnails',
      'final-screenshot',
      'bf-cache',
      'valid-source-maps',
      'script-treemap-data',
    ],
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  const score = (category: Category) => round((lhr.categories[category]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing: LighthouseRun['failing'] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failing.push({ category, id: ref.id, title: audit.title, score: audit.score });
      }
    }
  }
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
    error: lhr.runtimeError?.message,
  };
}

/**
 * A run that ended in a Lighthouse runtime error (a lost trace such as NO_NAVSTART, seen now and
 * then on a busy machine) says nothing about the page: it is tried again, at most twice, and the
 * error is kept in the report only when every attempt failed.
 */
async function runWithRetry(url: string, port: number): Promise<LighthouseRun> {
  let run = await runOnce(url, port);
  for (let attempt = 1; attempt < 3 && run.error; attempt += 1) run = await runOnce(url, port);
  return run;
}

function summarize(
  route: BenchRoute,
  runs: LighthouseRun[],
  goal: number | null,
): LighthouseResult {
  const pick = (get: (run: LighthouseRun) => number) => median(runs.map(get));
  const scores = {
    performance: pick((run) => run.scores.performance),
    accessibility: pick((run) => run.scores.accessibility),
    'best-practices': pick((run) => run.scores['best-practices']),
    seo: pick((run) => run.scores.seo),
  };
  // An audit is reported when it failed in most runs (noise in one run is not a finding).
  const counts = new Map<string, { item: LighthouseRun['failing'][number]; times: number }>();
  for (const run of runs) {
    for (const item of run.failing) {
      const key = `${item.category}:${item.id}`;
      const seen = counts.get(key);
      counts.set(key, { item, times: (seen?.times ?? 0) + 1 });
    }
  }
  return {
    path: route.path,
    route: route.route,
    runs: runs.length,
    scores,
    performanceRuns: runs.map((run) => run.scores.performance),
    lcpMs: round(pick((run) => run.lcpMs)),
    tbtMs: round(pick((run) => run.tbtMs)),
    cls: round(
      pick((run) => run.cls),
      3,
    ),
    fcpMs: round(pick((run) => run.fcpMs)),
    benchmarkIndex: round(pick((run) => run.benchmarkIndex)),
    failing: [...counts.values()]
      .filter(({ times }) => times * 2 > runs.length)
      .map(({ item }) => item),
    errors: runs.flatMap((run) => (run.error ? [run.error] : [])),
    meetsGoal: meetsGoal(scores, goal),
  };
}

/**
 * Lighthouse (mobile defaults, simulated throttling) on each route, `runs` times, in one Chromium,
 * each result checked against the Performance `goal` (see performanceGoal).
 * Runs are sequential: two runs sharing two cores would slow each other's main thread.
 */
export async function runLighthouse(
  baseUrl: string,
  routes: BenchRoute[],
  runs: number,
  log: (line: string) => void,
  goal: number | null = null,
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    const results: LighthouseResult[] = [];
    for (const route of routes) {
      const url = new URL(route.path, baseUrl).href;
      const done: LighthouseRun[] = [];
      for (let index = 0; index < runs; index += 1) done.push(await runWithRetry(url, chrome.port));
      const summary = summarize(route, done, goal);
      const name = route.route === route.path ? route.path : `${route.route} (${route.path})`;
      log(
        `lighthouse ${name}: perf ${summary.scores.performance} a11y ${summary.scores.accessibility} bp ${summary.scores['best-practices']} seo ${summary.scores.seo} LCP ${summary.lcpMs} ms TBT ${summary.tbtMs} ms CLS ${summary.cls}`,
      );
      results.push(summary);
    }
    return results;
  } finally {
    chrome.kill();
  }
}
