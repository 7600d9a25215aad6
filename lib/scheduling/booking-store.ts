import 'server-only';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Executor, Transaction } from '@/lib/db/client';
import { bookings, teamMembers } from '@/lib/db/schema';
import {
  calendarSpans,
  memberSlots,
  type MeetingType,
  type TeamMember,
} from '@/lib/scheduling/availability';
import type { Booking } from '@/lib/scheduling/booking-lead';
import type { Span } from '@/lib/scheduling/slots';

/** How many free slots a "that time was just taken" answer offers instead. */
export const NEXT_SLOTS = 6;

/**
 * Takes the member's row lock for the rest of the transaction: every booking change of a member
 * runs one at a time, on every instance, so the overlap check and the insert cannot interleave.
 */
export async function lockMember(tx: Transaction, memberId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(eq(teamMembers.id, memberId))
    .for('update');
  return rows.length > 0;
}

/** Whether a live booking of the member (other than `exceptId`) blocks any of `span`. */
export async function overlapsBooking(
  tx: Transaction,
  memberId: string,
  span: Span,
  exceptId?: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.memberId, memberId),
        eq(bookings.status, 'booked'),
        lt(bookings.blockedFrom, span.end),
        gt(bookings.blockedUntil, span.start),
        exceptId ? ne(bookings.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether the member's calendar is busy during `span`, read before the transaction (a calendar is
 * a network call). Events exactly at `ownSpan` are the booking's own (being rescheduled).
 */
export async function calendarBusyDuring(
  db: Executor,
  member: TeamMember,
  span: Span,
  ownSpan?: Span,
): Promise<boolean> {
  const busy = await calendarSpans(db, member, span);
  const own = (b: Span) =>
    ownSpan !== undefined &&
    b.start.getTime() === ownSpan.start.getTime() &&
    b.end.getTime() === ownSpan.end.getTime();
  return busy.some((b) => !own(b) && b.start < span.end && b.end > span.start);
}

/** The free slots offered when `start` was taken: the next ones from it, else the first ones. */
export async function nextFreeSlots(
  db: Executor,
  member: TeamMember,
  meetingType: MeetingType,
  start: Date,
  now: Date,
  exceptBookingId?: string,
): Promise<Span[]> {
  const slots = await memberSlots(db, member, meetingType, now, exceptBookingId);
  const later = slots.filter((slot) => slot.start.getTime() >= start.getTime());
  return (later.length > 0 ? later : slots).slice(0, NEXT_SLOTS);
}

/** PostgreSQL's unique violation, wherever the driver nests it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Object;) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The booking row a change of the lock holder leaves, as stored. */
export async function bookingById(tx: Transaction, id: string): Promise<Booking | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id));
  return row;
}
