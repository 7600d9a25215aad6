import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

/** A person on an invite. */
export interface IcsPerson {
  name: string;
  email: string;
}

export interface BookingIcsInput {
  /**
   * REQUEST for an invite or its update, CANCEL for a cancellation (both for email, RFC 6047);
   * undefined for the calendar object itself (a CalDAV resource or an "Add to calendar" download).
   */
  method: 'REQUEST' | 'CANCEL' | undefined;
  uid: string;
  /** Raised with each change of the same UID, so calendars apply the newest one. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  organizer: IcsPerson;
  attendee: IcsPerson;
  /** The page to manage the meeting (reschedule or cancel). */
  url?: string;
  /** When the invite was made (DTSTAMP); now unless given, so tests can fix it. */
  stamp?: Date;
}

const PRODUCT = { company: 'Sonara AI', product: 'Booking', language: 'EN' };

/**
 * One booking as iCalendar text (built by ical-generator): times in UTC, the member as organizer and
 * the visitor as attendee. A CANCEL carries STATUS:CANCELLED so every client removes the event.
 */
export function bookingIcs(input: BookingIcsInput): string {
  const cancelled = input.method === 'CANCEL';
  const calendar = ical({
    prodId: PRODUCT,
    method:
      input.method === 'REQUEST'
        ? ICalCalendarMethod.REQUEST
        : input.method === 'CANCEL'
          ? ICalCalendarMethod.CANCEL
          : null,
  });
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    stamp: input.stamp ?? new Date(),
    start: input.start,
    end: input.end,
    summary: input.summary,
    description: input.description,
    url: input.url ?? null,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: input.organizer.name, email: input.organizer.email },
    attendees: [
      {
        name: input.attendee.name,
        email: input.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
  });
  return calendar.toString();
}
