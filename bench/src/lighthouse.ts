import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, WORK_DIR } from './paths';
import { median, round } from './stats';

/** Debian's Chromium: Lighthouse CI must never fetch a browser of its own. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');
const LHCI_BIN = path.join(ROOT, 'node_modules', '.bin', 'lhci');
const LHCI_DIR = path.join(WORK_DIR, 'lhci');

export interface LighthouseTarget {
  /** What the row stands for: a route, or the empty app. */
  label: string;
  url: string;
}

/** One URL's medians over its runs (scores 0-100, times in ms). */
export interface LighthouseRow extends LighthouseTarget {
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  /** Assertions Lighthouse CI failed for this URL (none for the empty app, which has none). */
  failed: string[];
}

/** A paint timing under applied throttling (medians, ms). */
export interface AppliedRow extends LighthouseTarget {
  runs: number;
  fcpMs: number;
  lcpMs: number;
}

export interface LighthouseReport {
  runsPerUrl: number;
  /** The empty app's row: the floor the goals are set from. */
  floor: LighthouseRow;
  /** The empty app with the site's stylesheet: what one stylesheet costs before any markup. */
  styledFloor: LighthouseRow;
  performanceGoal: number;
  lcpGoalMs: number;
  rows: LighthouseRow[];
  /**
   * The floors and a few routes again with throttling applied to the real load (`devtools`)
   * instead of simulated from an unthrottled one: the paint a slow phone would see.
   */
  applied: { runsPerUrl: number; rows: AppliedRow[] };
}

interface Lhr {
  requestedUrl: string;
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

interface AssertionResult {
  url: string;
  auditId?: string;
  /** The category of a `categories:<id>` assertion. */
  auditProperty?: string;
  name: string;
  expected: number;
  actual: number;
  passed: boolean;
  level: string;
}

function lhci(args: string[], cwd = LHCI_DIR): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(LHCI_BIN, args, {
      cwd,
      env: { ...process.env, CHROME_PATH: CHROMIUM },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

function savedLhrs(cwd = LHCI_DIR): Lhr[] {
  const dir = path.join(cwd, '.lighthouseci');
  return readdirSync(dir)
    .filter((name) => /^lhr-\d+\.json$/.test(name))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Lhr);
}

function goodRuns(target: LighthouseTarget, lhrs: Lhr[]): Lhr[] {
  const runs = lhrs.filter((lhr) => lhr.requestedUrl === target.url && !lhr.runtimeError);
  if (runs.length === 0) throw new Error(`Lighthouse has no good run of ${target.url}`);
  return runs;
}

const medianAudit = (runs: Lhr[], audit: string) =>
  round(median(runs.map((lhr) => lhr.audits[audit]?.numericValue ?? 0)));

function row(target: LighthouseTarget, lhrs: Lhr[]): LighthouseRow {
  const runs = goodRuns(target, lhrs);
  const score = (category: string) =>
    round(median(runs.map((lhr) => (lhr.categories[category]?.score ?? 0) * 100)));
  return {
    ...target,
    runs: runs.length,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: medianAudit(runs, 'largest-contentful-paint'),
    failed: [],
  };
}

/** The assertion's key as written in the config: `categories:seo`, `largest-contentful-paint`. */
export function assertionId(result: Pick<AssertionResult, 'auditId' | 'auditProperty' | 'name'>) {
  const audit = result.auditId ?? result.name;
  return result.auditProperty ? `${audit}:${result.auditProperty}` : audit;
}

/** `lhci collect` of `urls` in its own folder under the run's; the reports it saved. */
async function collect(folder: string, urls: string[], runs: number, settings: object) {
  const cwd = path.join(LHCI_DIR, folder);
  mkdirSync(cwd, { recursive: true });
  const config = path.join(cwd, 'collect.json');
  writeFileSync(
    config,
    JSON.stringify({
      ci: {
        collect: {
          url: urls,
          numberOfRuns: runs,
          chromePath: CHROMIUM,
          settings: { chromeFlags: CHROME_FLAGS, ...settings },
        },
      },
    }),
  );
  const status = await lhci(['collect', `--config=${config}`], cwd);
  if (status !== 0) throw new Error(`lhci collect (${folder}) exited with ${status}`);
  return savedLhrs(cwd);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Lighthouse CI (mobile defaults) on the two floors and every site URL in one collect, `runs` per
 * URL; then `lhci assert` holds each site URL's medians to goals set from the empty app's:
 * Performance at least its median minus 2, LCP at most 1.5x its median, the other categories 100.
 * Then the floors and the `applied` targets again with applied throttling, 3 runs each.
 */
export async function runLighthouseCi(
  floors: { empty: LighthouseTarget; styled: LighthouseTarget },
  targets: LighthouseTarget[],
  runs: number,
  appliedTargets: LighthouseTarget[],
): Promise<LighthouseReport> {
  rmSync(LHCI_DIR, { recursive: true, force: true });
  mkdirSync(LHCI_DIR, { recursive: true });
  const floor = floors.empty;
  const urls = [floor.url, floors.styled.url, ...targets.map((target) => target.url)];
  const lhrs = await collect('simulated', urls, runs, {});
  const floorRow = row(floor, lhrs);
  const performanceGoal = floorRow.performance - 2;
  const lcpGoalMs = round(floorRow.lcpMs * 1.5);
  const median100 = { minScore: 1, aggregationMethod: 'median' };
  const assertConfig = path.join(LHCI_DIR, 'assert.json');
  const siteOrigins = [...new Set(targets.map((target) => new URL(target.url).origin))];
  writeFileSync(
    assertConfig,
    JSON.stringify({
      ci: {
        assert: {
          includePassedAssertions: true,
          assertMatrix: siteOrigins.map((origin) => ({
            matchingUrlPattern: `^${escapeRegExp(origin)}/`,
            assertions: {
              'categories:performance': [
                'error',
                { minScore: performanceGoal / 100, aggregationMethod: 'median' },
              ],
              'categories:accessibility': ['error', median100],
              'categories:best-practices': ['error', median100],
              'categories:seo': ['error', median100],
              'largest-contentful-paint': [
                'error',
                { maxNumericValue: lcpGoalMs, aggregationMethod: 'median' },
              ],
            },
          })),
        },
      },
    }),
  );
  // Non-zero when an assertion failed: the failures are read from its results file below.
  await lhci(['assert', `--config=${assertConfig}`], path.join(LHCI_DIR, 'simulated'));
  const results = JSON.parse(
    readFileSync(
      path.join(LHCI_DIR, 'simulated', '.lighthouseci', 'assertion-results.json'),
      'utf8',
    ),
  ) as AssertionResult[];
  const rows = targets.map((target) => {
    const own = results.filter((result) => result.url === target.url);
    const failed = own
      .filter((result) => !result.passed)
      .map((result) => `${assertionId(result)} ${round(result.actual, 2)}`);
    // A URL Lighthouse CI reported under another address (a redirect) was never checked.
    return { ...row(target, lhrs), failed: own.length > 0 ? failed : ['not asserted'] };
  });
  const appliedRuns = 3;
  const appliedList = [floor, floors.styled, ...appliedTargets];
  const appliedLhrs = await collect(
    'applied',
    appliedList.map((target) => target.url),
    appliedRuns,
    { throttlingMethod: 'devtools' },
  );
  const applied = appliedList.map((target) => {
    const good = goodRuns(target, appliedLhrs);
    return {
      ...target,
      runs: good.length,
      fcpMs: medianAudit(good, 'first-contentful-paint'),
      lcpMs: medianAudit(good, 'largest-contentful-paint'),
    };
  });
  return {
    runsPerUrl: runs,
    floor: floorRow,
    styledFloor: row(floors.styled, lhrs),
    performanceGoal,
    lcpGoalMs,
    rows,
    applied: { runsPerUrl: appliedRuns, rows: applied },
  };
}
