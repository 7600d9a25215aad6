/**
 * Wall-clock arithmetic in IANA zones with the platform's Intl data only, so the same code runs on
 * the server and in the browser. Offsets are read per instant, which keeps days that change to or
 * from daylight-saving time right (a 23- or 25-hour day, or a zone like Asia/Kolkata at +05:30).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of an instant in a zone. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock that `instant` shows in `timeZone`. */
export function wallTime(instant: Date, timeZone: string): WallTime {
  const values: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 0,
    day: values.day ?? 0,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

/** Minutes `timeZone` is ahead of UTC at `instant` (-300 for New York in winter). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallTime(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / 60_000);
}

/** A calendar date 'YYYY-MM-DD'. */
export type DateKey = string;

/** The date `instant` falls on in `timeZone`, as 'YYYY-MM-DD'. */
export function dateKey(instant: Date, timeZone: string): DateKey {
  const { year, month, day } = wallTime(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The date `days` after `date` (both 'YYYY-MM-DD'); calendar days, independent of any zone. */
export function addDays(date: DateKey, days: number): DateKey {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The weekday of a date, 0 (Sunday) to 6 (Saturday). */
export function weekday(date: DateKey): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/**
 * The instant a wall-clock time on `date` happens in `timeZone`, `minutes` after its midnight.
 * A time repeated when clocks go back is its first occurrence; a time skipped when they go forward
 * is moved forward by the gap (02:30 on a spring-forward night is 03:30), as Temporal does.
 */
export function zonedInstant(date: DateKey, minutes: number, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const wallAsUtc = Date.UTC(year, month - 1, day, 0, minutes);
  // The offsets in force a day either side bound every offset the wall time can have.
  const before = zoneOffsetMinutes(new Date(wallAsUtc - 86_400_000), timeZone);
  const after = zoneOffsetMinutes(new Date(wallAsUtc + 86_400_000), timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => new Date(wallAsUtc - offset * 60_000))
    .filter(
      (instant) => zoneOffsetMinutes(instant, timeZone) * 60_000 === wallAsUtc - instant.getTime(),
    )
    .sort((a, b) => a.getTime() - b.getTime());
  if (candidates[0]) return candidates[0];
  // In the gap: the earlier offset read forward lands after the gap by its length.
  return new Date(wallAsUtc - before * 60_000);
}

/** Whether the platform knows `timeZone` as an IANA zone. */
export function isTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
