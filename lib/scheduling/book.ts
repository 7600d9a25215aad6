import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { siteConfig } from '@/lib/config/site';
import type { Transaction } from '@/lib/db/client';
import { bookings } from '@/lib/db/schema';
import type { FieldErrors } from '@/lib/http/field-errors';
import { isOfferedStart } from '@/lib/scheduling/availability';
import { enqueueBookingDeliveries } from '@/lib/scheduling/booking-outbox';
import {
  findRoutedLead,
  leadOfBooking,
  liveBookingOfLead,
  type Booking,
} from '@/lib/scheduling/booking-lead';
import {
  bookingById,
  calendarBusyDuring,
  isUniqueViolation,
  lockMember,
  nextFreeSlots,
  overlapsBooking,
} from '@/lib/scheduling/booking-store';
import type { RoutedLeadType } from '@/lib/scheduling/booking-token';
import type { BookingContext } from '@/lib/scheduling/context';
import { blockedSpan, type Span } from '@/lib/scheduling/slots';
import { isTimeZone } from '@/lib/scheduling/zoned-time';

export type BookResult =
  | { status: 'booked'; booking: Booking }
  | { status: 'taken'; nextSlots: Span[] }
  | { status: 'already-booked'; booking: Booking }
  | { status: 'cancelled'; booking: Booking }
  | { status: 'not-found' }
  | { status: 'invalid'; errors: FieldErrors };

const NOT_OFFERED: FieldErrors = {
  start: 'That time is not offered. Please choose one of the times shown.',
};

class Taken extends Error {}

/** Runs a booking transaction; a slot lost to another booking (the unique index) is "taken". */
async function underLock<T>(
  ctx: BookingContext,
  work: (tx: Transaction) => Promise<T>,
): Promise<T | Taken> {
  try {
    return await ctx.db.transaction(work);
  } catch (error) {
    if (error instanceof Taken || isUniqueViolation(error)) return new Taken();
    throw error;
  }
}

function icalUid(id: string): string {
  return `${id}@${new URL(siteConfig().url).hostname}`;
}

/**
 * Books `start` for a routed lead: the start must be one of the member's offered slots; under the
 * member's row lock it must still be free of live bookings (and the calendar's busy times, read
 * just before). Stores the booking and its deliveries in one transaction.
 */
export async function bookSlot(
  ctx: BookingContext,
  input: { leadType: RoutedLeadType; leadId: string; start: Date; visitorTimeZone: string },
): Promise<BookResult> {
  const now = ctx.now();
  const lead = await findRoutedLead(ctx.db, input.leadType, input.leadId);
  if (!lead) return { status: 'not-found' };
  const { member, meetingType } = lead;
  const existing = await liveBookingOfLead(ctx.db, lead.leadType, lead.leadId);
  if (existing) return { status: 'already-booked', booking: existing };
  if (!isOfferedStart(member, meetingType, input.start, now))
    return { status: 'invalid', errors: NOT_OFFERED };
  const blocked = blockedSpan(input.start, meetingType);
  const taken = () => nextFreeSlots(ctx.db, member, meetingType, input.start, now);
  if (await calendarBusyDuring(ctx.db, member, blocked))
    return { status: 'taken', nextSlots: await taken() };
  const id = randomUUID();
  const outcome = await underLock(ctx, async (tx) => {
    await lockMember(tx, member.id);
    const live = await liveBookingOfLead(tx, lead.leadType, lead.leadId);
    if (live) return { status: 'already-booked' as const, booking: live, deliveryIds: [] };
    if (await overlapsBooking(tx, member.id, blocked)) throw new Taken();
    const [booking] = await tx
      .insert(bookings)
      .values({
        id,
        leadType: lead.leadType,
        leadId: lead.leadId,
        memberId: member.id,
        meetingTypeId: meetingType.id,
        startsAt: input.start,
        endsAt: new Date(input.start.getTime() + meetingType.durationMinutes * 60_000),
        blockedFrom: blocked.start,
        blockedUntil: blocked.end,
        visitorName: lead.visitor.name,
        visitorEmail: lead.visitor.email,
        visitorTimeZone: isTimeZone(input.visitorTimeZone)
          ? input.visitorTimeZone
          : member.timeZone,
        icalUid: icalUid(id),
        createdAt: now,
      })
      .returning();
    if (!booking) throw new Error('booking insert returned no row');
    const deliveryIds = await enqueueBookingDeliveries(tx, { event: 'booked', booking, now });
    return { status: 'booked' as const, booking, deliveryIds };
  });
  if (outcome instanceof Taken) return { status: 'taken', nextSlots: await taken() };
  if (outcome.deliveryIds.length > 0) ctx.dispatch(ctx.db, outcome.deliveryIds);
  return { status: outcome.status, booking: outcome.booking };
}

/**
 * Moves a live booking to `start`: the old row is cancelled and a new one, pointing back to it,
 * is booked under the same checks and lock as a first booking.
 */
export async function rescheduleBooking(
  ctx: BookingContext,
  input: { booking: Booking; start: Date; visitorTimeZone: string },
): Promise<BookResult> {
  const now = ctx.now();
  const old = input.booking;
  if (old.status !== 'booked') return { status: 'cancelled', booking: old };
  if (old.startsAt.getTime() === input.start.getTime()) return { status: 'booked', booking: old };
  const lead = await leadOfBooking(ctx.db, old);
  if (!lead) return { status: 'not-found' };
  const { member, meetingType } = lead;
  if (!isOfferedStart(member, meetingType, input.start, now))
    return { status: 'invalid', errors: NOT_OFFERED };
  const blocked = blockedSpan(input.start, meetingType);
  const taken = () => nextFreeSlots(ctx.db, member, meetingType, input.start, now, old.id);
  const own = { start: old.startsAt, end: old.endsAt };
  if (await calendarBusyDuring(ctx.db, member, blocked, own))
    return { status: 'taken', nextSlots: await taken() };
  const id = randomUUID();
  const outcome = await underLock(ctx, async (tx) => {
    await lockMember(tx, member.id);
    const current = await bookingById(tx, old.id);
    if (!current || current.status !== 'booked')
      return { status: 'cancelled' as const, booking: current ?? old, deliveryIds: [] };
    if (await overlapsBooking(tx, member.id, blocked, old.id)) throw new Taken();
    const [previous] = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(eq(bookings.id, old.id))
      .returning();
    const { createdAt, cancelledAt, calendarHref, calendarState, sequence, ...kept } = current;
    void [createdAt, cancelledAt, calendarHref, calendarState, sequence];
    const [booking] = await tx
      .insert(bookings)
      .values({
        ...kept,
        id,
        startsAt: input.start,
        endsAt: new Date(input.start.getTime() + meetingType.durationMinutes * 60_000),
        blockedFrom: blocked.start,
        blockedUntil: blocked.end,
        status: 'booked',
        visitorTimeZone: isTimeZone(input.visitorTimeZone)
          ? input.visitorTimeZone
          : current.visitorTimeZone,
        icalUid: icalUid(id),
        rescheduledFrom: old.id,
        createdAt: now,
      })
      .returning();
    if (!booking || !previous) throw new Error('reschedule wrote no row');
    const deliveryIds = await enqueueBookingDeliveries(tx, {
      event: 'rescheduled',
      booking,
      previous,
      now,
    });
    return { status: 'booked' as const, booking, deliveryIds };
  });
  if (outcome instanceof Taken) return { status: 'taken', nextSlots: await taken() };
  if (outcome.deliveryIds.length > 0) ctx.dispatch(ctx.db, outcome.deliveryIds);
  return { status: outcome.status, booking: outcome.booking };
}

/** Cancels a booking; cancelling one already cancelled changes nothing and answers the same. */
export async function cancelBooking(
  ctx: BookingContext,
  input: { booking: Booking },
): Promise<BookResult> {
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockMember(tx, input.booking.memberId);
    const current = await bookingById(tx, input.booking.id);
    if (!current) return undefined;
    if (current.status !== 'booked') return { booking: current, deliveryIds: [] as string[] };
    const [booking] = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now, sequence: current.sequence + 1 })
      .where(eq(bookings.id, current.id))
      .returning();
    if (!booking) throw new Error('cancel wrote no row');
    const deliveryIds = await enqueueBookingDeliveries(tx, { event: 'cancelled', booking, now });
    return { booking, deliveryIds };
  });
  if (!outcome) return { status: 'not-found' };
  if (outcome.deliveryIds.length > 0) ctx.dispatch(ctx.db, outcome.deliveryIds);
  return { status: 'cancelled', booking: outcome.booking };
}
