import type { Slot, SlotDay } from '@/components/booking/booking-api';

/*
 * Dates and times as the visitor reads them, in the visitor's own zone, through Intl only (no
 * date library in the picker's chunk). Days are `YYYY-MM-DD` keys of that zone.
 */

const LOCALE = 'en-US';

/** The browser's IANA zone ("Europe/Madrid"); UTC when the browser does not say. */
export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The zone's long name at a moment ("Central European Standard Time"), else its id. */
export function zoneName(timeZone: string, at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat(LOCALE, { timeZone, timeZoneName: 'long' }).formatToParts(
    at,
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** "Central European Standard Time (Europe/Madrid)": the name a person knows, and the exact id. */
export function zoneLabel(timeZone: string, at?: Date): string {
  const name = zoneName(timeZone, at);
  return name === timeZone ? timeZone : `${name} (${timeZone})`;
}

/** The `YYYY-MM-DD` day of an instant in a zone. */
export function dayKey(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A day key as a short label: "Tue, Dec 1". */
export function dayLabel(date: string): string {
  // Noon UTC of that calendar day, formatted in UTC: the same day whatever the browser's zone.
  return new Intl.DateTimeFormat(LOCALE, {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** A day key in full: "Tuesday, December 1". */
export function longDayLabel(date: string): string {
  return new Intl.DateTimeFormat(LOCALE, {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** A start time in the zone: "10:00 AM". */
export function timeLabel(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE, { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
}

/** A meeting in a sentence: "Tuesday, December 1, 2026, 10:00 – 10:30 AM Eastern Standard Time". */
export function meetingLabel({ start, end }: Slot, timeZone: string): string {
  const format = new Intl.DateTimeFormat(LOCALE, {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return `${format.formatRange(new Date(start), new Date(end))} ${zoneName(timeZone, new Date(start))}`;
}

/** Loose slots (the next free ones after a conflict) grouped by the visitor's day, in order. */
export function groupByDay(slots: readonly Slot[], timeZone: string): SlotDay[] {
  const days: SlotDay[] = [];
  const sorted = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const slot of sorted) {
    const date = dayKey(slot.start, timeZone);
    const last = days.at(-1);
    if (last?.date === date) last.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}
