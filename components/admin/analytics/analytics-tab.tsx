'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { api } from '@/components/admin/api';
import { PeriodToggle } from '@/components/admin/period-toggle';
import { ScrollTable } from '@/components/admin/scroll-table';
import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  type AnalyticsReport,
  type PeriodFigure,
  type RankedRow,
} from '@/lib/analytics/report-types';

// Recharts is large: loaded with the tab's report, not with the admin.
const VisitsChart = dynamic(
  () => import('@/components/admin/analytics/visits-chart').then((m) => m.VisitsChart),
  { ssr: false, loading: () => <div className="h-64" /> },
);

const percent = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : `${(value * 100).toFixed(1)} %`;

function change({ current, previous }: PeriodFigure): string {
  if (previous === 0) return current === 0 ? 'no change' : 'none before';
  const delta = Math.round(((current - previous) / previous) * 100);
  return `${delta >= 0 ? '+' : ''}${delta} % on the period before (${previous})`;
}

function Totals({ report }: { report: AnalyticsReport }) {
  const { visitors, pageviews, visits, bounceRate } = report.totals;
  const items = [
    ['Visitors', visitors.current, change(visitors)],
    ['Page views', pageviews.current, change(pageviews)],
    ['Visits', visits.current, change(visits)],
    ['Bounce rate', percent(bounceRate.current), `${percent(bounceRate.previous)} before`],
  ] as const;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map(([label, value, note]) => (
        <div key={label} className="card p-4">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
          <dd className="text-xs text-muted-foreground">{note}</dd>
        </div>
      ))}
    </dl>
  );
}

interface Column {
  label: string;
  cell: (row: RankedRow) => string | number;
}

/** A table's CSV download, named after the table for screen readers. */
function CsvLink({ days, table, name }: { days: AnalyticsPeriod; table: string; name: string }) {
  return (
    <a
      className="text-sm underline-offset-4 hover:underline"
      href={`/api/admin/analytics/export?days=${days}&table=${table}`}
      aria-label={`Download CSV: ${name}`}
      download
    >
      Download CSV
    </a>
  );
}

function RankedTable({
  caption,
  rows,
  columns,
  days,
  table,
}: {
  caption: string;
  rows: RankedRow[];
  columns: Column[];
  days: AnalyticsPeriod;
  table: string;
}) {
  return (
    // min-w-0: a grid cell may shrink below its table's width (the table scrolls inside it).
    <div className="flex min-w-0 flex-col gap-2 self-start">
      <h3 className="text-sm font-semibold">{caption}</h3>
      <ScrollTable label={caption}>
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          <TableRow>
            {columns.map((column, index) => (
              <TableHead
                key={column.label}
                scope="col"
                className={index === 0 ? undefined : 'text-right'}
              >
                {column.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} className="text-muted-foreground">
                Nothing recorded in this period.
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.value}>
                {columns.map((column, index) =>
                  // The first cell names the row, as the funnel table's does.
                  index === 0 ? (
                    <TableHead key={column.label} scope="row" className="break-all font-normal">
                      {column.cell(row)}
                    </TableHead>
                  ) : (
                    <TableCell key={column.label} className="text-right tabular-nums">
                      {column.cell(row)}
                    </TableCell>
                  ),
                )}
              </TableRow>
            ))
          )}
        </TableBody>
      </ScrollTable>
      <CsvLink days={days} table={table} name={caption} />
    </div>
  );
}

const named = (label: string): Column => ({
  label,
  cell: (row) => (row.value === '' ? '(none)' : row.value),
});
const visits: Column = { label: 'Visits', cell: (row) => row.count };
const visitors: Column = { label: 'Visitors', cell: (row) => row.visitors };
const conversion: Column[] = [
  { label: 'Leads', cell: (row) => row.leads ?? 0 },
  { label: 'Conversion', cell: (row) => percent(row.conversionRate) },
];

/** A table of figures: each row named by its first cell, then its numbers, right-aligned. */
function FiguresTable({
  caption,
  labels,
  rows,
  boldHeads = false,
}: {
  caption: string;
  labels: string[];
  rows: { key: string; head: ReactNode; values: (string | number)[] }[];
  /** Row names in the header cells' own weight (the forms), else in body text's (the days). */
  boldHeads?: boolean;
}) {
  return (
    <ScrollTable label={caption}>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          {labels.map((label, index) => (
            <TableHead key={label} scope="col" className={index ? 'text-right' : ''}>
              {label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableHead scope="row" className={boldHeads ? undefined : 'font-normal'}>
              {row.head}
            </TableHead>
            {row.values.map((value, index) => (
              <TableCell key={index} className="text-right tabular-nums">
                {value}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

/** Visitors and page views per day: a chart, and the same numbers as a table. */
function Daily({ report }: { report: AnalyticsReport }) {
  const caption = `Visitors and page views per day, ${report.from} to ${report.to} (UTC)`;
  const busiest = report.daily.reduce(
    (best, day) => (day.visitors > best.visitors ? day : best),
    report.daily[0]!,
  );
  const summary =
    `Bar chart: ${caption}. ${report.totals.visitors.current} visitors in all` +
    (busiest.visitors > 0 ? `; the most on ${busiest.day}, ${busiest.visitors}.` : '.');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Visitors per day</CardTitle>
      </CardHeader>
      <CardContent className="flex min-w-0 flex-col gap-4">
        <VisitsChart daily={report.daily} summary={summary} />
        <details className="flex flex-col gap-2">
          <summary className="cursor-pointer text-sm font-medium">
            The same numbers as a table
          </summary>
          <FiguresTable
            caption={caption}
            labels={['Day', 'Visitors', 'Page views', 'Visits']}
            rows={[...report.daily].reverse().map((day) => ({
              key: day.day,
              head: <time dateTime={day.day}>{day.day}</time>,
              values: [day.visitors, day.pageviews, day.visits],
            }))}
          />
        </details>
        <CsvLink days={report.days} table="daily" name="Visitors per day" />
      </CardContent>
    </Card>
  );
}

function Report({ report }: { report: AnalyticsReport }) {
  const { tables, days } = report;
  const sources: [string, string, RankedRow[], string, Column[]][] = [
    ['Referrers', 'Site', tables.referrers, 'referrers', conversion],
    ['UTM sources', 'Source', tables.utmSources, 'utmSources', conversion],
    ['UTM campaigns', 'Campaign', tables.utmCampaigns, 'utmCampaigns', conversion],
    ['UTM mediums', 'Medium', tables.utmMediums, 'utmMediums', []],
  ];
  const devices: [string, string, RankedRow[], string][] = [
    ['Devices', 'Device', tables.devices, 'devices'],
    ['Browsers', 'Browser', tables.browsers, 'browsers'],
    ['Systems', 'System', tables.systems, 'systems'],
  ];
  return (
    <>
      <Totals report={report} />
      <Daily report={report} />
      <Card>
        <CardHeader>
          <CardTitle>Form funnels</CardTitle>
          <CardDescription>
            Visitors who saw and started each form, then its leads, those with a meeting booked, and
            where they stand today; conversion is leads sent against visitors who saw the form.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex min-w-0 flex-col gap-2">
          <FiguresTable
            caption="Form funnels"
            boldHeads
            labels={[
              'Form',
              'Seen',
              'Started',
              'Submitted',
              'Booked',
              'Contacted',
              'Qualified',
              'Won',
              'Conversion',
            ]}
            rows={report.funnels.map((funnel) => ({
              key: funnel.type,
              head: funnel.label,
              values: [
                funnel.seen,
                funnel.started,
                funnel.submitted,
                funnel.booked,
                funnel.contacted,
                funnel.qualified,
                funnel.won,
                percent(funnel.conversionRate),
              ],
            }))}
          />
          <CsvLink days={days} table="funnels" name="Form funnels" />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Pages</CardTitle>
          <CardDescription>
            Leads sent from a page against its visitors; entry pages with their bounce rate and the
            leads whose visit began there.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 lg:grid-cols-2">
          <RankedTable
            caption="Top pages"
            rows={tables.pages}
            days={days}
            table="pages"
            columns={[
              named('Page'),
              { label: 'Views', cell: (row) => row.count },
              visitors,
              ...conversion,
            ]}
          />
          <RankedTable
            caption="Entry pages"
            rows={tables.entries}
            days={days}
            table="entries"
            columns={[
              named('Page'),
              visits,
              visitors,
              { label: 'Bounce rate', cell: (row) => percent(row.bounceRate) },
              ...conversion,
            ]}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Sources</CardTitle>
          <CardDescription>
            Where visits began, and the leads whose visit began there (the first page of the visit
            when the visitor&apos;s consent let the site remember it, else the page of the form).
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 lg:grid-cols-2">
          {sources.map(([caption, column, rows, table, extra]) => (
            <RankedTable
              key={table}
              caption={caption}
              rows={rows}
              days={days}
              table={table}
              columns={[named(column), visits, visitors, ...extra]}
            />
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Devices</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6 lg:grid-cols-3">
          {devices.map(([caption, column, rows, table]) => (
            <RankedTable
              key={table}
              caption={caption}
              rows={rows}
              days={days}
              table={table}
              columns={[named(column), visits]}
            />
          ))}
        </CardContent>
      </Card>
    </>
  );
}

/** Analytics: who came, from where, to which pages, and how many became leads and deals. */
export function AnalyticsTab() {
  const [days, setDays] = useState<AnalyticsPeriod>(30);
  const report = useQuery({
    queryKey: ['analytics', days],
    queryFn: () => api<AnalyticsReport>(`/api/admin/analytics/report?days=${days}`),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {report.data
            ? `The last ${report.data.days} days (UTC), ${report.data.from} to ${report.data.to}`
            : ''}
        </p>
        <PeriodToggle periods={ANALYTICS_PERIODS} days={days} onChange={setDays} />
      </div>
      {report.isPending ? (
        <p className="text-sm text-muted-foreground">Loading analytics...</p>
      ) : report.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Analytics could not be loaded. {report.error.message}
        </p>
      ) : (
        // Busy while another period loads: the figures shown are still the previous period's.
        <div aria-busy={report.isFetching} className="flex flex-col gap-6">
          <Report report={report.data} />
        </div>
      )}
    </div>
  );
}
