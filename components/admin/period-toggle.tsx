'use client';

import { Button } from '@/components/ui/button';

/** The buttons that choose a report's period in days; the chosen one is pressed. */
export function PeriodToggle<P extends number>({
  periods,
  days,
  onChange,
}: {
  periods: readonly P[];
  days: P;
  onChange: (days: P) => void;
}) {
  return (
    <div role="group" aria-label="Period" className="flex gap-1">
      {periods.map((period) => (
        <Button
          key={period}
          type="button"
          size="sm"
          variant={period === days ? 'default' : 'outline'}
          aria-pressed={period === days}
          onClick={() => onChange(period)}
        >
          {period} days
        </Button>
      ))}
    </div>
  );
}
