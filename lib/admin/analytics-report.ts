import 'server-only';
import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import type { AdminContext } from '@/lib/admin/guard';
import { toCsv } from '@/lib/admin/csv';
import { parseQuery } from '@/lib/admin/query';
import { analyticsReport } from '@/lib/analytics/report';
import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  type AnalyticsReport,
} from '@/lib/analytics/report-types';

const days = z
  .enum(
    ANALYTICS_PERIODS.map(String) as [string, ...string[]],
    `Use one of ${ANALYTICS_PERIODS.join(', ')}`,
  )
  .default('30')
  .transform((value) => Number(value) as AnalyticsPeriod);

/** The tables a CSV can be asked for, with the name of the column their values fill. */
export const ANALYTICS_TABLES = {
  pages: 'Page',
  entries: 'Entry page',
  referrers: 'Referrer',
  utmSources: 'UTM source',
  utmMediums: 'UTM medium',
  utmCampaigns: 'UTM campaign',
  browsers: 'Browser',
  systems: 'System',
  devices: 'Device',
  funnels: 'Form',
  daily: 'Day',
} as const;
type AnalyticsTable = keyof typeof ANALYTICS_TABLES;
/** The tables that count leads against visitors. */
const CONVERTING = new Set<AnalyticsTable>([
  'pages',
  'entries',
  'referrers',
  'utmSources',
  'utmCampaigns',
]);

const exportSchema = z.object({
  days,
  table: z.enum(
    Object.keys(ANALYTICS_TABLES) as [AnalyticsTable, ...AnalyticsTable[]],
    'Choose a table',
  ),
});

/** The Analytics tab's data for `?days=7|30|90` (admin only); another value answers 400. */
export async function adminAnalyticsReport(
  _admin: AdminContext,
  query: URLSearchParams,
): Promise<AnalyticsReport> {
  const parsed = parseQuery(z.object({ days }), Object.fromEntries(query));
  return analyticsReport(getDb(), parsed.days);
}

const percent = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : (value * 100).toFixed(1);

/** One table of the report as CSV (`?days=&table=`), with a file name saying what and when. */
export async function adminAnalyticsCsv(
  _admin: AdminContext,
  query: URLSearchParams,
): Promise<{ fileName: string; csv: string }> {
  const { days: period, table } = parseQuery(exportSchema, Object.fromEntries(query));
  const report = await analyticsReport(getDb(), period);
  const fileName = `analytics-${table}-${report.from}-to-${report.to}.csv`;
  if (table === 'funnels') {
    const columns = [
      { key: 'label', label: 'Form' },
      { key: 'seen', label: 'Seen (visitors)' },
      { key: 'started', label: 'Started (visitors)' },
      { key: 'submitted', label: 'Submitted' },
      { key: 'booked', label: 'Booked a meeting' },
      { key: 'contacted', label: 'Contacted' },
      { key: 'qualified', label: 'Qualified' },
      { key: 'won', label: 'Won' },
      { key: 'conversionRate', label: 'Conversion rate %' },
    ];
    const rows = report.funnels.map((funnel) => ({
      ...funnel,
      conversionRate: percent(funnel.conversionRate),
    }));
    return { fileName, csv: toCsv(columns, rows) };
  }
  if (table === 'daily') {
    const columns = [
      { key: 'day', label: 'Day (UTC)' },
      { key: 'visitors', label: 'Visitors' },
      { key: 'pageviews', label: 'Page views' },
      { key: 'visits', label: 'Visits' },
    ];
    return { fileName, csv: toCsv(columns, report.daily as unknown as Record<string, unknown>[]) };
  }
  const rows = report.tables[table].map((row) => ({
    ...row,
    value: row.value === '' ? '(none)' : row.value,
    bounceRate: percent(row.bounceRate),
    conversionRate: percent(row.conversionRate),
  }));
  const columns = [
    { key: 'value', label: ANALYTICS_TABLES[table] },
    { key: 'count', label: table === 'pages' ? 'Page views' : 'Visits' },
    { key: 'visitors', label: 'Visitors' },
    ...(table === 'entries' ? [{ key: 'bounceRate', label: 'Bounce rate %' }] : []),
    ...(CONVERTING.has(table)
      ? [
          { key: 'leads', label: 'Leads' },
          { key: 'conversionRate', label: 'Conversion rate %' },
        ]
      : []),
  ];
  return { fileName, csv: toCsv(columns, rows) };
}
