import 'server-only';
import type { Executor } from '@/lib/db/client';
import { memberSlots } from '@/lib/scheduling/availability';
import type { Booking, RoutedLead } from '@/lib/scheduling/booking-lead';
import { signManageToken } from '@/lib/scheduling/booking-token';
import { groupSlotsByDay, type SlotDay, type Span } from '@/lib/scheduling/slots';
import { isTimeZone } from '@/lib/scheduling/zoned-time';

/** The zone to show times in: the visitor's when the platform knows it, else the member's. */
export function displayZone(requested: string | null | undefined, fallback: string): string {
  return requested && isTimeZone(requested) ? requested : fallback;
}

/** A booking as the visitor's pages show it. */
export function bookingBody(booking: Booking, lead: RoutedLead, timeZone: string) {
  return {
    id: booking.id,
    status: booking.status,
    start: booking.startsAt.toISOString(),
    end: booking.endsAt.toISOString(),
    memberName: lead.member.name,
    meetingTypeName: lead.meetingType.name,
    timeZone,
  };
}

/** Slots as the API sends them. */
export function spansBody(slots: Span[]) {
  return slots.map((slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString() }));
}

/** What a booking page needs about the lead: whom they meet, for what, and when they can. */
export async function offerBody(
  db: Executor,
  lead: RoutedLead,
  timeZone: string,
  now: Date,
  exceptBookingId?: string,
): Promise<{
  member: { name: string };
  meetingType: { id: string; name: string; durationMinutes: number };
  visitor: RoutedLead['visitor'];
  timeZone: string;
  days: SlotDay[];
}> {
  const { member, meetingType } = lead;
  const slots = await memberSlots(db, member, meetingType, now, exceptBookingId);
  return {
    member: { name: member.name },
    meetingType: {
      id: meetingType.id,
      name: meetingType.name,
      durationMinutes: meetingType.durationMinutes,
    },
    visitor: lead.visitor,
    timeZone,
    days: groupSlotsByDay(slots, timeZone),
  };
}

/** The booked meeting with its manage link, as the slot page shows a lead that already booked. */
export async function bookedBody(db: Executor, booking: Booking) {
  return {
    start: booking.startsAt.toISOString(),
    end: booking.endsAt.toISOString(),
    manageToken: await signManageToken(db, booking),
  };
}
