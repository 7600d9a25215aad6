import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measureBeacon } from './beacon-size';
import { measuredCodeState } from './code-state';
import { runLighthouseCi } from './lighthouse';
import { countSourceLines } from './line-count';
import { machineInfo } from './machine';
import { BENCH_DIR, ROOT, STYLED_FLOOR_DIR, WORK_DIR } from './paths';
import { startBenchPostgres, type BenchPostgres } from './postgres';
import { startEmptyApp, startSite, withServer } from './processes';
import { renderReport } from './report';
import type { BenchReport } from './report-types';
import { publicRoutes } from './routes';
import { BENCH_ADMIN, IMAGE_POST_ROUTE, publishImagePost } from './image-post';
import { log, runSection, type Section } from './section';
import { runDelivery } from './section-delivery';
import { runKillFault, runPostgresStopFault } from './section-faults';
import { runFront } from './section-front';
import { runLeadThroughput } from './section-leads';
import { runSizes } from './section-sizes';

const ALL_SECTIONS = ['lighthouse', 'sizes', 'front', 'leads', 'faults'] as const;

/** What `--paths=` names the article with uploaded images by (its slug is made at run time). */
const IMAGE_POST_PATH_OPTION = '/blog/[slug]+images';

interface Options {
  sections: Set<string>;
  /** Only these routes in Lighthouse (all public routes when empty). */
  paths: string[];
  lighthouseRuns: number;
  quick: boolean;
  /** A partial run writes to bench/.work, never over the committed report. */
  partial: boolean;
}

/** `--only=lighthouse,leads`, `--paths=/,/faq`, `--runs=N` (Lighthouse), `--quick`. */
function parseOptions(argv: string[]): Options {
  const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const only = value('only');
  const sections = new Set<string>(only ? only.split(',') : ALL_SECTIONS);
  for (const section of sections) {
    if (!(ALL_SECTIONS as readonly string[]).includes(section)) {
      throw new Error(`Unknown section ${section} (one of ${ALL_SECTIONS.join(', ')})`);
    }
  }
  const quick = argv.includes('--quick');
  const runs = Number(value('runs') ?? (quick ? 1 : 5));
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number >= 1');
  const paths = value('paths')?.split(',') ?? [];
  return {
    sections,
    paths,
    lighthouseRuns: runs,
    quick,
    partial: Boolean(only) || quick || paths.length > 0 || runs !== 5,
  };
}

const seconds = (name: string): number | null => {
  const raw = process.env[name];
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
};

function problems(report: BenchReport): string[] {
  const sections: Section<unknown>[] = [
    ...[report.lighthouse, report.sizes, report.beacon, report.front].filter(
      (s) => s !== undefined,
    ),
    ...report.leads,
    ...(report.delivery ? [report.delivery] : []),
    ...report.faults,
  ];
  return sections
    .filter((section) => section.status !== 'ok')
    .map((section) => `${section.name ?? 'a section'} ${section.status}: ${section.note ?? ''}`);
}

/** The site's pages: Lighthouse, sizes and requests/s against one standalone server. */
async function runPages(report: BenchReport, options: Options) {
  const has = (name: string) => options.sections.has(name);
  const dbDir = path.join(WORK_DIR, 'db', 'pages');
  rmSync(dbDir, { recursive: true, force: true });
  await withServer(
    () =>
      startSite({
        name: 'pages',
        pgliteDir: dbDir,
        env: { ADMIN_USERNAME: BENCH_ADMIN.username, ADMIN_PASSWORD: BENCH_ADMIN.password },
      }),
    async (site) => {
      // An article with three uploaded images (cover and two in the text), published through the
      // admin API, is measured beside the seeded ones; `--paths=/blog/[slug]+images` names it.
      const imagePost = { path: await publishImagePost(site.url), route: IMAGE_POST_ROUTE };
      // Every page once first: a page rendered on its first request is then measured as served.
      const routes = [...publicRoutes(), imagePost].filter(
        (route) =>
          options.paths.length === 0 ||
          options.paths.includes(route.path) ||
          (route === imagePost && options.paths.includes(IMAGE_POST_PATH_OPTION)),
      );
      for (const route of routes) await (await fetch(`${site.url}${route.path}`)).arrayBuffer();
      if (has('sizes')) {
        report.sizes = await runSection('sizes', () => runSizes(site));
        report.beacon = await runSection('analytics beacon', async () => measureBeacon());
      }
      if (has('lighthouse')) {
        const targets = routes.map((route) => ({
          label: route.route,
          url: `${site.url}${route.path}`,
        }));
        // Applied throttling on the pages the requests/s goals name and the article with uploaded
        // images (those measured this run).
        const applied = targets.filter((target) =>
          ['/', '/blog/[slug]', '/careers', IMAGE_POST_ROUTE].includes(target.label),
        );
        report.lighthouse = await runSection('lighthouse', () =>
          withServer(startEmptyApp, (empty) =>
            withServer(
              () => startEmptyApp(STYLED_FLOOR_DIR),
              (styled) =>
                runLighthouseCi(
                  {
                    empty: { label: 'empty Next app /', url: `${empty.url}/` },
                    styled: { label: 'styled floor /', url: `${styled.url}/` },
                  },
                  targets,
                  options.lighthouseRuns,
                  applied,
                ),
            ),
          ),
        );
      }
      if (has('front')) {
        const settings = options.quick
          ? { connections: 16, durationSeconds: 2, warmupSeconds: 1, runs: 1 }
          : { connections: 16, durationSeconds: 5, warmupSeconds: 2, runs: 3 };
        report.front = await runSection('front', () => runFront(site, settings));
      }
    },
  );
}

/** Lead throughput on both databases, delivery with an outage, and the fault runs. */
async function runLeads(report: BenchReport, options: Options) {
  let postgres: BenchPostgres | undefined;
  try {
    postgres = await startBenchPostgres();
    log(`PostgreSQL for the benchmarks on port ${postgres.port}`);
  } catch (error) {
    log(`PostgreSQL unavailable: ${error instanceof Error ? error.message : error}`);
  }
  const q = options.quick;
  try {
    if (options.sections.has('leads')) {
      const settings = { concurrency: 16, durationSeconds: q ? 3 : 10 };
      for (const [name, backend] of [
        ['leads on PGlite', 'pglite'],
        ['leads on PostgreSQL', 'postgres'],
      ] as const) {
        report.leads.push(
          await runSection(name, () => runLeadThroughput(backend, settings, postgres)),
        );
      }
      const delivery = { perSecond: 10, steadySeconds: q ? 2 : 5, downSeconds: 3, afterSeconds: 2 };
      report.delivery = await runSection('delivery', () =>
        runDelivery('pglite', delivery, postgres),
      );
    }
    if (options.sections.has('faults')) {
      // Both kill runs at once: they wait out the same claim expiry. The PostgreSQL stop runs
      // alone afterwards (it stops the server the second kill run uses).
      report.faults.push(
        ...(await Promise.all([
          runSection('fault: kill on PGlite', () => runKillFault('pglite', postgres)),
          runSection('fault: kill on PostgreSQL', () => runKillFault('postgres', postgres)),
        ])),
      );
      report.faults.push(
        await runSection('fault: PostgreSQL stop', () => runPostgresStopFault(postgres)),
      );
    }
  } finally {
    postgres?.destroy();
  }
}

/** `--render [--out=bench]`: bench/.work/report.json rendered again (after a renderer change). */
function renderOnly(argv: string[]) {
  const report = JSON.parse(
    readFileSync(path.join(WORK_DIR, 'report.json'), 'utf8'),
  ) as BenchReport;
  const dir = argv.includes('--out=bench') ? BENCH_DIR : WORK_DIR;
  writeFileSync(path.join(dir, 'report.md'), renderReport(report));
  log(`rewrote ${path.relative(ROOT, path.join(dir, 'report.md'))}`);
}

async function main() {
  if (process.argv.includes('--render')) return renderOnly(process.argv);
  const options = parseOptions(process.argv.slice(2));
  const started = Date.now();
  const nextPackage = path.join(ROOT, 'node_modules/next/package.json');
  const report: BenchReport = {
    generatedAt: new Date().toISOString(),
    machine: machineInfo(),
    durationSeconds: 0,
    build: {
      seconds: seconds('BENCH_BUILD_SECONDS'),
      emptyAppSeconds: seconds('BENCH_EMPTY_BUILD_SECONDS'),
      next: (JSON.parse(readFileSync(nextPackage, 'utf8')) as { version: string }).version,
    },
    code: measuredCodeState(),
    sections: [...options.sections],
    problems: [],
    lines: countSourceLines(),
    leads: [],
    faults: [],
  };
  const has = (name: string) => options.sections.has(name);
  if (has('lighthouse') || has('sizes') || has('front')) {
    await runPages(report, options).catch((error: unknown) => {
      report.problems.push(
        `the site did not start: ${error instanceof Error ? error.message : error}`,
      );
    });
  }
  if (has('leads') || has('faults')) await runLeads(report, options);

  report.durationSeconds =
    Math.round((Date.now() - started) / 1000) +
    (report.build.seconds ?? 0) +
    (report.build.emptyAppSeconds ?? 0);
  report.problems.push(...problems(report));
  // A partial or broken run never replaces the committed report.
  const complete = !options.partial && report.problems.length === 0;
  const mdFile = path.join(complete ? BENCH_DIR : WORK_DIR, 'report.md');
  mkdirSync(WORK_DIR, { recursive: true });
  writeFileSync(path.join(WORK_DIR, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(mdFile, renderReport(report));
  log(`wrote ${path.relative(ROOT, mdFile)} (${report.durationSeconds} s in all)`);
  if (report.problems.length > 0) {
    log(`INCOMPLETE RUN (exit status 1):\n  - ${report.problems.join('\n  - ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
