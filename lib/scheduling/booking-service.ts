import 'server-only';
import { bookSlot, cancelBooking, rescheduleBooking, type BookResult } from '@/lib/scheduling/book';
import {
  currentBooking,
  findRoutedLead,
  leadOfBooking,
  liveBookingOfLead,
  type Booking,
  type RoutedLead,
} from '@/lib/scheduling/booking-lead';
import {
  signManageToken,
  verifyLeadToken,
  verifyManageToken,
} from '@/lib/scheduling/booking-token';
import { bookedBody, bookingBody, displayZone, offerBody } from '@/lib/scheduling/booking-view';
import type { BookingContext } from '@/lib/scheduling/context';

/** A booking change as the API answers it: the outcome, and for a booking its page's data. */
export type BookingAnswer =
  | Exclude<BookResult, { status: 'booked' | 'already-booked' | 'cancelled' }>
  | {
      status: 'booked' | 'already-booked' | 'cancelled';
      booking: ReturnType<typeof bookingBody>;
      manageToken: string;
    };

async function answer(
  ctx: BookingContext,
  result: BookResult,
  lead: RoutedLead,
  timeZone: string,
): Promise<BookingAnswer> {
  if (
    result.status !== 'booked' &&
    result.status !== 'already-booked' &&
    result.status !== 'cancelled'
  )
    return result;
  const zone = displayZone(timeZone, result.booking.visitorTimeZone);
  return {
    status: result.status,
    booking: bookingBody(result.booking, lead, zone),
    manageToken: await signManageToken(ctx.db, result.booking),
  };
}

/** The slots page of a booking link: the member, the meeting, the lead's details and free slots. */
export async function slotsForLeadToken(
  ctx: BookingContext,
  token: string,
  timeZone: string | null,
) {
  const now = ctx.now();
  const ref = await verifyLeadToken(ctx.db, token, now);
  const lead = ref && (await findRoutedLead(ctx.db, ref.leadType, ref.leadId));
  if (!lead) return undefined;
  const zone = displayZone(timeZone, lead.member.timeZone);
  const live = await liveBookingOfLead(ctx.db, lead.leadType, lead.leadId);
  const offer = await offerBody(ctx.db, lead, zone, now);
  return live ? { ...offer, booked: await bookedBody(ctx.db, live) } : offer;
}

/** Books a slot for the lead a booking link names. */
export async function bookWithLeadToken(
  ctx: BookingContext,
  input: { token: string; start: Date; timeZone: string },
): Promise<BookingAnswer> {
  const ref = await verifyLeadToken(ctx.db, input.token, ctx.now());
  const lead = ref && (await findRoutedLead(ctx.db, ref.leadType, ref.leadId));
  if (!lead) return { status: 'not-found' };
  const result = await bookSlot(ctx, {
    ...ref,
    start: input.start,
    visitorTimeZone: input.timeZone,
  });
  return answer(ctx, result, lead, input.timeZone);
}

/** The booking a manage link names (as it stands after any reschedule) with its lead. */
async function managed(
  ctx: BookingContext,
  token: string,
): Promise<{ booking: Booking; lead: RoutedLead } | undefined> {
  const ref = await verifyManageToken(ctx.db, token, ctx.now());
  const booking = ref && (await currentBooking(ctx.db, ref.bookingId));
  const lead = booking && (await leadOfBooking(ctx.db, booking));
  return booking && lead ? { booking, lead } : undefined;
}

/** The manage page: the booking, and while it is live the slots it can move to. */
export async function manageView(ctx: BookingContext, token: string, timeZone: string | null) {
  const found = await managed(ctx, token);
  if (!found) return undefined;
  const { booking, lead } = found;
  const zone = displayZone(timeZone, booking.visitorTimeZone);
  const offer = await offerBody(ctx.db, lead, zone, ctx.now(), booking.id);
  return {
    ...offer,
    days: booking.status === 'booked' ? offer.days : [],
    booking: bookingBody(booking, lead, zone),
    manageToken: await signManageToken(ctx.db, booking),
  };
}

/** Moves the booking a manage link names to `start`. */
export async function rescheduleWithManageToken(
  ctx: BookingContext,
  input: { token: string; start: Date; timeZone: string },
): Promise<BookingAnswer> {
  const found = await managed(ctx, input.token);
  if (!found) return { status: 'not-found' };
  const result = await rescheduleBooking(ctx, {
    booking: found.booking,
    start: input.start,
    visitorTimeZone: input.timeZone,
  });
  return answer(ctx, result, found.lead, input.timeZone);
}

/** Cancels the booking a manage link names (again: the same answer). */
export async function cancelWithManageToken(
  ctx: BookingContext,
  token: string,
): Promise<BookingAnswer> {
  const found = await managed(ctx, token);
  if (!found) return { status: 'not-found' };
  return answer(
    ctx,
    await cancelBooking(ctx, { booking: found.booking }),
    found.lead,
    found.booking.visitorTimeZone,
  );
}

/** The booking and lead a manage link names, for its calendar file. */
export const bookingForManageToken = managed;
