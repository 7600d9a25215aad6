/**
 * The leads inbox with 100,000 leads in PostgreSQL: the first page of all forms, a search and a
 * status-filtered page, each timed ~20 times through the same functions the admin API calls, the
 * median against a 300 ms budget. Prints a table, writes bench/.work/leads-inbox.json, and exits
 * with status 1 when a budgeted case is over.
 *
 *   BENCH_INBOX_DATABASE_URL=postgresql://user:pass@127.0.0.1:5432/db npm run bench -- --inbox
 *     measures on that server (in a database of its own, created and dropped; the role needs
 *     CREATEDB); without the variable it starts the bench's private PostgreSQL.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import { leadFiltersSchema } from '@/lib/admin/lead-filters';
import { inboxPage } from '@/lib/admin/leads-inbox';
import { LEAD_TYPES, formDefinition, type LeadType } from '@/lib/forms';
import { WORK_DIR } from './paths';
import { startBenchPostgres, type BenchPostgres } from './postgres';
import { machineInfo, machineLine } from './machine';
import { log } from './section';
import { median, nowMs, percentile, round } from './stats';

const TOTAL_LEADS = 100_000;
const RUNS = 20;
const WARMUP_RUNS = 3;
const BUDGET_MS = 300;
const DATABASE = 'sonara_bench_inbox';
const JSON_FILE = path.join(WORK_DIR, 'leads-inbox.json');

interface InboxCase {
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

interface InboxReport {
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

/** The form's own columns a bulk row must fill besides the shared ones (all text, not null). */
const EXTRA_COLUMNS: Record<LeadType, Record<string, string>> = {
  contact: {
    phone: `'555-0100'`,
    company: `'Company ' || (g % 5000)`,
    industry: `'dental'`,
    employee_count: `'11-50'`,
    service_type: `'managed'`,
    agree_to_terms: 'true',
  },
  partnership: {
    company: `'Agency ' || (g % 5000)`,
    website: `'https://agency.example.com'`,
    partner_type: `'referral'`,
    company_size: `'501+'`,
    agree_to_terms: 'true',
  },
  application: {
    resume_file: `'cv.pdf'`,
    job_id: `'job-' || (g % 20)`,
    job_title: `'Role ' || (g % 20)`,
  },
  'custom-solution': {
    phone: `'555-0101'`,
    company: `'Business ' || (g % 5000)`,
    industry: `'home'`,
    employee_count: `'51-200'`,
    solution_type: `'full-ai-call-center'`,
    agree_to_terms: 'true',
  },
};

/**
 * One INSERT … SELECT generate_series per form: the forms' leads interleave in time (one a minute
 * across all four), a sixth of them per status, a third unread.
 */
async function fillLeads(handle: DatabaseHandle): Promise<void> {
  const perForm = TOTAL_LEADS / LEAD_TYPES.length;
  for (const [index, type] of LEAD_TYPES.entries()) {
    const extra = EXTRA_COLUMNS[type];
    const columns = [
      'idempotency_key',
      'created_at',
      'status',
      'viewed_at',
      'first_name',
      'last_name',
      'email',
      'message',
      ...Object.keys(extra),
    ];
    const values = [
      `'bench-${type}-' || g`,
      `now() - ((g * ${LEAD_TYPES.length} + ${index}) * interval '1 minute')`,
      `(array['new','contacted','qualified','won','lost','spam'])[1 + g % 6]`,
      `case when g % 3 = 0 then null else now() end`,
      `'First' || g`,
      `'Last' || (g % 977)`,
      `'${type}' || g || '@example.com'`,
      `'We take about ' || (g % 400) || ' calls a day and miss the ones at lunch.'`,
      ...Object.values(extra),
    ];
    await handle.db.execute(
      sql.raw(
        `insert into ${formDefinition(type).table} (${columns.join(', ')})
         select ${values.join(', ')} from generate_series(1, ${perForm}) as g`,
      ),
    );
  }
  for (const type of LEAD_TYPES) {
    await handle.db.execute(sql.raw(`analyze ${formDefinition(type).table}`));
  }
}

async function timeCase(
  name: string,
  query: Record<string, string>,
  budgeted = true,
): Promise<InboxCase> {
  const filters = leadFiltersSchema.parse(query);
  const times: number[] = [];
  let last = await inboxPage(filters);
  for (let run = 0; run < WARMUP_RUNS + RUNS; run += 1) {
    const started = nowMs();
    last = await inboxPage(filters);
    if (run >= WARMUP_RUNS) times.push(nowMs() - started);
  }
  const result = {
    name,
    budgeted,
    query,
    medianMs: round(median(times), 1),
    p95Ms: round(percentile(times, 95), 1),
    maxMs: round(Math.max(...times), 1),
    total: last.total,
    rows: last.leads.length,
  };
  log(`inbox: ${name}: median ${result.medianMs} ms (${result.total} matches)`);
  return result;
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database of its own on the given server (or on the bench's private one). */
async function benchDatabase(): Promise<{ url: string; dispose: () => Promise<void> }> {
  const given = process.env.BENCH_INBOX_DATABASE_URL;
  if (given) {
    await adminQuery(given, `drop database if exists ${DATABASE} with (force)`);
    await adminQuery(given, `create database ${DATABASE}`);
    const url = new URL(given);
    url.pathname = `/${DATABASE}`;
    return {
      url: url.toString(),
      dispose: () => adminQuery(given, `drop database if exists ${DATABASE} with (force)`),
    };
  }
  const postgres: BenchPostgres = await startBenchPostgres();
  return { url: await postgres.createDatabase(DATABASE), dispose: async () => postgres.destroy() };
}

async function measure(): Promise<InboxReport> {
  const database = await benchDatabase();
  const handle = openDatabase({ databaseUrl: database.url });
  // The admin functions use the process-wide handle, as in the server.
  (globalThis as Record<symbol, unknown>)[Symbol.for('sonara.db')] = handle;
  try {
    await migrateDatabase(handle);
    const started = nowMs();
    await fillLeads(handle);
    log(`inbox: ${TOTAL_LEADS} leads inserted in ${round((nowMs() - started) / 1000, 1)} s`);
    const version = await handle.db.execute(sql`show server_version`);
    const machine = machineInfo();
    const cases = [
      await timeCase('first page, all forms', {}),
      await timeCase('search for a person, all forms', { q: 'first12345' }),
      await timeCase('status "contacted", page 3, all forms', { status: 'contacted', page: '3' }),
      // Beyond the budget's three cases: the costs that grow with the inbox.
      await timeCase('search matching 5 in 6 leads (worst case)', { q: 'miss the ones' }, false),
      await timeCase(
        'page 800 of 834 (100 a page), all forms',
        { page: '800', pageSize: '100' },
        false,
      ),
    ];
    return {
      measuredAt: new Date().toISOString(),
      machine: machineLine(machine),
      leads: TOTAL_LEADS,
      postgres: String(
        (version as unknown as { rows: { server_version: string }[] }).rows[0]?.server_version,
      ),
      runs: RUNS,
      warmups: WARMUP_RUNS,
      budgetMs: BUDGET_MS,
      cases,
    };
  } finally {
    await handle.close();
    await database.dispose();
  }
}

async function main() {
  const report = await measure();
  mkdirSync(WORK_DIR, { recursive: true });
  writeFileSync(JSON_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.table(
    report.cases.map(({ name, medianMs, p95Ms, maxMs, total }) => ({
      name,
      medianMs,
      p95Ms,
      maxMs,
      total,
    })),
  );
  const over = report.cases.filter((item) => item.budgeted && item.medianMs >= report.budgetMs);
  if (over.length > 0) {
    log(`inbox: over budget: ${over.map((item) => item.name).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
