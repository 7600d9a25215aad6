'use client';

import type { ChartConfig } from '@/components/ui/chart';
import { DailyBarChart } from '@/components/admin/daily-bar-chart';
import type { AnalyticsDay } from '@/lib/analytics/report-types';

// At least 3:1 against the white card, so every bar stands out as a graphic should.
const CONFIG: ChartConfig = {
  visitors: { label: 'Visitors', color: '#4338ca' },
  pageviews: { label: 'Page views', color: '#0f766e' },
};

/** Visitors and page views per day (the table below it carries the same numbers). */
export function VisitsChart({ daily, summary }: { daily: AnalyticsDay[]; summary: string }) {
  return <DailyBarChart data={daily} config={CONFIG} summary={summary} className="h-64" />;
}
