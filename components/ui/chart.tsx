'use client';

import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';
import * as Recharts from 'recharts';
import type { LegendPayload, TooltipContentProps } from 'recharts';
import { cn } from '@/lib/utils';

/** A chart's series: the label and colour of each data key (shadcn's chart config). */
export type ChartConfig = Record<string, { label: ReactNode; color: string }>;

const ChartContext = createContext<ChartConfig | null>(null);

function useChart(): ChartConfig {
  const config = useContext(ChartContext);
  if (!config) throw new Error('useChart must be used within a <ChartContainer />');
  return config;
}

/**
 * The frame of a Recharts chart: it sizes the chart to its box and exposes each series' colour as
 * `var(--color-<key>)`. The colours are set on the element itself (not in a style sheet), so the
 * admin's content security policy has nothing extra to allow.
 */
export function ChartContainer({
  config,
  className,
  children,
  style,
  ...props
}: React.ComponentProps<'div'> & {
  config: ChartConfig;
  children: React.ComponentProps<typeof Recharts.ResponsiveContainer>['children'];
}) {
  const colors = Object.fromEntries(
    Object.entries(config).map(([key, item]) => [`--color-${key}`, item.color]),
  ) as CSSProperties;
  return (
    <ChartContext.Provider value={config}>
      <div
        className={cn(
          'flex aspect-video justify-center text-xs [&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line[stroke="#ccc"]]:stroke-border/50 [&_.recharts-layer]:outline-hidden [&_.recharts-surface]:outline-hidden',
          className,
        )}
        style={{ ...colors, ...style }}
        {...props}
      >
        <Recharts.ResponsiveContainer>{children}</Recharts.ResponsiveContainer>
      </div>
    </ChartContext.Provider>
  );
}

export const ChartTooltip = Recharts.Tooltip;
export const ChartLegend = Recharts.Legend;

/** The tooltip's box: the hovered label, then each series' colour, name and value. */
export function ChartTooltipContent({
  active,
  payload,
  label,
}: Pick<TooltipContentProps<number, string>, 'active' | 'payload' | 'label'>) {
  const config = useChart();
  if (!active || !payload?.length) return null;
  return (
    <div className="grid min-w-32 gap-1.5 rounded-lg border border-border/50 bg-background px-2.5 py-1.5 text-xs shadow-xl">
      <div className="font-medium">{label}</div>
      {payload.map((item) => {
        const key = String(item.dataKey ?? item.name);
        return (
          <div key={key} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-2.5 shrink-0 rounded-[2px]"
              style={{ backgroundColor: config[key]?.color ?? item.color }}
            />
            <span className="text-muted-foreground">{config[key]?.label ?? item.name}</span>
            <span className="ml-auto font-mono font-medium tabular-nums">{item.value}</span>
          </div>
        );
      })}
    </div>
  );
}

/** The legend: each series' colour and label, from the chart config. */
export function ChartLegendContent({ payload }: { payload?: readonly LegendPayload[] }) {
  const config = useChart();
  if (!payload?.length) return null;
  return (
    <ul className="flex flex-wrap items-center justify-center gap-4 pt-3">
      {payload.map((item) => {
        const key = String(item.dataKey ?? item.value);
        return (
          <li key={key} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="size-2.5 shrink-0 rounded-[2px]"
              style={{ backgroundColor: config[key]?.color ?? item.color }}
            />
            {config[key]?.label ?? item.value}
          </li>
        );
      })}
    </ul>
  );
}
