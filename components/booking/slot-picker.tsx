'use client';

import { useId, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import type { SlotDay } from '@/components/booking/booking-api';
import { dayLabel, longDayLabel, timeLabel, zoneLabel } from '@/components/booking/slot-format';

/*
 * Days and times as two native radio groups: one tab stop each, arrow keys move between options,
 * and screen readers announce "radio, 3 of 14" without extra ARIA. The radios are visually hidden
 * and their labels carry the button look, with the focus ring drawn from the radio's focus.
 */
const OPTION_CLASSES =
  'btn btn-outline btn-sm cursor-pointer tabular-nums peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-checked:hover:bg-primary/90 peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/60';

interface SlotPickerProps {
  days: readonly SlotDay[];
  timeZone: string;
  /** The confirm button's text before a time is chosen ("Confirm"). */
  confirmLabel: string;
  /** The confirm button's text while the choice is being saved ("Booking..."). */
  busyLabel: string;
  busy: boolean;
  onConfirm: (start: string) => void;
}

/**
 * The free times of the next days in the visitor's zone: the first day with times is chosen
 * already, so booking takes two steps, a time and "Confirm". Give it a new `key` to start over
 * with other days.
 */
export function SlotPicker({
  days,
  timeZone,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
}: SlotPickerProps) {
  const id = useId();
  const open = days.filter((day) => day.slots.length > 0);
  const [date, setDate] = useState(() => open[0]?.date);
  const [start, setStart] = useState<string>();
  const day = open.find((item) => item.date === date) ?? open[0];
  if (!day) return null;
  const chosen = day.slots.find((slot) => slot.start === start);
  // The zone's name on the day shown: a zone's name changes with daylight-saving time.
  const firstStart = day.slots[0]?.start;

  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">
        Times are shown in{' '}
        <strong className="font-medium text-foreground">
          {zoneLabel(timeZone, firstStart ? new Date(firstStart) : undefined)}
        </strong>
        .
      </p>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Day</legend>
        <div className="flex flex-wrap gap-2">
          {open.map((item) => (
            <label key={item.date}>
              <input
                type="radio"
                className="peer sr-only"
                name={`${id}-day`}
                value={item.date}
                checked={item.date === day.date}
                onChange={() => {
                  setDate(item.date);
                  setStart(undefined);
                }}
              />
              <span className={OPTION_CLASSES}>{dayLabel(item.date)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Times on {longDayLabel(day.date)}</legend>
        <div className="flex flex-wrap gap-2">
          {day.slots.map((slot) => (
            <label key={slot.start}>
              <input
                type="radio"
                className="peer sr-only"
                name={`${id}-time`}
                value={slot.start}
                checked={slot.start === chosen?.start}
                onChange={() => setStart(slot.start)}
              />
              <span className={OPTION_CLASSES}>{timeLabel(slot.start, timeZone)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <button
          type="button"
          className={buttonVariants({ size: 'lg' })}
          disabled={!chosen || busy}
          aria-disabled={busy || undefined}
          onClick={() => chosen && onConfirm(chosen.start)}
        >
          {busy
            ? busyLabel
            : chosen
              ? `${confirmLabel}: ${dayLabel(day.date)}, ${timeLabel(chosen.start, timeZone)}`
              : confirmLabel}
        </button>
      </div>
    </div>
  );
}
