import { buttonVariants } from '@/components/ui/button-variants';
import { icsUrl, type BookedMeeting } from '@/components/booking/booking-api';
import { meetingLabel } from '@/components/booking/slot-format';

/** The meeting in words (when, with whom, what) and its "Add to calendar" download. */
export function BookingSummary({
  booking,
  manageToken,
  timeZone,
}: {
  booking: BookedMeeting;
  manageToken: string;
  timeZone: string;
}) {
  const cancelled = booking.status === 'cancelled';
  return (
    <>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">When</dt>
        <dd className={cancelled ? 'line-through' : undefined}>
          {meetingLabel(booking, timeZone)}
        </dd>
        <dt className="font-medium">With</dt>
        <dd>{booking.memberName}</dd>
        <dt className="font-medium">Meeting</dt>
        <dd>{booking.meetingTypeName}</dd>
      </dl>
      {cancelled ? null : (
        <a
          className={buttonVariants({ variant: 'outline', className: 'w-fit' })}
          href={icsUrl(manageToken)}
          download="meeting.ics"
        >
          Add to calendar (.ics)
        </a>
      )}
    </>
  );
}
