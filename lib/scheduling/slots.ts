import type { WeeklyHours } from '@/lib/db/schema/scheduling';
import { addDays, dateKey, weekday, zonedInstant } from '@/lib/scheduling/zoned-time';

/** A span of time, start included, end excluded. */
export interface Span {
  start: Date;
  end: Date;
}

/** What the slot engine needs of a member: when they work, in their own zone. */
export interface SlotMember {
  timeZone: string;
  weeklyHours: WeeklyHours;
  /** Whole days off, 'YYYY-MM-DD' in the member's zone. */
  daysOff: string[];
}

/** What the slot engine needs of a meeting type. */
export interface SlotMeetingType {
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNoticeMinutes: number;
  daysAhead: number;
}

export interface FreeSlotsInput {
  member: SlotMember;
  meetingType: SlotMeetingType;
  /** Times the member is taken: bookings (their buffers included) and calendar events. */
  busy: Span[];
  now: Date;
  /** Narrows the window: no slot starts before `from` or at/after `until`. */
  from?: Date;
  until?: Date;
  /** Minutes between two slot starts (15 by default). */
  stepMinutes?: number;
}

const MINUTE = 60_000;

/**
 * The member's bookable slots: every `stepMinutes` inside their working hours in their own zone,
 * from the minimum notice on, over `daysAhead` calendar days starting today (their today), skipping
 * days off and any slot whose span with buffers meets a busy time. Slots are real instants, so a
 * day that changes to or from daylight-saving time keeps its local working hours.
 */
export function freeSlots(input: FreeSlotsInput): Span[] {
  const { member, meetingType: type, now } = input;
  const step = Math.max(1, input.stepMinutes ?? 15) * MINUTE;
  const duration = type.durationMinutes * MINUTE;
  const zone = member.timeZone;
  const today = dateKey(now, zone);
  const windowEnd = zonedInstant(addDays(today, Math.max(0, type.daysAhead)), 0, zone);
  const earliest = Math.max(
    now.getTime() + type.minimumNoticeMinutes * MINUTE,
    input.from?.getTime() ?? 0,
  );
  const latest = Math.min(windowEnd.getTime(), input.until?.getTime() ?? Infinity);
  const busy = [...input.busy].sort((a, b) => a.start.getTime() - b.start.getTime());
  const daysOff = new Set(member.daysOff);
  const slots: Span[] = [];
  for (let date = today; zonedInstant(date, 0, zone).getTime() < latest; date = addDays(date, 1)) {
    if (daysOff.has(date)) continue;
    const key = String(weekday(date)) as keyof WeeklyHours;
    const ranges = [...(member.weeklyHours[key] ?? [])].sort((a, b) => a.start - b.start);
    for (const range of ranges) {
      const rangeEnd = zonedInstant(date, range.end, zone).getTime();
      for (
        let start = zonedInstant(date, range.start, zone).getTime();
        start + duration <= rangeEnd;
        start += step
      ) {
        if (start < earliest || start >= latest) continue;
        const blockedFrom = start - type.bufferBeforeMinutes * MINUTE;
        const blockedUntil = start + duration + type.bufferAfterMinutes * MINUTE;
        if (overlapsAny(busy, blockedFrom, blockedUntil)) continue;
        slots.push({ start: new Date(start), end: new Date(start + duration) });
      }
    }
  }
  return slots;
}

function overlapsAny(busy: Span[], from: number, until: number): boolean {
  for (const span of busy) {
    if (span.start.getTime() >= until) return false;
    if (span.end.getTime() > from) return true;
  }
  return false;
}

/** The span a meeting keeps its member busy: the meeting with its buffers. */
export function blockedSpan(start: Date, type: SlotMeetingType): Span {
  return {
    start: new Date(start.getTime() - type.bufferBeforeMinutes * MINUTE),
    end: new Date(start.getTime() + (type.durationMinutes + type.bufferAfterMinutes) * MINUTE),
  };
}

/** One day of slots in the visitor's zone, times as ISO strings. */
export interface SlotDay {
  date: string;
  slots: { start: string; end: string }[];
}

/** Slots grouped by the day they start on in `timeZone` (the visitor's), in time order. */
export function groupSlotsByDay(slots: Span[], timeZone: string): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of [...slots].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const date = dateKey(slot.start, timeZone);
    let day = days.at(-1);
    if (day?.date !== date) {
      day = { date, slots: [] };
      days.push(day);
    }
    day.slots.push({ start: slot.start.toISOString(), end: slot.end.toISOString() });
  }
  return days;
}
