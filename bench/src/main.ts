import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measuredCodeState } from './code-state';
import { machineInfo } from './machine';
import { BENCH_DIR, ROOT, SITE_DIST_DIR, WORK_DIR } from './paths';
import { startBenchPostgres, type BenchPostgres } from './postgres';
import { runProblems } from './problems';
import { renderMarkdown } from './report-markdown';
import type { BenchReport } from './report-types';
import { failedSection, log, runSection } from './section';
import { runDelivery } from './section-delivery';
import { runKillFault, runPostgresStopFault } from './section-faults';
import { runLeadThroughput } from './section-leads';
import { runPagesSections } from './section-pages';
import { runProfile } from './section-profile';

const ALL_SECTIONS = [
  'weight',
  'lighthouse',
  'throughput',
  'profile',
  'leads',
  'delivery',
  'faults',
] as const;

interface Options {
  sections: Set<string>;
  paths: string[];
  quick: boolean;
  outDir: string;
}

/**
 * `--only=lighthouse,leads` runs some sections, `--paths=/,/faq` some pages; `--quick` shortens
 * every run (harness debugging).
 * Either writes to bench/.work unless `--out=bench`, so a partial run never replaces the report.
 * A run with a failed or unavailable section never replaces it either (see main).
 */
function parseOptions(argv: string[]): Options {
  const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const only = value('only');
  const quick = argv.includes('--quick');
  const sections = new Set<string>(only ? only.split(',') : ALL_SECTIONS);
  for (const section of sections) {
    if (!(ALL_SECTIONS as readonly string[]).includes(section)) {
      throw new Error(`Unknown section ${section} (one of ${ALL_SECTIONS.join(', ')})`);
    }
  }
  const partial = Boolean(only) || quick;
  const out = value('out');
  return {
    sections,
    paths: value('paths')?.split(',') ?? [],
    quick,
    outDir: out ? path.resolve(ROOT, out) : partial ? WORK_DIR : BENCH_DIR,
  };
}

const numberFromEnv = (name: string): number | null => {
  const raw = process.env[name];
  return raw && /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : null;
};

/** `--render`: rewrites bench/report.md from bench/report.json (after editing findings.md). */
function renderOnly() {
  const report = JSON.parse(
    readFileSync(path.join(BENCH_DIR, 'report.json'), 'utf8'),
  ) as BenchReport;
  writeFileSync(path.join(BENCH_DIR, 'report.md'), renderMarkdown(report));
  log('rewrote bench/report.md from bench/report.json');
}

async function main() {
  if (process.argv.includes('--render')) return renderOnly();
  const options = parseOptions(process.argv.slice(2));
  const started = Date.now();
  const machine = machineInfo();
  const has = (name: string) => options.sections.has(name);
  const q = options.quick;
  const report: BenchReport = {
    generatedAt: machine.date,
    machine,
    durationSeconds: 0,
    build: {
      distDir: SITE_DIST_DIR,
      seconds: numberFromEnv('BENCH_BUILD_SECONDS'),
      emptyAppSeconds: numberFromEnv('BENCH_EMPTY_BUILD_SECONDS'),
      next: (
        JSON.parse(readFileSync(path.join(ROOT, 'node_modules/next/package.json'), 'utf8')) as {
          version: string;
        }
      ).version,
    },
    code: measuredCodeState(),
    sections: [...options.sections],
    pages: {},
    leads: [],
    faults: { kill: [] },
  };

  if (has('weight') || has('lighthouse') || has('throughput')) {
    try {
      report.pages = await runPagesSections({
        sections: options.sections,
        paths: options.paths,
        // Five runs per route: with three, one route's median moved by up to 3 points between
        // runs of the same build (single runs of one route spread 93-99), against a goal 2 points
        // below the floor's own median, which is measured the same way.
        lighthouseRuns: q ? 1 : 5,
        // The median of 3 runs per target (taken in turn), each 5 s after a 2 s warm-up.
        throughput: {
          connections: 16,
          durationSeconds: q ? 2 : 5,
          warmupSeconds: q ? 1 : 2,
          runs: 3,
        },
      });
    } catch (error) {
      // The site did not start (or stop): every page section asked for failed with it.
      log(`page sections: FAILED: ${error instanceof Error ? error.message : error}`);
      report.pages.weight ??= failedSection('page weight', error);
      if (has('lighthouse')) report.pages.lighthouse ??= failedSection('lighthouse', error);
      if (has('throughput')) report.pages.throughput ??= failedSection('throughput', error);
    }
  }

  if (has('profile')) {
    // `/` under ~8 s of load with the CPU profiler on: where a cached page's time goes.
    report.profile = await runSection('profile', () =>
      runProfile({ connections: 16, durationSeconds: q ? 3 : 8, warmupSeconds: q ? 1 : 2 }),
    );
  }

  let postgres: BenchPostgres | undefined;
  if (has('leads') || has('delivery') || has('faults')) {
    try {
      postgres = await startBenchPostgres();
      log(`PostgreSQL for the benchmarks on port ${postgres.port}`);
    } catch (error) {
      log(`PostgreSQL unavailable: ${error instanceof Error ? error.message : error}`);
    }
  }
  try {
    if (has('leads')) {
      const settings = { concurrency: 16, durationSeconds: q ? 3 : 10 };
      report.leads.push(
        await runSection('leads on PGlite', () => runLeadThroughput('pglite', settings, postgres)),
      );
      report.leads.push(
        await runSection('leads on PostgreSQL', () =>
          runLeadThroughput('postgres', settings, postgres),
        ),
      );
    }
    if (has('delivery')) {
      report.delivery = await runSection('delivery', () =>
        runDelivery(
          'pglite',
          { perSecond: 10, steadySeconds: q ? 2 : 5, downSeconds: 3, afterSeconds: 2 },
          postgres,
        ),
      );
    }
    if (has('faults')) {
      // Both kill runs at once: they wait out the same claim expiry (CLAIM_LOCK_MS). The
      // PostgreSQL stop runs alone afterwards (it stops the server the second kill run uses).
      report.faults.kill = await Promise.all([
        runSection('fault: kill on PGlite', () => runKillFault('pglite', postgres)),
        runSection('fault: kill on PostgreSQL', () => runKillFault('postgres', postgres)),
      ]);
      report.faults.postgresStop = await runSection('fault: PostgreSQL stop', () =>
        runPostgresStopFault(postgres),
      );
    }
  } finally {
    postgres?.destroy();
  }

  report.durationSeconds =
    Math.round((Date.now() - started) / 1000) +
    (report.build.seconds ?? 0) +
    (report.build.emptyAppSeconds ?? 0);
  report.problems = runProblems(report);
  // A broken run never replaces the committed report: it goes to bench/.work for a look.
  let outDir = options.outDir;
  if (report.problems.length > 0 && outDir === BENCH_DIR) {
    outDir = WORK_DIR;
    log(
      'a section failed or was not available: bench/report.md and report.json are left as they were',
    );
  }
  mkdirSync(outDir, { recursive: true });
  const jsonFile = path.join(outDir, 'report.json');
  const mdFile = path.join(outDir, 'report.md');
  writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(mdFile, renderMarkdown(report));
  log(
    `wrote ${path.relative(ROOT, mdFile)} and ${path.relative(ROOT, jsonFile)} (${report.durationSeconds} s in all)`,
  );
  if (report.problems.length > 0) {
    log(`INCOMPLETE RUN (exit status 1):\n  - ${report.problems.join('\n  - ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
