import path from 'node:path';
import { rmSync } from 'node:fs';
import { runLighthouse, type LighthouseResult } from './lighthouse';
import { startNginx } from './nginx';
import { measurePageWeight, type PageWeight } from './page-weight';
import { WORK_DIR } from './paths';
import { startEmptyApp, startSite, type RunningServer } from './processes';
import { blogSlugs, publicPages, publicRoutes } from './routes';
import { log, runSection, type Section } from './section';
import { round } from './stats';
import { measureThroughput, type ThroughputResult, type ThroughputSettings } from './throughput';

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
  /** requests/s of each target divided by nginx's and by the empty app's. */
  ratios: { target: string; ofNginx: number | null; ofEmptyApp: number | null }[];
}

export interface PagesReport {
  weight?: Section<PageWeight[]>;
  /** The empty Next.js app's / : the framework's own first-load JavaScript. */
  floorWeight?: PageWeight;
  lighthouse?: Section<LighthouseResult[]>;
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
  const results: ThroughputResult[] = [];
  const record = (result: ThroughputResult) => {
    log(
      `throughput ${result.target}: ${result.requestsPerSecond} req/s, p99 ${result.latencyP99Ms} ms (${result.servedAs})`,
    );
    results.push(result);
  };
  for (const target of siteTargets()) {
    const status = weights.find((w) => w.path === target)?.status;
    if (status !== undefined && status !== 200) {
      log(`throughput: ${target} answers ${status}: not available yet`);
      continue;
    }
    record(await measureThroughput(`next start ${target}`, `${site.url}${target}`, settings));
  }
  await withServer(startEmptyApp, async (empty) => {
    record(await measureThroughput('empty Next.js app /', `${empty.url}/`, settings));
  });
  // nginx serves the very bytes `next start` sent for /.
  const home = await fetch(`${site.url}/`, { headers: { 'accept-encoding': 'identity' } });
  const html = new Uint8Array(await home.arrayBuffer());
  await withServer(
    () => startNginx(html),
    async (nginx) => record(await measureThroughput('nginx /', `${nginx.url}/`, settings)),
  );
  return { settings, results, ratios: ratios(results) };
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
      const weights: PageWeight[] = [];
      const wanted = (path: string) => settings.paths.length === 0 || settings.paths.includes(path);
      report.weight = await runSection('page weight', async () => {
        for (const page of publicPages().filter(wanted)) {
          weights.push(await measurePageWeight(site.url, page));
        }
        report.floorWeight = await withServer(startEmptyApp, (empty) =>
          measurePageWeight(empty.url, '/'),
        );
        return weights;
      });
      if (settings.sections.has('lighthouse')) {
        const built = new Set(weights.filter((w) => w.status === 200).map((w) => w.path));
        const routes = publicRoutes().filter(
          (route) => wanted(route.path) && (built.size === 0 || built.has(route.path)),
        );
        report.lighthouse = await runSection('lighthouse', () =>
          runLighthouse(site.url, routes, settings.lighthouseRuns, log),
        );
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
