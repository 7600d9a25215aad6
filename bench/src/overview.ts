import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { overviewReport } from '@/lib/admin/overview';
import { OVERVIEW_PERIODS } from '@/lib/admin/overview-types';
import { openDatabase } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import { FORMS } from '@/lib/forms';
import { WORK_DIR } from './paths';
import { startBenchPostgres, type BenchPostgres } from './postgres';
import { log } from './section';
import { median, nowMs, percentile, round } from './stats';

/**
 * `npm run bench -- --overview [--database-url=postgresql://...]`: the admin Overview's queries on
 * 100,000 leads spread over 120 days (with one delivery each) in PostgreSQL, 20 timed runs per
 * period after 3 warm-ups. The budget: a median under 300 ms. Without a URL it starts the
 * benchmarks' private PostgreSQL server; with one it creates (and drops) a database there.
 */

const LEADS = 100_000;
const DAYS = 120;
const RUNS = 20;
const WARMUPS = 3;
const BUDGET_MS = 300;

/** Columns besides the shared ones that each table needs filled. */
const FORM_COLUMNS: Record<string, string> = {
  contact_requests: `first_name, last_name, email, phone, company, industry, employee_count,
    service_type, agree_to_terms`,
  partner_inquiries: `first_name, last_name, email, company, website, partner_type, company_size,
    agree_to_terms`,
  custom_solution_requests: `first_name, last_name, email, phone, company, industry,
    employee_count, solution_type, agree_to_terms`,
  job_applications: `first_name, last_name, email, resume_file, job_id`,
};

const FORM_VALUES: Record<string, string> = {
  contact_requests: `'Ada', 'Bench', 'ada' || g || '@example.com', '555', 'Co', 'dental', '11-50',
    'managed', true`,
  partner_inquiries: `'Ada', 'Bench', 'ada' || g || '@example.com', 'Co', 'https://co.example',
    'referral', '1-10', true`,
  custom_solution_requests: `'Ada', 'Bench', 'ada' || g || '@example.com', '555', 'Co', 'dental',
    '11-50', 'custom', true`,
  job_applications: `'Ada', 'Bench', 'ada' || g || '@example.com', 'cv.pdf', 'job-default-1'`,
};

/** Bulk-inserts a form's share of the leads, and one delivery per lead, in the database. */
function seedStatements(table: string, type: string, count: number) {
  return [
    sql.raw(`insert into ${table} (idempotency_key, created_at, status, source_page, utm_campaign,
        ${FORM_COLUMNS[table]})
      select 'bench-${type}-' || g,
        now() - random() * interval '${DAYS} days',
        case when g % 50 = 0 then 'spam' else 'new' end,
        (array['/', '/pricing', '/contact', '/partners', '/careers', '/solutions', '/faq'])[1 + g % 7],
        case when g % 3 = 0 then 'campaign-' || (g % 12) end,
        ${FORM_VALUES[table]}
      from generate_series(1, ${count}) as g`),
    sql.raw(`insert into deliveries (lead_type, lead_id, kind, destination, setting_key,
        webhook_id, payload, status, attempts, next_attempt_at, created_at, updated_at,
        last_attempt_at)
      select '${type}', id, 'form-webhook', 'https://hooks.example.com/' || '${type}', null,
        'msg_' || id, '{}'::jsonb,
        case when random() < 0.01 then 'dead' when random() < 0.02 then 'failed' else 'succeeded' end,
        1, created_at, created_at, created_at, created_at
      from ${table}`),
  ];
}

async function databaseUrl(postgres: () => Promise<BenchPostgres>): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const given = process.argv.find((arg) => arg.startsWith('--database-url='))?.split('=')[1];
  const name = `sonara_bench_overview_${process.pid}`;
  if (!given) {
    const server = await postgres();
    return { url: await server.createDatabase(name), drop: async () => server.destroy() };
  }
  const admin = new Client({ connectionString: given });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(given);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function main() {
  const target = await databaseUrl(startBenchPostgres);
  const handle = openDatabase({ databaseUrl: target.url });
  try {
    await migrateDatabase(handle);
    const started = nowMs();
    // Contact gets the largest share, as on the real site; the rest split the remainder.
    const shares = FORMS.map(
      (form, index) => [form, index === 0 ? 0.4 : 0.6 / (FORMS.length - 1)] as const,
    );
    for (const [form, share] of shares) {
      for (const statement of seedStatements(form.table, form.type, Math.round(LEADS * share))) {
        await handle.db.execute(statement);
      }
    }
    await handle.db.execute(sql`analyze`);
    log(
      `overview: ${LEADS} leads over ${DAYS} days seeded in ${round((nowMs() - started) / 1000, 1)} s`,
    );

    const results = [];
    for (const days of OVERVIEW_PERIODS) {
      for (let i = 0; i < WARMUPS; i += 1) await overviewReport(handle.db, days);
      const times: number[] = [];
      let submissions = 0;
      for (let i = 0; i < RUNS; i += 1) {
        const start = nowMs();
        const report = await overviewReport(handle.db, days);
        times.push(nowMs() - start);
        submissions = report.totals.overall.current;
      }
      const result = {
        days,
        runs: RUNS,
        submissions,
        medianMs: round(median(times), 1),
        p95Ms: round(percentile(times, 95), 1),
        maxMs: round(Math.max(...times), 1),
        withinBudget: median(times) < BUDGET_MS,
      };
      log(`overview ${days} days: ${JSON.stringify(result)}`);
      results.push(result);
    }
    mkdirSync(WORK_DIR, { recursive: true });
    const file = path.join(WORK_DIR, 'overview.json');
    writeFileSync(
      file,
      `${JSON.stringify({ leads: LEADS, days: DAYS, budgetMs: BUDGET_MS, results }, null, 2)}\n`,
    );
    log(`wrote ${file}`);
    if (results.some((result) => !result.withinBudget)) {
      log(`overview: OVER BUDGET (median ${BUDGET_MS} ms)`);
      process.exitCode = 1;
    }
  } finally {
    await handle.close();
    await target.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
