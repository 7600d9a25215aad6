'use client';

import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Slider } from '@/components/ui/slider';
import { SCROLL_DELAY_MS, scrollToSection } from '@/components/site/scroll';
import { AI_PRICE_PER_MINUTE, ROI_LIMITS, calculateRoi, type RoiInputs } from '@/lib/roi';

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const preciseCurrency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

interface SliderFieldProps {
  label: string;
  value: number;
  limits: { min: number; max: number };
  format: (value: number) => string;
  onChange: (value: number) => void;
}

function SliderField({ label, value, limits, format, onChange }: SliderFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-4">
        <span id={id} className="text-sm font-medium">
          {label}
        </span>
        <output aria-labelledby={id} className="font-semibold tabular-nums">
          {format(value)}
        </output>
      </div>
      <Slider
        aria-labelledby={id}
        thumbLabel={label}
        thumbValueText={format(value)}
        min={limits.min}
        max={limits.max}
        step={1}
        value={[value]}
        onValueChange={([next]) => next !== undefined && onChange(next)}
      />
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{format(limits.min)}</span>
        <span>{format(limits.max)}</span>
      </div>
    </div>
  );
}

/** The ROI calculator dialog (spec "ROI Calculator dialog", formula in `lib/roi.ts`). */
export function RoiCalculatorDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (the button that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const router = useRouter();
  const [inputs, setInputs] = useState<RoiInputs>({
    callsPerDay: ROI_LIMITS.callsPerDay.default,
    callDuration: ROI_LIMITS.callDuration.default,
    hourlyRate: ROI_LIMITS.hourlyRate.default,
  });
  const result = calculateRoi(inputs);
  const update = (key: keyof RoiInputs) => (value: number) =>
    setInputs((current) => ({ ...current, [key]: value }));

  const backToContact = () => {
    onOpenChange(false);
    window.setTimeout(() => {
      if (!scrollToSection('contact')) router.push('/#contact');
    }, SCROLL_DELAY_MS);
  };

  const getStarted = () => {
    onOpenChange(false);
    router.push('/#contact');
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>ROI Calculator</DialogTitle>
          <DialogDescription>
            See what answering your calls with an AI voice agent at{' '}
            {preciseCurrency.format(AI_PRICE_PER_MINUTE)} per minute costs next to staffing the
            phones.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-6 md:grid-cols-2">
          <div className="flex flex-col gap-6">
            <SliderField
              label="Calls per day"
              value={inputs.callsPerDay}
              limits={ROI_LIMITS.callsPerDay}
              format={(value) => `${value} calls`}
              onChange={update('callsPerDay')}
            />
            <SliderField
              label="Average call duration"
              value={inputs.callDuration}
              limits={ROI_LIMITS.callDuration}
              format={(value) => `${value} min`}
              onChange={update('callDuration')}
            />
            <SliderField
              label="Employee hourly rate"
              value={inputs.hourlyRate}
              limits={ROI_LIMITS.hourlyRate}
              format={(value) => `$${value}/hr`}
              onChange={update('hourlyRate')}
            />
          </div>
          <section aria-label="Estimated monthly results" className="rounded-lg bg-muted p-4">
            <dl className="grid gap-3 text-sm" aria-live="polite">
              <div className="flex justify-between gap-2">
                <dt>Call minutes per day</dt>
                <dd className="font-semibold tabular-nums" data-testid="roi-minutes">
                  {result.minutesPerDay}
                </dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt>Staff needed</dt>
                <dd className="font-semibold tabular-nums" data-testid="roi-employees">
                  {result.employeesNeeded}
                </dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt>Human staff cost / month</dt>
                <dd className="font-semibold tabular-nums" data-testid="roi-human-cost">
                  {currency.format(result.humanMonthlyCost)}
                </dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt>AI voice agent cost / month</dt>
                <dd className="font-semibold tabular-nums" data-testid="roi-ai-cost">
                  {currency.format(result.aiMonthlyCost)}
                </dd>
              </div>
              <div className="mt-2 flex justify-between gap-2 border-t pt-3 text-base">
                <dt className="font-semibold">Monthly savings</dt>
                <dd className="font-bold text-primary tabular-nums" data-testid="roi-savings">
                  {currency.format(result.monthlySavings)}
                </dd>
              </div>
              <div className="flex justify-between gap-2 text-base">
                <dt className="font-semibold">Savings</dt>
                <dd
                  className="font-bold text-primary tabular-nums"
                  data-testid="roi-savings-percent"
                >
                  {result.savingsPercent}%
                </dd>
              </div>
            </dl>
          </section>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={backToContact}>
            Back to Contact
          </Button>
          <Button type="button" onClick={getStarted}>
            Get Started Today
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
