'use client';

import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from '@/components/ui/chart';
import { dayLabel } from '@/components/admin/overview/overview-format';
import { useReducedMotion } from '@/components/admin/overview/use-reduced-motion';
import type { OverviewReport } from '@/lib/admin/overview-types';

// At least 3:1 against the white card, so every bar stands out as a graphic should.
const COLORS = ['#4338ca', '#0f766e', '#b45309', '#be185d', '#1d4ed8', '#4d7c0f'];

/** Submissions per day as bars stacked by form (the table beside it carries the same numbers). */
export function OverviewChart({ report, summary }: { report: OverviewReport; summary: string }) {
  const reduced = useReducedMotion();
  const config: ChartConfig = Object.fromEntries(
    report.forms.map((form, index) => [
      form.type,
      { label: form.label, color: COLORS[index % COLORS.length] ?? '#4338ca' },
    ]),
  );
  return (
    <div role="img" aria-label={summary}>
      <ChartContainer config={config} className="aspect-auto h-72 w-full">
        <BarChart data={report.series} accessibilityLayer={false} margin={{ left: -16 }}>
          <CartesianGrid vertical={false} />
          <XAxis
            dataKey="day"
            tickLine={false}
            axisLine={false}
            tickMargin={8}
            minTickGap={24}
            tickFormatter={dayLabel}
          />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={48} />
          <ChartTooltip
            cursor={{ fill: 'var(--muted)' }}
            content={(props) => (
              <ChartTooltipContent {...props} label={dayLabel(String(props.label ?? ''))} />
            )}
            isAnimationActive={!reduced}
          />
          <ChartLegend
            itemSorter={null}
            content={(props) => <ChartLegendContent payload={props.payload} />}
          />
          {report.forms.map((form) => (
            <Bar
              key={form.type}
              dataKey={form.type}
              stackId="leads"
              fill={`var(--color-${form.type})`}
              isAnimationActive={!reduced}
            />
          ))}
        </BarChart>
      </ChartContainer>
    </div>
  );
}
