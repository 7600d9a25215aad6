import type { LighthouseRow } from './lighthouse';
import { machineLine } from './machine';
import type { BenchReport } from './report-types';
import type { Section } from './section';
import type { ThroughputResult } from './throughput';

const P99_GOAL_MS = 20;
const RATIO_GOAL = 0.8;

const yes = (pass: boolean) => (pass ? 'pass' : '**FAIL**');
const kb = (bytes: number | null) => (bytes === null ? 'none' : `${(bytes / 1024).toFixed(1)}`);
const table = (head: string[], rows: (string | number)[][]) => [
  `| ${head.join(' | ')} |`,
  `| ${head.map(() => '---').join(' | ')} |`,
  ...rows.map((row) => `| ${row.join(' | ')} |`),
];

function missing(name: string, section: Section<unknown> | undefined): string[] {
  if (!section) return [`${name}: not run.`, ''];
  return [`${name}: **${section.status}**: ${section.note ?? ''}`, ''];
}

/** Whether Lighthouse CI failed one of the row's assertions (`not asserted` fails them all). */
const lhFailed = (row: LighthouseRow, ...ids: string[]) =>
  row.failed.some((item) => item === 'not asserted' || ids.some((id) => item.startsWith(id)));

/** A goal row for a section without figures: not run (a partial run), or why it has none. */
const absent = (goal: string, section: Section<unknown> | undefined) =>
  section ? [goal, section.status, '**FAIL**'] : [goal, 'not run', 'not run'];

function goals(report: BenchReport): string[] {
  const rows: string[][] = [];
  const lh = report.lighthouse?.data;
  if (lh) {
    const count = (ids: string[]) => lh.rows.filter((row) => !lhFailed(row, ...ids)).length;
    const of = (ids: string[]) => `${count(ids)} of ${lh.rows.length} routes`;
    const all = (ids: string[]) => yes(count(ids) === lh.rows.length);
    const perf = ['categories:performance'];
    const other = ['categories:accessibility', 'categories:best-practices', 'categories:seo'];
    const lcp = ['largest-contentful-paint'];
    rows.push(
      [`Lighthouse Performance >= empty app - 2 (>= ${lh.performanceGoal})`, of(perf), all(perf)],
      ['Lighthouse Accessibility, Best Practices, SEO 100', of(other), all(other)],
      [`LCP <= 1.5x empty app's (<= ${lh.lcpGoalMs} ms)`, of(lcp), all(lcp)],
    );
  } else rows.push(absent('Lighthouse goals', report.lighthouse));
  for (const row of report.front?.data?.rows ?? []) {
    rows.push([
      `${row.page} deployed >= ${RATIO_GOAL}x static nginx, p99 < ${P99_GOAL_MS} ms`,
      `${row.ratio}x, p99 ${row.deployed.latencyP99Ms} ms`,
      yes(row.ratio >= RATIO_GOAL && row.deployed.latencyP99Ms < P99_GOAL_MS),
    ]);
  }
  if (!report.front?.data) rows.push(absent('Deployed throughput', report.front));
  const sizes = report.sizes?.data;
  rows.push(
    sizes
      ? [
          'HTML and first-load JS (gzip) within budget',
          `${sizes.filter((page) => page.pass).length} of ${sizes.length} pages`,
          yes(sizes.every((page) => page.pass)),
        ]
      : absent('Size budgets', report.sizes),
  );
  const beacon = report.beacon?.data;
  rows.push(
    beacon
      ? [
          `Analytics beacon <= ${beacon.budgetBytes} B gzip`,
          `${beacon.gzipBytes} B gzip (${beacon.rawBytes} B minified)`,
          yes(beacon.gzipBytes <= beacon.budgetBytes),
        ]
      : absent('Analytics beacon size', report.beacon),
  );
  for (const lead of report.leads) {
    rows.push([
      `Every 201 stored (${lead.name ?? 'leads'})`,
      lead.data
        ? `${lead.data.completeness.lost} lost of ${lead.data.completeness.created}`
        : lead.status,
      yes(lead.data?.completeness.lost === 0),
    ]);
  }
  for (const fault of report.faults) {
    rows.push([
      fault.name ?? 'fault',
      fault.data ? 'see below' : fault.status,
      yes(fault.data?.pass === true),
    ]);
  }
  return ['## Goals', '', ...table(['Goal', 'Measured', 'Result'], rows), ''];
}

function lighthouse(report: BenchReport): string[] {
  const lh = report.lighthouse?.data;
  if (!lh) return ['## Lighthouse CI', '', ...missing('Lighthouse', report.lighthouse)];
  const line = (row: LighthouseRow) => [
    row.label,
    row.performance,
    row.accessibility,
    row.bestPractices,
    row.seo,
    row.lcpMs,
    (row.lcpMs / lh.floor.lcpMs).toFixed(2),
    (row.lcpMs / lh.styledFloor.lcpMs).toFixed(2),
    row.runs,
    row.failed.length === 0 ? 'pass' : `**${row.failed.join(', ')}**`,
  ];
  const floorLine = (row: LighthouseRow) => [...line(row).slice(0, 9), 'floor'];
  const emptyApplied = lh.applied.rows[0]?.lcpMs ?? 0;
  const styledApplied = lh.applied.rows[1]?.lcpMs ?? 0;
  return [
    '## Lighthouse CI',
    '',
    `Mobile defaults (simulated throttling), median of ${lh.runsPerUrl} runs per URL, Debian's ` +
      'Chromium; the empty app and the styled floor (the empty app with the site’s stylesheet) ' +
      'first, in the same collect. Pass/fail from `lhci assert` on the medians.',
    '',
    ...table(
      [
        'Route',
        'Perf',
        'A11y',
        'BP',
        'SEO',
        'LCP ms',
        'LCP / empty',
        'LCP / styled',
        'Runs',
        'Assertions',
      ],
      [floorLine(lh.floor), floorLine(lh.styledFloor), ...lh.rows.map(line)],
    ),
    '',
    `Applied throttling (\`devtools\`: the network and CPU slowed for the real load), median of ` +
      `${lh.applied.runsPerUrl} runs:`,
    '',
    ...table(
      ['URL', 'FCP ms', 'LCP ms', 'LCP / empty', 'LCP / styled', 'Runs'],
      lh.applied.rows.map((row) => [
        row.label,
        row.fcpMs,
        row.lcpMs,
        (row.lcpMs / emptyApplied).toFixed(2),
        (row.lcpMs / styledApplied).toFixed(2),
        row.runs,
      ]),
    ),
    '',
    `The styled floor alone is ${(lh.styledFloor.lcpMs / lh.floor.lcpMs).toFixed(2)}x the empty ` +
      `app's LCP simulated and ${(styledApplied / emptyApplied).toFixed(2)}x applied: where any ` +
      'page that links this stylesheet starts.',
    '',
  ];
}

function front(report: BenchReport): string[] {
  const data = report.front?.data;
  if (!data) return ['## Requests/s', '', ...missing('Throughput', report.front)];
  const cell = (result: ThroughputResult) =>
    `${Math.round(result.requestsPerSecond)} (${result.latencyP99Ms})`;
  const { connections, durationSeconds, runs } = data.settings;
  return [
    '## Requests/s (p99 ms)',
    '',
    `autocannon, ${connections} connections, median of ${runs} runs of ${durationSeconds} s per ` +
      'target, taken in turn; uncompressed. Deployed: deploy/nginx.conf in front of the standalone ' +
      'server. Static: nginx serving the same bytes as a file. Single: the standalone server alone ' +
      '(not a goal).',
    '',
    ...table(
      ['Page', 'Deployed', 'Static nginx', 'Deployed / static', 'Single process', 'KB'],
      data.rows.map((row) => [
        row.page,
        cell(row.deployed),
        cell(row.staticFile),
        `${row.ratio}x`,
        cell(row.single),
        kb(row.deployed.responseBytes),
      ]),
    ),
    `| empty Next app / | | | | ${cell(data.emptyApp)} | ${kb(data.emptyApp.responseBytes)} |`,
    '',
  ];
}

function sizes(report: BenchReport): string[] {
  const data = report.sizes?.data;
  if (!data) return ['## Sizes', '', ...missing('Sizes', report.sizes)];
  return [
    '## Sizes (KB gzip, budget in bench/bundle-budget.json)',
    '',
    ...table(
      ['Page', 'HTML', 'HTML budget', 'First-load JS', 'JS budget', 'Result'],
      data.map((page) => [
        page.path,
        kb(page.htmlGzipBytes),
        kb(page.htmlBudget),
        kb(page.jsGzipBytes),
        kb(page.jsBudget),
        page.status === 200 ? yes(page.pass) : `**${page.status}**`,
      ]),
    ),
    '',
  ];
}

function leads(report: BenchReport): string[] {
  const rows = report.leads.map((lead) => {
    const data = lead.data;
    if (!data) return [lead.name ?? 'leads', lead.status, '', '', '', ''];
    const c = data.completeness;
    return [
      lead.name ?? data.backend,
      data.storedPerSecond,
      data.latencyMs.p99,
      `${c.created} / ${c.storedLeads} / ${c.lost}`,
      c.rowsNeverArrived,
      data.deliveryUnderLoadMs.p99,
    ];
  });
  const faults = report.faults.map((fault) => [
    fault.name ?? 'fault',
    fault.data ? yes(fault.data.pass) : fault.status,
    fault.data
      ? `${fault.data.completeness.lost} lost, ${fault.data.completeness.rowsNeverArrived} never ` +
        `delivered, ${fault.data.completeness.rowsNotSucceeded} rows not succeeded at the check`
      : (fault.note ?? ''),
  ]);
  const delivery = report.delivery?.data;
  return [
    '## Leads',
    '',
    `Contact form, ${report.leads[0]?.data?.concurrency ?? '?'} concurrent clients for ` +
      `${report.leads[0]?.data?.durationSeconds ?? '?'} s, then every 201 looked up in the database.`,
    '',
    ...table(
      [
        'Backend',
        'Stored/s',
        'p99 ms',
        '201 / stored / lost',
        'Never delivered',
        'Delivery p99 ms',
      ],
      rows,
    ),
    '',
    ...(delivery
      ? [
          `Delivery at ${delivery.perSecond}/s: p50 ${delivery.latencyMs.p50} ms, p99 ${delivery.latencyMs.p99} ms; ` +
            `receiver down ${delivery.outage.downSeconds} s: ${delivery.outage.leadsDuringOutage} leads recovered ` +
            `(p99 ${delivery.outage.recoveryMs.p99} ms), each exactly once: ${delivery.outage.exactlyOnce ? 'yes' : '**no**'}.`,
          '',
        ]
      : missing('Delivery', report.delivery)),
    ...table(['Fault', 'Result', 'Leads'], faults),
    '',
  ];
}

/** What makes the figures weaker than a full run on a quiet machine says. */
function caveats(report: BenchReport): string[] {
  const lines: string[] = [];
  const runs = report.lighthouse?.data?.runsPerUrl;
  if (runs !== undefined && runs < 5) {
    lines.push(`- **Reduced run**: ${runs} Lighthouse run(s) per URL instead of 5.`);
  }
  const { loadAverage, cores } = report.machine;
  if (loadAverage > cores) {
    lines.push(
      `- **Busy machine**: load average ${loadAverage} on ${cores} cores at the start; ` +
        'Lighthouse and requests/s follow the host, so re-run on a quiet machine before judging.',
    );
  }
  return lines.length > 0 ? ['', ...lines] : [];
}

/** bench/report.md: the goals first, then the figures behind them. */
export function renderReport(report: BenchReport): string {
  const code = report.code;
  const folders = Object.entries(report.lines.byFolder)
    .sort(([, a], [, b]) => b - a)
    .map(([folder, lines]) => `${folder} ${lines}`)
    .join(', ');
  return [
    '# Bench report',
    '',
    `Generated by \`npm run bench\` in ${Math.round(report.durationSeconds / 60)} min on ` +
      `${machineLine(report.machine)}; Next.js ${report.build.next}; commit ` +
      `${code.commit?.slice(0, 7) ?? 'unknown'}${code.dirty ? ` with ${code.changedCount} changed files` : ''}.`,
    ...caveats(report),
    ...(report.problems.length > 0
      ? ['', '**Incomplete run:**', '', ...report.problems.map((problem) => `- ${problem}`)]
      : []),
    '',
    ...goals(report),
    ...lighthouse(report),
    ...front(report),
    ...sizes(report),
    ...leads(report),
    '## Source',
    '',
    `${report.lines.total} lines of non-test source in ${report.lines.files} files (${folders}).`,
    '',
  ].join('\n');
}
