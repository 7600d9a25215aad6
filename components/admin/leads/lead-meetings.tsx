import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/components/admin/format';
import type { LeadBooking, LeadDetail } from '@/lib/admin/lead-forms';

const CALENDAR_STATE_TEXT: Record<string, string> = {
  none: 'No calendar: invites by email',
  pending: 'Calendar: being written',
  written: 'On the calendar',
  removed: 'Removed from the calendar',
  failed: 'Calendar write failed',
};

function BookingItem({ booking }: { booking: LeadBooking }) {
  const end = new Date(booking.endsAt).toLocaleTimeString(undefined, { timeStyle: 'short' });
  return (
    <li className="flex flex-col gap-1 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">
          {formatDateTime(booking.startsAt)} to {end}
        </span>
        <Badge variant={booking.status === 'booked' ? 'default' : 'secondary'}>
          {booking.status === 'booked' ? 'Booked' : 'Cancelled'}
        </Badge>
        {booking.rescheduled ? <Badge variant="outline">Rescheduled</Badge> : null}
      </div>
      <p>
        {booking.meetingTypeName} with {booking.memberName}; the visitor&apos;s time zone is{' '}
        {booking.visitorTimeZone}.
      </p>
      <p className="text-muted-foreground">
        {CALENDAR_STATE_TEXT[booking.calendarState] ?? booking.calendarState}
        {booking.cancelledAt ? ` · cancelled ${formatDateTime(booking.cancelledAt)}` : ''}
      </p>
    </li>
  );
}

/** Who the lead was routed to and why, and the meetings it booked (contact and custom solution). */
export function LeadMeetings({ lead }: { lead: LeadDetail }) {
  if (lead.type !== 'contact' && lead.type !== 'custom-solution') return null;
  return (
    <section aria-labelledby="lead-meetings-heading" className="flex flex-col gap-2">
      <h3 id="lead-meetings-heading" className="text-sm font-semibold">
        Meeting
      </h3>
      <p className="text-sm">
        {lead.routing
          ? `${lead.routing.reason}${lead.routing.memberName === null ? ' (member since deleted)' : ''}.`
          : 'Not routed to a team member.'}
      </p>
      {lead.bookings.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Booked meetings">
          {lead.bookings.map((booking) => (
            <BookingItem key={booking.id} booking={booking} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No meeting booked.</p>
      )}
    </section>
  );
}
