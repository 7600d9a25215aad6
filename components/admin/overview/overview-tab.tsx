'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { api } from '@/components/admin/api';
import { PeriodToggle } from '@/components/admin/period-toggle';
import { DailyTable } from '@/components/admin/overview/daily-table';
import { DeliveryHealth } from '@/components/admin/overview/delivery-health';
import { FormTotals } from '@/components/admin/overview/form-totals';
import { RankedList } from '@/components/admin/overview/ranked-list';
import { totalText } from '@/components/admin/overview/overview-format';
import {
  OVERVIEW_PERIODS,
  type OverviewPeriod,
  type OverviewReport,
} from '@/lib/admin/overview-types';

// Recharts is loaded only when the Overview shows, in a chunk of its own: no public page and no
// other admin tab carries it.
const OverviewChart = dynamic(
  () => import('@/components/admin/overview/overview-chart').then((m) => m.OverviewChart),
  {
    ssr: false,
    loading: () => <p className="h-72 text-sm text-muted-foreground">Loading the chart...</p>,
  },
);

function Report({ report }: { report: OverviewReport }) {
  const total = totalText(report.totals.overall, report.days);
  const summary = `Bar chart of submissions per day, stacked by form, ${report.from} to ${report.to}: ${total}.`;
  return (
    <>
      <FormTotals report={report} />
      <Card>
        <CardHeader>
          <CardTitle>Submissions per day</CardTitle>
          <CardDescription>
            Calendar days in the company&apos;s time zone ({report.timeZone}).
          </CardDescription>
        </CardHeader>
        <CardContent className="gap-4">
          <OverviewChart report={report} summary={summary} />
          <details className="group">
            <summary className="cursor-pointer text-sm font-medium underline-offset-4 hover:underline">
              Show as table
            </summary>
            <div className="mt-3">
              <DailyTable report={report} />
            </div>
          </details>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Where leads come from</CardTitle>
          <CardDescription>Top pages and campaigns of the last {report.days} days.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 md:grid-cols-2">
          <RankedList
            caption="Top source pages"
            column="Page"
            rows={report.topPages}
            empty="No page recorded yet."
          />
          <RankedList
            caption="Top UTM campaigns"
            column="Campaign"
            rows={report.topCampaigns}
            empty="No campaign recorded yet."
          />
        </CardContent>
      </Card>
      <DeliveryHealth health={report.deliveries} days={report.days} />
    </>
  );
}

/** Overview: how the site converts, where leads come from, and whether they reach the team. */
export function OverviewTab() {
  const [days, setDays] = useState<OverviewPeriod>(30);
  const overview = useQuery({
    queryKey: ['overview', days],
    queryFn: () => api<OverviewReport>(`/api/admin/overview?days=${days}`),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {overview.data ? `The last ${overview.data.days} days` : ''}
        </p>
        <PeriodToggle periods={OVERVIEW_PERIODS} days={days} onChange={setDays} />
      </div>
      {overview.isPending ? (
        <p className="text-sm text-muted-foreground">Loading the overview...</p>
      ) : overview.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The overview could not be loaded. {overview.error.message}
        </p>
      ) : (
        <Report report={overview.data} />
      )}
    </div>
  );
}
