import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_DIR } from './paths';
import { log } from './section';

/** The leads inbox benchmark's figures (bench/leads-inbox.json) and its section of the report. */

const REPORT_FILE = path.join(BENCH_DIR, 'report.md');
const START = '<!-- leads-inbox:start -->';
const END = '<!-- leads-inbox:end -->';

export interface InboxCase {
  name: string;
  /** One of the three cases the budget is for. */
  budgeted: boolean;
  query: Record<string, string>;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  total: number;
  rows: number;
}

export interface InboxReport {
  measuredAt: string;
  /** Cores, Node, time and the load average when the timing started. */
  machine: string;
  leads: number;
  postgres: string;
  runs: number;
  warmups: number;
  budgetMs: number;
  cases: InboxCase[];
}

function markdown(report: InboxReport): string {
  const rows = report.cases.map(
    (item) =>
      `| ${item.name} | \`${new URLSearchParams(item.query).toString() || '(none)'}\` | ` +
      `${item.medianMs} | ${item.p95Ms} | ${item.maxMs} | ${item.total.toLocaleString('en-US')} | ` +
      `${item.budgeted ? (item.medianMs < report.budgetMs ? 'yes' : '**no**') : 'not budgeted'} |`,
  );
  return [
    START,
    '## Leads inbox (100,000 leads, PostgreSQL)',
    '',
    `Measured on PostgreSQL ${report.postgres} (${report.machine}): ` +
      `${report.leads.toLocaleString('en-US')} leads (a quarter per form, a sixth per status), ` +
      `each case ${report.runs} runs after ${report.warmups} warm-ups, through the function the ` +
      `admin API calls (one UNION ALL page query, and a count per form side by side). The ` +
      `budget (median under ${report.budgetMs} ms) is for the first three; the last two show ` +
      `what grows with the inbox. \`npm run bench -- --inbox\` measures it again.`,
    '',
    '| Case | Query | Median ms | p95 ms | Max ms | Matches | Within budget |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    END,
  ].join('\n');
}

/** Replaces the section in bench/report.md (or adds it at the end). */
export function spliceInboxSection(report: InboxReport): void {
  const section = markdown(report);
  const current = existsSync(REPORT_FILE) ? readFileSync(REPORT_FILE, 'utf8') : '';
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${section}${current.slice(end + END.length)}`
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(REPORT_FILE, next);
  log(`inbox: wrote its section of ${path.relative(process.cwd(), REPORT_FILE)}`);
}
