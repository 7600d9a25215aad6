import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  BUDGET_FILE,
  budgetRoute,
  MARGIN_PERCENT,
  MINIMUM_MARGIN_BYTES,
  readBudget,
  type BundleBudget,
} from './bundle-budget';
import { ROWS_PER_LEAD } from './completeness';
import { LEAD_SERVER_ENV } from './lead-server';
import { HTML_MAX_BYTES, lighthouseGoalMet } from './goals';
import type { LighthouseResult } from './lighthouse';
import { FLOOR_MARGIN, performanceGoal } from './lighthouse-goal';
import { kb, ms, percent, sectionHead, table, yes } from './markdown';
import { goalsMarkdown } from './markdown-goals';
import { profileMarkdown, profileSummaryLine } from './markdown-profile';
import { BENCH_DIR } from './paths';
import { runProblems } from './problems';
import { deliveryConstants } from './project-constants';
import type { BenchReport } from './report-types';
import type { ThroughputResult } from './throughput';

/** Hand-written notes (bench/findings.md): what the measurements showed and what was changed. */
function findings(): string[] {
  const file = path.join(BENCH_DIR, 'findings.md');
  return existsSync(file) ? [readFileSync(file, 'utf8').trim(), ''] : [];
}

const BACKEND_NAMES = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const;
const counts = (value: Record<string, number>) =>
  Object.entries(value)
    .map(([status, count]) => `${status === '0' ? 'conn. failed' : status}: ${count}`)
    .join(', ') || '–';

function readBudgetIfPresent(): BundleBudget | undefined {
  return existsSync(BUDGET_FILE) ? readBudget() : undefined;
}

/** The goal in a few words, for the summary. */
function shortGoal(floor: LighthouseResult | undefined): string {
  const goal = performanceGoal(floor);
  if (!floor) return 'Performance ≥ 95 in this report without a floor row, the rest 100';
  if (goal === null) return 'no Performance goal: the floor row was lost to errors';
  return `Performance ≥ ${goal}: the floor's ${floor.scores.performance} − ${FLOOR_MARGIN} in this run; the rest 100`;
}

/** The goal of a run: relative to its floor row, or the absolute score of reports without one. */
function lighthouseGoalText(floor: LighthouseResult | undefined): string {
  const goal = performanceGoal(floor);
  if (!floor) return 'Goal (this report has no floor row): Performance ≥ 95, the rest 100.';
  if (goal === null)
    return 'Goal: none for Performance (the floor row was lost to errors); the rest 100.';
  return `Goal: Performance ≥ ${goal} (the framework floor's median, ${floor.scores.performance}, minus ${FLOOR_MARGIN}: an absolute score would follow the host's speed), Accessibility, Best Practices and SEO 100.`;
}

function lighthouse(report: BenchReport): string[] {
  const section = report.pages.lighthouse;
  const out = sectionHead('Lighthouse (mobile defaults, median of runs)', section);
  const results = section?.data;
  if (!results) return out;
  const floor = report.pages.lighthouseFloor;
  const indexes = [...results, ...(floor ? [floor] : [])]
    .map((r) => r.benchmarkIndex)
    .sort((a, b) => a - b);
  const row = (r: LighthouseResult, route: string, measuredOn: string, goal: string) => [
    route,
    measuredOn,
    r.runs,
    r.scores.performance,
    r.performanceRuns?.join(' · ') ?? '',
    r.scores.accessibility,
    r.scores['best-practices'],
    r.scores.seo,
    ms(r.lcpMs),
    ms(r.tbtMs),
    r.cls,
    goal,
  ];
  out.push(
    `${lighthouseGoalText(floor)} Simulated mobile throttling (slow 4G, 4× CPU slowdown); Lighthouse's CPU benchmark of this machine during the runs: ${indexes[0]}–${indexes.at(-1)} (Lighthouse calls a host below 1000 too slow for its default 4× CPU slowdown: Performance is then understated).`,
    '',
    floor
      ? "The last row, **framework floor**, is the empty Next.js app's / (`bench/empty-app`) measured the same way: what the framework alone scores on this machine."
      : '_No framework-floor row: this report predates the Lighthouse runs of the empty Next.js app._',
    '',
    table(
      [
        'route',
        'measured on',
        'runs',
        'perf',
        'perf of each run',
        'a11y',
        'best pr.',
        'SEO',
        'LCP',
        'TBT',
        'CLS',
        'goal met',
      ],
      [
        ...results.map((r) =>
          row(r, r.route, r.route === r.path ? '' : r.path, yes(lighthouseGoalMet(r, floor))),
        ),
        // The goal is the site's; the floor row is there to compare with.
        ...(floor ? [row(floor, '**framework floor**', 'empty Next.js app /', '–')] : []),
      ],
    ),
    '',
  );
  const failing = results.filter((r) => r.failing.length > 0 || r.errors.length > 0);
  if (failing.length > 0) {
    out.push('Audits below full marks in most runs (what to fix):', '');
    for (const r of failing) {
      const items = r.failing.map((f) => `${f.category} \`${f.id}\` (${f.title}, ${f.score})`);
      out.push(`- \`${r.path}\`: ${[...items, ...r.errors].join('; ')}`);
    }
    out.push('');
  }
  return out;
}

function weight(report: BenchReport): string[] {
  const section = report.pages.weight;
  const out = sectionHead('Page weight (from the real responses)', section);
  const pages = section?.data;
  if (!pages) return out;
  const budget = readBudgetIfPresent();
  const floor = report.pages.floorWeight;
  const warmed = pages.every((p) => p.firstRequest !== undefined);
  const firstMisses = pages.filter((p) => p.firstRequest?.nextjsCache === 'MISS').length;
  const withRsc = pages.some((p) => p.rsc !== undefined);
  const rscCells = (p: (typeof pages)[number]) =>
    !withRsc
      ? []
      : p.rsc
        ? [
            `${kb(p.rsc.bytes)} (${percent(p.htmlBytes > 0 ? p.rsc.bytes / p.htmlBytes : 0)})`,
            kb(p.rsc.gzipBytes),
          ]
        : ['–', '–'];
  out.push(
    "HTML as served; first-load JavaScript and CSS = every same-origin `<script src>`, script preload and stylesheet in the HTML, fetched and gzip-sized (level 6). Budget = the bundle gate's limit for the route (`bench/bundle-budget.json`).",
    '',
    ...(withRsc
      ? [
          `RSC payload = the inline \`self.__next_f.push(…)\` scripts in the HTML (the page's React Server Components data, sent again for hydration), tags included, with their share of the HTML; its gzip is those scripts compressed on their own. "≤ ${kb(HTML_MAX_BYTES)}" checks the goal that no public page's HTML is larger, uncompressed.`,
          '',
        ]
      : []),
    ...(floor
      ? [
          `Framework floor (the empty Next.js app's /): ${kb(floor.jsGzipBytes)} of JavaScript gzip in ${floor.scripts.length} files, ${kb(floor.htmlGzipBytes)} of HTML gzip. Everything above that on a page is the site's own code.`,
          '',
        ]
      : []),
    table(
      [
        'page',
        'status',
        'HTML',
        'HTML gzip',
        ...(withRsc ? ['RSC payload (share)', 'RSC gzip'] : []),
        `≤ ${kb(HTML_MAX_BYTES)}`,
        'JS',
        'JS gzip',
        'JS budget',
        'JS files',
        'CSS gzip',
        warmed ? 'served as (2nd request)' : 'served as',
      ],
      pages.map((p) => [
        p.path,
        p.status === 200 ? 200 : `**${p.status}**`,
        kb(p.htmlBytes),
        kb(p.htmlGzipBytes),
        ...rscCells(p),
        yes(p.htmlBytes <= HTML_MAX_BYTES),
        kb(p.jsBytes),
        kb(p.jsGzipBytes),
        budget?.routes[budgetRoute(p.path)] ? kb(budget.routes[budgetRoute(p.path)] ?? 0) : '–',
        p.scripts.length,
        kb(p.cssGzipBytes),
        p.cache.cacheControl?.includes('no-store')
          ? '**per request**'
          : (p.cache.nextjsCache ?? (p.cache.prerender ? 'prerendered' : '–')),
      ]),
    ),
    '',
    warmed
      ? `Each page was fetched once before it was measured, because the site's cache handler (\`lib/cache/cache-handler.mjs\`) starts empty at each start and never serves what \`next build\` prerendered, so a page's first request after a start renders it (here ${firstMisses} of ${pages.length} first requests answered \`x-nextjs-cache: MISS\`); the table shows the second answer.`
      : "_This report measured each page's first request after the server started: the site's cache handler (`lib/cache/cache-handler.mjs`) starts empty and never serves what `next build` prerendered, so that request renders the page (MISS); later reports measure a second request._",
    '',
  );
  return out;
}

/** "median (min–max)" of one figure over a target's runs; the single value of an older report. */
function spread(
  result: ThroughputResult,
  get: (run: Pick<ThroughputResult, 'requestsPerSecond' | 'latencyP99Ms'>) => number,
  unit = '',
): string {
  const format = (value: number) => (unit ? Math.round(value) : value);
  const values = (result.runs ?? []).map(get);
  if (values.length < 2) return `${format(get(result))}${unit}`;
  return `${format(get(result))}${unit} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
}

function throughput(report: BenchReport): string[] {
  const section = report.pages.throughput;
  const out = sectionHead('Page throughput (autocannon)', section);
  const data = section?.data;
  if (!data) return out;
  const ratio = (target: string, key: 'ofNginx' | 'ofEmptyApp') => {
    const value = data.ratios.find((r) => r.target === target)?.[key];
    return value === null || value === undefined ? '–' : `${(value * 100).toFixed(1)} %`;
  };
  const { connections, durationSeconds, warmupSeconds } = data.settings;
  const runs = data.settings.runs ?? 1;
  out.push(
    runs > 1
      ? `${connections} keep-alive connections; each target gets a ${warmupSeconds} s warm-up, then ${runs} runs of ${durationSeconds} s taken in turn with the other targets (so a change in the machine's load falls on all of them). Figures are the median run, with the range (min–max) of the ${runs} runs in brackets; the ratios are of the medians. autocannon runs on the same machine. "Served as" reads Next.js's own headers (\`x-nextjs-cache\`, \`cache-control\`) after the runs: a page rendered per request shows here and in its ratio.`
      : `${connections} keep-alive connections for ${durationSeconds} s after a ${warmupSeconds} s warm-up, one run per target; autocannon runs on the same machine. "Served as" reads Next.js's own headers (\`x-nextjs-cache\`, \`cache-control\`) after the run: a page rendered per request shows here and in its ratio.`,
    '',
    table(
      [
        'target',
        runs > 1 ? 'req/s median (min–max)' : 'req/s',
        'p50',
        runs > 1 ? 'p99 median (min–max)' : 'p99',
        'non-2xx',
        'errors',
        'served as',
        'of nginx',
        'of empty app',
      ],
      data.results.map((r) => [
        r.target,
        spread(r, (run) => run.requestsPerSecond),
        ms(r.latencyP50Ms),
        spread(r, (run) => run.latencyP99Ms, ' ms'),
        r.non2xx,
        r.errors,
        `${r.servedAs}${r.cache.after.nextjsCache ? ` (x-nextjs-cache: ${r.cache.after.nextjsCache})` : ''}`,
        ratio(r.target, 'ofNginx'),
        ratio(r.target, 'ofEmptyApp'),
      ]),
    ),
    '',
    ...(data.skipped && data.skipped.length > 0
      ? [`**Left out (not 200):** ${data.skipped.join(', ')}.`, '']
      : []),
  );
  return out;
}

function leads(report: BenchReport): string[] {
  const out: string[] = ['## Lead throughput (contact form, concurrent valid submissions)', ''];
  if (report.leads.length === 0) return [...out, '_Not run in this report._', ''];
  out.push(
    `Each submission has its own \`Idempotency-Key\` and a same-origin \`Origin\`; the server runs with \`RATE_LIMIT_MAX=${LEAD_SERVER_ENV.RATE_LIMIT_MAX}\` per ${LEAD_SERVER_ENV.RATE_LIMIT_WINDOW_SECONDS === '1' ? 'second' : `${LEAD_SERVER_ENV.RATE_LIMIT_WINDOW_SECONDS} s`} so the per-client limit does not reject the benchmark; the contact-form and email webhooks point at a local receiver, so every lead gets ${ROWS_PER_LEAD} delivery rows. Completeness: every 201 id is in the database, every stored lead has its delivery rows, every row was delivered and its signature verified. **0 lost is the only pass.**`,
    '',
  );
  for (const [index, section] of report.leads.entries()) {
    const data = section.data;
    const backend = data?.backend ?? (['pglite', 'postgres'] as const)[index];
    out.push(...sectionHead(`Leads on ${backend ? BACKEND_NAMES[backend] : '?'}`, section, 3));
    if (!data) continue;
    const c = data.completeness;
    out.push(
      table(
        [
          'backend',
          'clients',
          'seconds',
          'stored leads/s',
          'p50',
          'p99',
          'statuses',
          'webhook arrival under load p50 / p99',
          'lost',
          'leads missing rows',
          'rows not delivered',
          'pass',
        ],
        [
          [
            data.backend,
            data.concurrency,
            data.durationSeconds,
            data.storedPerSecond,
            ms(data.latencyMs.p50),
            ms(data.latencyMs.p99),
            counts(data.statuses),
            `${ms(data.deliveryUnderLoadMs.p50)} / ${ms(data.deliveryUnderLoadMs.p99)}`,
            c.lost,
            c.leadsMissingRows,
            c.rowsNotSucceeded + c.rowsNeverArrived,
            yes(c.pass),
          ],
        ],
      ),
      '',
      `${c.created} leads answered 201 (warm-up included), ${c.storedLeads} stored, ${c.deliveryRows} delivery rows, ${c.duplicateArrivals} redelivered webhook-ids, ${c.invalidSignatures} bad signatures; all deliveries arrived ${data.drainSeconds} s after the load ended.`,
      '',
    );
  }
  return out;
}

function delivery(report: BenchReport): string[] {
  const section = report.delivery;
  const out = sectionHead('Delivery (local receiver on 127.0.0.1)', section);
  const data = section?.data;
  if (!data) return out;
  const o = data.outage;
  const constants = deliveryConstants();
  const firstRetry = (data.firstRetryMs ?? constants.firstRetryMs) / 1000;
  const jitter = data.retryJitterPercent ?? constants.jitterPercent;
  out.push(
    table(
      ['measure', 'value'],
      [
        [
          `201 → webhook arrival at ${data.perSecond} leads/s (p50 / p99)`,
          `${ms(data.latencyMs.p50)} / ${ms(data.latencyMs.p99)} (${data.latencyMs.count} leads)`,
        ],
        [
          `receiver down for ${o.downSeconds} s while leads kept coming`,
          `${o.leadsDuringOutage} leads met the closed receiver`,
        ],
        [
          'their 201 → arrival after the receiver came back (p50 / p99)',
          `${ms(o.recoveryMs.p50)} / ${ms(o.recoveryMs.p99)} (retry after ${firstRetry} s ± ${jitter} %)`,
        ],
        ['submissions during the outage answered', counts(o.statuses)],
        ['every lead arrived exactly once per webhook-id', yes(o.exactlyOnce)],
        ['rows that needed a retry', o.completeness.retriedRows],
        ['lost leads', o.completeness.lost],
      ],
    ),
    '',
  );
  return out;
}

function faults(report: BenchReport): string[] {
  const out: string[] = ['## Fault runs', ''];
  const stop = report.faults.postgresStop;
  if (report.faults.kill.length === 0 && !stop) return [...out, '_Not run in this report._', ''];
  // Reports older than the claimLockMs field were measured with the fixed lock of 60 s.
  const claimLockMs = 60_000;
  for (const [index, section] of report.faults.kill.entries()) {
    // Older reports name the backend only in the data; the kill runs are PGlite, then PostgreSQL.
    const backend = section.data?.backend ?? (['pglite', 'postgres'] as const)[index];
    out.push(
      ...sectionHead(
        `Server killed (SIGKILL) during a burst, on ${backend ? BACKEND_NAMES[backend] : '?'}`,
        section,
        3,
      ),
    );
    const data = section.data;
    if (!data) continue;
    const c = data.completeness;
    out.push(
      table(
        ['measure', 'value'],
        [
          ['answers before the kill', counts(data.statuses)],
          [
            'unknown outcomes retried after restart with the same key',
            `${data.retried} (${counts(data.retryStatuses)}; ${data.retriesReplayed} already stored)`,
          ],
          ['restart took', `${data.restartSeconds} s`],
          [
            'every lead delivered after',
            `${data.redeliverySeconds} s (claims of the dead process expire after ${(data.claimLockMs ?? claimLockMs) / 1000} s, the servers' DELIVERY_CLAIM_LOCK_MS)`,
          ],
          ['201s lost', c.lost],
          ['leads stored twice', data.duplicateLeads],
          ['rows not delivered', c.rowsNotSucceeded + c.rowsNeverArrived],
          ['webhook-ids sent twice (at-least-once)', c.duplicateArrivals],
          ['pass', yes(data.pass)],
        ],
      ),
      '',
    );
  }
  out.push(...sectionHead('PostgreSQL stopped during a burst', stop, 3));
  const data = stop?.data;
  if (data) {
    out.push(
      table(
        ['measure', 'value'],
        [
          ['before the stop', counts(data.before)],
          [`while stopped (${data.downSeconds} s)`, counts(data.during)],
          ['after the start', counts(data.after)],
          ['201 while stopped', data.createdWhileDown],
          ['other 5xx (500 …)', data.other5xx],
          ['201s lost', data.completeness.lost],
          ['pass', yes(data.pass)],
        ],
      ),
      '',
    );
  }
  return out;
}

function summary(report: BenchReport): string[] {
  const lines: string[] = [];
  const lh = report.pages.lighthouse?.data;
  const floor = report.pages.lighthouseFloor;
  if (lh)
    lines.push(
      `- Lighthouse goal met on ${lh.filter((r) => lighthouseGoalMet(r, floor)).length} of ${lh.length} routes (${shortGoal(floor)}).`,
    );
  const weights = report.pages.weight?.data;
  if (weights) {
    const missing = weights.filter((w) => w.status !== 200).map((w) => w.path);
    if (missing.length > 0) lines.push(`- Pages not built yet (not 200): ${missing.join(', ')}.`);
    const dynamic = weights
      .filter((w) => w.cache.cacheControl?.includes('no-store'))
      .map((w) => w.path);
    if (dynamic.length > 0)
      lines.push(`- Rendered per request (not cached): ${dynamic.join(', ')}.`);
    if (weights.some((w) => w.firstRequest === undefined)) {
      lines.push(
        "- Page cache not checked: this report measured each page's first request after a start, which renders it.",
      );
    } else {
      // Measured on each page's second request after the start: HIT means served from the cache.
      const notHit = weights.filter((w) => w.cache.nextjsCache !== 'HIT');
      lines.push(
        notHit.length === 0
          ? `- Every public page is served from cache on a repeat request (second request after a start: \`x-nextjs-cache: HIT\` on ${weights.length} of ${weights.length} pages).`
          : `- Not served from cache on a second request: ${notHit.map((w) => `${w.path} (${w.cache.nextjsCache ?? 'no x-nextjs-cache'})`).join(', ')}.`,
      );
    }
  }
  lines.push(...profileSummaryLine(report));
  for (const section of report.leads) {
    if (section.data)
      lines.push(
        `- Leads on ${BACKEND_NAMES[section.data.backend]}: ${section.data.storedPerSecond} stored/s, p99 ${ms(section.data.latencyMs.p99)}, lost ${section.data.completeness.lost} (pass: ${yes(section.data.completeness.pass)}).`,
      );
    else lines.push(`- Leads: ${section.status} (${section.note ?? ''}).`);
  }
  if (report.delivery?.data)
    lines.push(
      `- Delivery p99 ${ms(report.delivery.data.latencyMs.p99)}; exactly once after an outage: ${yes(report.delivery.data.outage.exactlyOnce)}.`,
    );
  for (const kill of report.faults.kill) {
    if (kill.data)
      lines.push(
        `- Kill fault on ${BACKEND_NAMES[kill.data.backend]}: pass ${yes(kill.data.pass)}.`,
      );
  }
  if (report.faults.postgresStop?.data)
    lines.push(`- PostgreSQL stop fault: pass ${yes(report.faults.postgresStop.data.pass)}.`);
  return lines;
}

/** The commit measured, and whether the build had changes that are not in it. */
function codeLine(report: BenchReport): string {
  const code = report.code;
  if (!code) return 'Code: not recorded (this report predates the harness recording it).';
  if (!code.commit) return 'Code: unknown (not a git checkout).';
  const when =
    code.readAt === 'build'
      ? 'read when the site was built'
      : 'read at the start of the run: the reused build carries no record of its code';
  if (!code.dirty) {
    return `Code: commit \`${code.commit}\`, no uncommitted changes outside bench/ (${when}).`;
  }
  const count = code.changedCount ?? code.changedFiles.length;
  const files = code.changedFiles.slice(0, 5).map((line) => `\`${line.slice(3)}\``);
  const shown = files.join(', ') + (count > files.length ? ', …' : '');
  return `Code: commit \`${code.commit}\` **plus uncommitted changes outside bench/** in ${count} ${count === 1 ? 'file' : 'files'} (${shown}; ${when}). The figures are not those of the commit alone.`;
}

/** A run with failed or unavailable sections says so at the top. */
function problemLines(report: BenchReport): string[] {
  const problems = report.problems ?? runProblems(report);
  if (problems.length === 0) return [];
  return [
    `**Incomplete run** (the bench exited with status 1; a full run in this state does not replace \`bench/report.md\`):`,
    '',
    ...problems.map((problem) => `- ${problem}`),
    '',
  ];
}

/** The human report: every figure with the machine it was measured on. */
export function renderMarkdown(report: BenchReport): string {
  const m = report.machine;
  const busy = m.loadAverage > 0.5;
  // A 1-minute load average read right after this run's own builds is mostly those builds.
  const loadLine = !busy
    ? `Load average ${m.loadAverage} at start: the machine was otherwise idle.`
    : report.build.seconds
      ? `Load average ${m.loadAverage} when the measurements began, just after this run's own builds (a 1-minute average takes minutes to fall); Lighthouse's CPU benchmark, given with its table, tells how fast the host ran.`
      : `**Load average was ${m.loadAverage} when the run started: other work shared the CPU, so absolute figures are pessimistic. Compare ratios, or re-run on a quiet machine.**`;
  return [
    '# Benchmark report',
    '',
    `Generated by \`npm run bench\` on ${report.generatedAt.slice(0, 16).replace('T', ' ')} UTC in ${Math.round(report.durationSeconds / 6) / 10} min (build included).`,
    '',
    codeLine(report),
    '',
    ...problemLines(report),
    `Machine: ${m.cores} cores (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}, ${m.platform}; Next.js ${report.build.next}; production build in \`${report.build.distDir}\`${report.build.seconds ? ` (${report.build.seconds} s)` : ''}.`,
    '',
    loadLine,
    '',
    ...goalsMarkdown(report),
    '## Summary',
    '',
    ...summary(report),
    '',
    ...lighthouse(report),
    ...weight(report),
    ...throughput(report),
    ...profileMarkdown(report),
    ...leads(report),
    ...delivery(report),
    ...faults(report),
    '## Bundle budget gate',
    '',
    `\`bench/bundle-budget.json\` holds the first-load JavaScript budget (gzip bytes) of each content route: the value measured on a production build plus a margin of ${MARGIN_PERCENT} % (at least ${MINIMUM_MARGIN_BYTES / 1024} KB), rounded up to the next KB. \`tests/e2e/gates-bundle.spec.ts\` measures the same way against \`next start\` and fails when a route goes over, or when a public route has no budget. After an intended change, run \`npm run bench:budget\` (it builds nothing: it measures the build in \`NEXT_DIST_DIR\`) and commit the new file.`,
    '',
    ...findings(),
  ].join('\n');
}
