import 'server-only';
import { siteConfig } from '@/lib/config/site';
import { bookingForManageToken } from '@/lib/scheduling/booking-service';
import type { BookingContext } from '@/lib/scheduling/context';
import { bookingIcs } from '@/lib/scheduling/ics';

export type CalendarFile =
  | { status: 'ok'; ics: string; fileName: string }
  | { status: 'not-found' }
  | { status: 'cancelled' };

/** The .ics file of the booking a manage link names ("Add to calendar"); none once cancelled. */
export async function bookingCalendarFile(
  ctx: BookingContext,
  token: string,
): Promise<CalendarFile> {
  const found = await bookingForManageToken(ctx, token);
  if (!found) return { status: 'not-found' };
  const { booking, lead } = found;
  if (booking.status !== 'booked') return { status: 'cancelled' };
  const site = siteConfig();
  const ics = bookingIcs({
    method: undefined,
    uid: booking.icalUid,
    sequence: booking.sequence,
    start: booking.startsAt,
    end: booking.endsAt,
    summary: `${site.name} ${lead.meetingType.name.toLowerCase()} with ${lead.member.name}`,
    description: `To reschedule or cancel: ${site.url}/booking/${token}`,
    organizer: { name: lead.member.name, email: lead.member.email },
    attendee: { name: booking.visitorName, email: booking.visitorEmail },
    url: `${site.url}/booking/${token}`,
    stamp: ctx.now(),
  });
  return {
    status: 'ok',
    ics,
    fileName: `${site.name}-${lead.meetingType.id}.ics`.replace(/[^\w.-]+/g, '-'),
  };
}
