'use client';

import type { ChartConfig } from '@/components/ui/chart';
import { DailyBarChart } from '@/components/admin/daily-bar-chart';
import type { OverviewReport } from '@/lib/admin/overview-types';

// At least 3:1 against the white card, so every bar stands out as a graphic should.
const COLORS = ['#4338ca', '#0f766e', '#b45309', '#be185d', '#1d4ed8', '#4d7c0f'];

/** Submissions per day as bars stacked by form (the table beside it carries the same numbers). */
export function OverviewChart({ report, summary }: { report: OverviewReport; summary: string }) {
  const config: ChartConfig = Object.fromEntries(
    report.forms.map((form, index) => [
      form.type,
      { label: form.label, color: COLORS[index % COLORS.length] ?? '#4338ca' },
    ]),
  );
  return <DailyBarChart data={report.series} config={config} summary={summary} stacked />;
}
