/** @jest-environment node */
import ICAL from 'ical.js';
import { bookingIcs, type BookingIcsInput } from '@/lib/scheduling/ics';
import { busyTimesOf } from '@/lib/scheduling/caldav';
import {
  formatMeetingTime,
  renderMemberBookingEmail,
  renderPickTimeReminder,
  renderVisitorBookingEmail,
  type BookingEmailFacts,
} from '@/lib/scheduling/booking-emails';

const input: BookingIcsInput = {
  method: 'REQUEST',
  uid: 'b1@sonara.test',
  sequence: 2,
  start: new Date('2026-12-01T15:00:00Z'),
  end: new Date('2026-12-01T15:30:00Z'),
  summary: 'Demo: Jane Doe, "JD"; and Ana',
  description: 'Line one\nLine two, with; punctuation',
  organizer: { name: 'Ana Lopez', email: 'ana@sonara.test' },
  attendee: { name: 'Jane "JD" Doe', email: 'jane@example.com' },
  url: 'https://sonara.test/booking/abc.def',
  stamp: new Date('2026-11-27T12:00:00Z'),
};

/** The one VEVENT of an iCalendar text, parsed back by ical.js. */
function parsed(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  const vevent = root.getFirstSubcomponent('vevent')!;
  return { root, vevent, event: new ICAL.Event(vevent) };
}

describe('bookingIcs', () => {
  it('builds an invite that parses back with every field (escaping included)', () => {
    const text = bookingIcs(input);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const { root, vevent, event } = parsed(text);
    expect(root.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe('b1@sonara.test');
    expect(event.sequence).toBe(2);
    expect(event.startDate.toJSDate()).toEqual(input.start);
    expect(event.endDate.toJSDate()).toEqual(input.end);
    expect(event.summary).toBe(input.summary);
    expect(event.description).toBe(input.description);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstPropertyValue('url')).toBe(input.url);
    expect(String(vevent.getFirstPropertyValue('organizer'))).toBe('mailto:ana@sonara.test');
    const attendee = vevent.getFirstProperty('attendee')!;
    expect(String(attendee.getFirstValue()).toLowerCase()).toBe('mailto:jane@example.com');
    // Quotes in a parameter travel caret-encoded (RFC 6868) and come back as typed.
    expect(attendee.getParameter('cn')).toBe('Jane "JD" Doe');
    expect(attendee.getParameter('partstat')).toBe('ACCEPTED');
  });

  it('a cancellation says CANCEL and STATUS:CANCELLED; a stored event has no METHOD', () => {
    const cancel = parsed(bookingIcs({ ...input, method: 'CANCEL', sequence: 3 }));
    expect(cancel.root.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancel.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancel.event.sequence).toBe(3);
    const stored = parsed(bookingIcs({ ...input, method: undefined, url: undefined }));
    expect(stored.root.hasProperty('method')).toBe(false);
    expect(stored.vevent.hasProperty('url')).toBe(false);
  });

  it('reads back as the busy span it books', () => {
    const text = bookingIcs({ ...input, method: undefined });
    expect(
      busyTimesOf(text, new Date('2026-12-01T00:00:00Z'), new Date('2026-12-02T00:00:00Z'), 'UTC'),
    ).toEqual([{ start: input.start, end: input.end }]);
  });
});

describe('busyTimesOf', () => {
  const calendar = (lines: string[]) =>
    ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//T//T//EN', ...lines, 'END:VCALENDAR'].join(
      '\r\n',
    );
  const window = [new Date('2026-03-06T00:00:00Z'), new Date('2026-03-11T00:00:00Z')] as const;

  it('expands a daily event across the DST change in its own zone (IANA TZID without VTIMEZONE)', () => {
    const busy = busyTimesOf(
      calendar([
        'BEGIN:VEVENT',
        'UID:standup',
        'DTSTAMP:20260101T000000Z',
        'DTSTART;TZID=America/New_York:20260306T090000',
        'DTEND;TZID=America/New_York:20260306T091500',
        'RRULE:FREQ=DAILY;COUNT=4',
        'END:VEVENT',
      ]),
      ...window,
      'Europe/Madrid',
    );
    // 09:00 New York is 14:00 UTC before 8 March 2026 and 13:00 UTC from then on.
    expect(busy.map((span) => span.start.toISOString())).toEqual([
      '2026-03-06T14:00:00.000Z',
      '2026-03-07T14:00:00.000Z',
      '2026-03-08T13:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
    ]);
  });

  it('applies a moved occurrence, and reads all-day and floating times in the owner zone', () => {
    const busy = busyTimesOf(
      calendar([
        'BEGIN:VEVENT',
        'UID:weekly',
        'DTSTAMP:20260101T000000Z',
        'DTSTART:20260302T150000Z',
        'DTEND:20260302T160000Z',
        'RRULE:FREQ=WEEKLY',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:weekly',
        'DTSTAMP:20260101T000000Z',
        'RECURRENCE-ID:20260309T150000Z',
        'DTSTART:20260309T180000Z',
        'DTEND:20260309T190000Z',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:offsite',
        'DTSTAMP:20260101T000000Z',
        'DTSTART;VALUE=DATE:20260306',
        'DTEND;VALUE=DATE:20260307',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:floating',
        'DTSTAMP:20260101T000000Z',
        'DTSTART:20260310T100000',
        'DTEND:20260310T110000',
        'END:VEVENT',
      ]),
      ...window,
      'Asia/Kolkata',
    );
    expect(busy.map((span) => [span.start.toISOString(), span.end.toISOString()])).toEqual([
      // The all-day event: midnight to midnight in Kolkata (UTC+5:30).
      ['2026-03-05T18:30:00.000Z', '2026-03-06T18:30:00.000Z'],
      ['2026-03-09T18:00:00.000Z', '2026-03-09T19:00:00.000Z'],
      ['2026-03-10T04:30:00.000Z', '2026-03-10T05:30:00.000Z'],
    ]);
  });
});

describe('booking emails', () => {
  const facts: BookingEmailFacts = {
    event: 'booked',
    meetingName: 'Demo',
    durationMinutes: 30,
    member: { name: 'Sonara Sales', email: 'sales@sonara.test', timeZone: 'America/New_York' },
    visitor: { name: 'Jane <b>Doe</b>', email: 'jane@example.com', timeZone: 'Asia/Kolkata' },
    start: new Date('2026-12-01T15:00:00Z'),
    manageUrl: 'https://sonara.test/booking/a.b',
  };
  const brand = {
    name: 'Sonara AI',
    url: 'https://sonara.test',
    supportHours: 'Mon-Fri 9am-6pm EST',
    email: { noReply: 'no@sonara.test', careers: 'c@sonara.test', salesReplyTo: 's@sonara.test' },
  };

  it('names the time in the reader’s zone', () => {
    expect(formatMeetingTime(facts.start, 'America/New_York')).toBe('Tue, Dec 1, 10:00 AM EST');
    expect(renderVisitorBookingEmail(facts, brand).subject).toBe(
      'Your demo with Sonara Sales is booked: Tue, Dec 1, 8:30 PM GMT+5:30',
    );
    expect(renderMemberBookingEmail(facts, brand).subject).toBe(
      'New demo booked: Jane <b>Doe</b>, Tue, Dec 1, 10:00 AM EST',
    );
  });

  it('escapes what the visitor typed and carries the manage link as a button and as text', () => {
    const visitor = renderVisitorBookingEmail(facts, brand);
    expect(visitor.html).toContain('Hi Jane,');
    expect(visitor.html).toContain('href="https://sonara.test/booking/a.b"');
    expect(visitor.text).toContain('Reschedule or cancel: https://sonara.test/booking/a.b');
    const member = renderMemberBookingEmail(facts, brand);
    expect(member.html).not.toContain('<b>Doe</b>');
    expect(member.html).toContain('Jane &lt;b&gt;Doe&lt;/b&gt;');
    // The member gets no manage link: it is the visitor's.
    expect(member.text).not.toContain('/booking/');
  });

  it('a cancellation has no manage link; the reminder links to the booking page', () => {
    const cancelled = renderVisitorBookingEmail({ ...facts, event: 'cancelled' }, brand);
    expect(cancelled.subject).toBe(
      'Your demo with Sonara Sales is cancelled: Tue, Dec 1, 8:30 PM GMT+5:30',
    );
    expect(cancelled.text).not.toContain('/booking/');
    const reminder = renderPickTimeReminder(
      {
        firstName: 'Jane',
        memberName: 'Sonara Sales',
        meetingName: 'Demo',
        pickUrl: 'https://sonara.test/booking/t',
      },
      brand,
    );
    expect(reminder.subject).toBe('Pick a time for your demo with Sonara Sales');
    expect(reminder.text).toContain('Pick a time: https://sonara.test/booking/t');
  });
});
