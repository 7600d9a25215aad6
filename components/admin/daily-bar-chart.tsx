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

/**
 * Bars per day, one series per key of `config` (stacked when `stacked`), with a legend and a
 * tooltip. A picture only (`summary` is its text): the caller shows the same numbers as a table.
 * Nothing moves under reduced motion.
 */
export function DailyBarChart<Day extends { day: string }>({
  data,
  config,
  summary,
  stacked = false,
  className = 'h-72',
}: {
  data: readonly Day[];
  config: ChartConfig;
  summary: string;
  stacked?: boolean;
  className?: string;
}) {
  const reduced = useReducedMotion();
  return (
    <div role="img" aria-label={summary}>
      <ChartContainer config={config} className={`aspect-auto w-full ${className}`}>
        <BarChart data={[...data]} accessibilityLayer={false} margin={{ left: -16 }}>
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
          {Object.keys(config).map((key) => (
            <Bar
              key={key}
              dataKey={key}
              stackId={stacked ? 'stack' : undefined}
              fill={`var(--color-${key})`}
              isAnimationActive={!reduced}
            />
          ))}
        </BarChart>
      </ChartContainer>
    </div>
  );
}
