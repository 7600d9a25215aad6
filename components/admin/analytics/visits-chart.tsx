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
import type { AnalyticsDay } from '@/lib/analytics/report-types';

// At least 3:1 against the white card, so every bar stands out as a graphic should.
const CONFIG: ChartConfig = {
  visitors: { label: 'Visitors', color: '#4338ca' },
  pageviews: { label: 'Page views', color: '#0f766e' },
};

/** Visitors and page views per day (the table below it carries the same numbers). */
export function VisitsChart({ daily, summary }: { daily: AnalyticsDay[]; summary: string }) {
  const reduced = useReducedMotion();
  return (
    <div role="img" aria-label={summary}>
      <ChartContainer config={CONFIG} className="aspect-auto h-64 w-full">
        <BarChart data={daily} accessibilityLayer={false} margin={{ left: -16 }}>
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
          <ChartLegend content={(props) => <ChartLegendContent payload={props.payload} />} />
          {Object.keys(CONFIG).map((key) => (
            <Bar
              key={key}
              dataKey={key}
              fill={`var(--color-${key})`}
              isAnimationActive={!reduced}
            />
          ))}
        </BarChart>
      </ChartContainer>
    </div>
  );
}
