/**
 * Conversions between an instant and the wall-clock time of a named time zone, for the schedule
 * input: the admin types a local date and time, the API takes one UTC instant. Written against
 * Intl so the zone can be any IANA name, not only the browser's own (and tests can pick one).
 */

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The zone's wall-clock fields at an instant. */
function wallClock(time: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat(timeZone).formatToParts(time)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return { year, month, day, hour, minute, second };
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(time: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = wallClock(time, timeZone);
  const seconds = Math.floor(time / 1000) * 1000;
  return Date.UTC(year, month - 1, day, hour, minute, second) - seconds;
}

/**
 * The instant a `datetime-local` value ("2026-12-01T09:00", seconds optional) names in `timeZone`,
 * or null for text that is not such a value. A time skipped when clocks go forward is read as the
 * same length of time after the change (02:30 becomes 03:30), and a time that happens twice when
 * clocks go back as its first occurrence, as browsers read local times.
 */
export function zonedInputToInstant(value: string, timeZone: string): Date | null {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return null;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  // Date.UTC rolls 2026-02-30 over to March; such a date was never typed by a date picker.
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1 || hour > 23) return null;
  // A zone changes its offset at most once around a given day: the offsets a day either side
  // are the only candidates, and a candidate is right when the zone has that offset then.
  const DAY = 86_400_000;
  const before = offsetAt(wall - DAY, timeZone);
  const after = offsetAt(wall + DAY, timeZone);
  const fits = [wall - before, wall - after].filter(
    (candidate) => wall - candidate === offsetAt(candidate, timeZone),
  );
  // In a gap no candidate fits; the typed time measured with the old offset is moved on by it.
  return new Date(fits.length > 0 ? Math.min(...fits) : wall - before);
}

/** An instant as a `datetime-local` value (to the second) in `timeZone`. */
export function instantToZonedInput(instant: Date | string, timeZone: string): string {
  const { year, month, day, hour, minute, second } = wallClock(
    new Date(instant).getTime(),
    timeZone,
  );
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}:${two(second)}`;
}

/** The browser's own time zone, as an IANA name ("America/New_York"). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The zone's name with its abbreviation or offset at an instant: "America/New_York (EST)". */
export function zoneLabel(timeZone: string, at: Date = new Date()): string {
  const short = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return short && short !== timeZone ? `${timeZone} (${short})` : timeZone;
}
