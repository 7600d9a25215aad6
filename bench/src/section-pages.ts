import path from 'node:path';
import { rmSync } from 'node:fs';
import { runLighthouse, type LighthouseResult } from './lighthouse';
import { performanceGoal } from './lighthouse-goal';
import { startNginx } from './nginx';
import { measurePageWeight, type PageWeight } from './page-weight';
import { WORK_DIR } from './paths';
import { startEmptyApp, startSite, type RunningServer } from './processes';
import { blogSlugs, publicPages, publicRoutes } from './routes';
import { log, runSection, type Section } from './section';
import { round } from './stats';
import {
  cacheStatus,
  measureThroughput,
  type ThroughputResult,
  type ThroughputSettings,
  type ThroughputTarget,
} from './throughput';

export interface PagesSettings {
  lighthouseRuns: number;
  /** Only these paths (harness debugging); all public routes when empty. */
  paths: string[];
  throughput: ThroughputSettings;
  sections: Set<string>;
}

export interface ThroughputData {
  settings: ThroughputSettings;
  results: ThroughputResult[];
  /** Median requests/s of each target divided by nginx's and by the empty app's. */
  ratios: { target: string; ofNginx: number | null; ofEmptyApp: number | null }[];
  /** Site targets left out because they did not answer 200 (absent in older reports). */
  skipped?: string[];
}

/** The answer to a page's first request after the server started (it warms the page cache). */
export type FirstRequest = PageWeight['cache'] & { status: number };

/** A page weight measured on the second request; `firstRequest` is absent in older reports. */
export type MeasuredPage = PageWeight & { firstRequest?: FirstRequest };

export interface PagesReport {
  weight?: Section<MeasuredPage[]>;
  /** The empty Next.js app's / : the framework's own first-load JavaScript. */
  floorWeight?: PageWeight;
  lighthouse?: Section<LighthouseResult[]>;
  /** Lighthouse on the empty Next.js app's / (the framework's floor); absent in older reports. */
  lighthouseFloor?: LighthouseResult;
  throughput?: Section<ThroughputData>;
}

async function withServer<T>(
  start: () => Promise<RunningServer>,
  work: (server: RunningServer) => Promise<T>,
) {
  const server = await start();
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

/** The throughput targets on the site: home, one article, careers (database-backed). */
function siteTargets(): string[] {
  const [slug] = blogSlugs();
  return ['/', ...(slug ? [`/blog/${slug}`] : []), '/careers'];
}

function ratios(results: ThroughputResult[]): ThroughputData['ratios'] {
  const rps = (target: string) => results.find((r) => r.target === target)?.requestsPerSecond;
  const nginx = rps('nginx /');
  const empty = rps('empty Next.js app /');
  return results
    .filter((r) => r.target !== 'nginx /')
    .map((r) => ({
      target: r.target,
      ofNginx: nginx ? round(r.requestsPerSecond / nginx, 3) : null,
      ofEmptyApp:
        empty && r.target !== 'empty Next.js app /' ? round(r.requestsPerSecond / empty, 3) : null,
    }));
}

async function measureAllThroughput(
  site: RunningServer,
  weights: PageWeight[],
  settings: ThroughputSettings,
): Promise<ThroughputData> {
  const targets: ThroughputTarget[] = [];
  const skipped: string[] = [];
  for (const target of siteTargets()) {
    const status = weights.find((w) => w.path === target)?.status;
    if (status !== undefined && status !== 200) {
      log(`throughput: ${target} answers ${status}: not available yet`);
      skipped.push(`${target} (${status})`);
      continue;
    }
    targets.push({ target: `next start ${target}`, url: `${site.url}${target}` });
  }
  // nginx serves the very bytes `next start` sent for /.
  const home = await fetch(`${site.url}/`, { headers: { 'accept-encoding': 'identity' } });
  const html = new Uint8Array(await home.arrayBuffer());
  // All three servers run side by side so the rounds can take the targets in turn.
  const results = await withServer(startEmptyApp, (empty) =>
    withServer(
      () => startNginx(html),
      (nginx) =>
        measureThroughput(
          [
            ...targets,
            { target: 'empty Next.js app /', url: `${empty.url}/` },
            { target: 'nginx /', url: `${nginx.url}/` },
          ],
          settings,
          log,
        ),
    ),
  );
  for (const result of results) {
    log(
      `throughput ${result.target}: median ${result.requestsPerSecond} req/s, p99 ${result.latencyP99Ms} ms (${result.servedAs})`,
    );
  }
  return { settings, results, ratios: ratios(results), skipped };
}

/** GETs a page once (its first request after the start renders it into the page cache). */
async function firstRequest(baseUrl: string, pagePath: string): Promise<FirstRequest> {
  const { status, nextjsCache, cacheControl, prerender } = await cacheStatus(
    new URL(pagePath, baseUrl).href,
  );
  return { status, nextjsCache, cacheControl, prerender };
}

/**
 * Page weight, Lighthouse and page throughput against one `next start` of the bench build, then
 * the empty app and nginx (serving the saved HTML of /) for the floor and the ceiling.
 */
export async function runPagesSections(settings: PagesSettings): Promise<PagesReport> {
  const report: PagesReport = {};
  const dbDir = path.join(WORK_DIR, 'db', 'pages');
  rmSync(dbDir, { recursive: true, force: true });
  await withServer(
    () => startSite({ name: 'pages', pgliteDir: dbDir }),
    async (site) => {
      const weights: MeasuredPage[] = [];
      const wanted = (path: string) => settings.paths.length === 0 || settings.paths.includes(path);
      // The site's cache handler starts empty and never serves what `next build` prerendered, so
      // each page's first request after a start renders it: the second request is the one
      // measured (as a visitor after the first gets it).
      report.weight = await runSection('page weight', async () => {
        for (const page of publicPages().filter(wanted)) {
          const first = await firstRequest(site.url, page);
          weights.push({ ...(await measurePageWeight(site.url, page)), firstRequest: first });
        }
        report.floorWeight = await withServer(startEmptyApp, async (empty) => {
          await firstRequest(empty.url, '/');
          return measurePageWeight(empty.url, '/');
        });
        return weights;
      });
      if (settings.sections.has('lighthouse')) {
        const built = new Set(weights.filter((w) => w.status === 200).map((w) => w.path));
        const routes = publicRoutes().filter(
          (route) => wanted(route.path) && (built.size === 0 || built.has(route.path)),
        );
        report.lighthouse = await runSection('lighthouse', async () => {
          // The framework's floor first: the same runs on the empty Next.js app's /, whose median
          // sets the Performance every route is held to in this run.
          const [floor] = await withServer(startEmptyApp, (empty) =>
            runLighthouse(
              empty.url,
              [{ path: '/', route: 'empty Next.js app /' }],
              settings.lighthouseRuns,
              log,
            ),
          );
          report.lighthouseFloor = floor;
          const goal = performanceGoal(floor);
          log(`lighthouse: Performance goal ${goal ?? 'none (the floor was not measured)'}`);
          return runLighthouse(site.url, routes, settings.lighthouseRuns, log, goal);
        });
      }
      if (settings.sections.has('throughput')) {
        report.throughput = await runSection('throughput', () =>
          measureAllThroughput(site, weights, settings.throughput),
        );
      }
    },
  );
  return report;
}
