import 'server-only';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { bookings, type meetingTypes, type teamMembers } from '@/lib/db/schema';
import { calendarBusyTimes } from '@/lib/scheduling/calendar-busy';
import { freeSlots, type Span } from '@/lib/scheduling/slots';
import { log } from '@/lib/log/logger';

export type TeamMember = typeof teamMembers.$inferSelect;
export type MeetingType = typeof meetingTypes.$inferSelect;

const DAY_MS = 86_400_000;

/** The span slots are looked for in: from now to a day past the meeting type's window. */
export function slotWindow(meetingType: MeetingType, now: Date): Span {
  return { start: now, end: new Date(now.getTime() + (meetingType.daysAhead + 1) * DAY_MS) };
}

/** The member's live bookings overlapping `window`, as the spans they block (buffers included). */
export async function bookedSpans(
  db: Executor,
  memberId: string,
  window: Span,
  exceptBookingId?: string,
): Promise<Span[]> {
  const rows = await db
    .select({ start: bookings.blockedFrom, end: bookings.blockedUntil })
    .from(bookings)
    .where(
      and(
        eq(bookings.memberId, memberId),
        eq(bookings.status, 'booked'),
        lt(bookings.blockedFrom, window.end),
        gt(bookings.blockedUntil, window.start),
        exceptBookingId ? ne(bookings.id, exceptBookingId) : undefined,
      ),
    );
  return rows;
}

/**
 * The member's calendar busy times over `window`. A calendar that cannot be read is logged and
 * counts as free, so a calendar that is down never stops booking (the bookings table still
 * prevents double booking).
 */
export async function calendarSpans(
  db: Executor,
  member: TeamMember,
  window: Span,
): Promise<Span[]> {
  const result = await calendarBusyTimes(db, member, window.start, window.end);
  if (result.ok) return result.busy;
  log.warn(
    'booking.calendar-unreadable',
    `[booking] calendar of ${member.name} unreadable: ${result.error}`,
    {
      memberId: member.id,
    },
  );
  return [];
}

/**
 * The member's free slots for a meeting type: working hours minus live bookings and calendar
 * busy times. `exceptBookingId` leaves one booking out (the one being rescheduled).
 */
export async function memberSlots(
  db: Executor,
  member: TeamMember,
  meetingType: MeetingType,
  now: Date,
  exceptBookingId?: string,
): Promise<Span[]> {
  const window = slotWindow(meetingType, now);
  const [booked, calendar] = await Promise.all([
    bookedSpans(db, member.id, window, exceptBookingId),
    calendarSpans(db, member, window),
  ]);
  return freeSlots({ member, meetingType, busy: [...booked, ...calendar], now });
}

/** Whether `start` is a slot the member's working hours offer at all (busy times aside). */
export function isOfferedStart(
  member: TeamMember,
  meetingType: MeetingType,
  start: Date,
  now: Date,
): boolean {
  const slots = freeSlots({
    member,
    meetingType,
    busy: [],
    now,
    from: start,
    until: new Date(start.getTime() + 1),
  });
  return slots.some((slot) => slot.start.getTime() === start.getTime());
}
