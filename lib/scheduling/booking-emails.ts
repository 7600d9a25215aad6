import { layout } from '@/lib/delivery/email-templates';
import type { EmailBrand } from '@/lib/delivery/email-types';

/**
 * The booking emails (HTML and plain text in the house layout): pure functions of the booking's
 * facts, so tests read exactly what a visitor and a member receive.
 */

export type BookingEmailEvent = 'booked' | 'rescheduled' | 'cancelled';

export interface BookingEmailFacts {
  event: BookingEmailEvent;
  /** The meeting type's name, e.g. "Demo". */
  meetingName: string;
  durationMinutes: number;
  member: { name: string; email: string; timeZone: string };
  visitor: { name: string; email: string; timeZone: string };
  start: Date;
  /** For a reschedule: the time it was moved from. */
  previousStart?: Date;
  /** The visitor's signed link to reschedule or cancel. */
  manageUrl?: string;
}

interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** "Tue, Dec 1, 10:00 AM EST": the time as the reader's zone shows it, the zone named. */
export function formatMeetingTime(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(date);
}

function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').slice(0, 200);
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** The email to the visitor: the invite, its update, or its cancellation. */
export function renderVisitorBookingEmail(
  facts: BookingEmailFacts,
  brand: EmailBrand,
): RenderedEmail {
  const meeting = facts.meetingName.toLowerCase();
  const when = formatMeetingTime(facts.start, facts.visitor.timeZone);
  const subject = oneLine(
    facts.event === 'booked'
      ? `Your ${meeting} with ${facts.member.name} is booked: ${when}`
      : facts.event === 'rescheduled'
        ? `Your ${meeting} with ${facts.member.name} is moved to ${when}`
        : `Your ${meeting} with ${facts.member.name} is cancelled: ${when}`,
  );
  const lead =
    facts.event === 'booked'
      ? `Your ${meeting} with ${facts.member.name} is booked. The invitation is attached: add it to your calendar.`
      : facts.event === 'rescheduled'
        ? `Your ${meeting} with ${facts.member.name} has a new time. The updated invitation is attached.`
        : `Your ${meeting} with ${facts.member.name} is cancelled. We have removed it from ${facts.member.name}'s calendar.`;
  const rows = [
    { label: facts.event === 'cancelled' ? 'Was' : 'When', value: when },
    ...(facts.previousStart
      ? [{ label: 'Before', value: formatMeetingTime(facts.previousStart, facts.visitor.timeZone) }]
      : []),
    { label: 'Length', value: `${facts.durationMinutes} minutes` },
    { label: 'With', value: `${facts.member.name} (${brand.name})` },
  ];
  const action =
    facts.manageUrl && facts.event !== 'cancelled'
      ? { label: 'Reschedule or cancel', url: facts.manageUrl }
      : undefined;
  const { html, text } = layout(
    brand,
    `Hi ${firstName(facts.visitor.name) || 'there'},`,
    [
      lead,
      `Times are shown in your time zone (${facts.visitor.timeZone}).`,
      ...(action ? ['Need another time? Use the link below to reschedule or cancel.'] : []),
    ],
    rows,
    action,
  );
  return { subject, html, text };
}

/** The email to the member the lead was routed to: a meeting in their calendar, in their zone. */
export function renderMemberBookingEmail(
  facts: BookingEmailFacts,
  brand: EmailBrand,
): RenderedEmail {
  const meeting = facts.meetingName;
  const when = formatMeetingTime(facts.start, facts.member.timeZone);
  const subject = oneLine(
    facts.event === 'booked'
      ? `New ${meeting.toLowerCase()} booked: ${facts.visitor.name}, ${when}`
      : facts.event === 'rescheduled'
        ? `${meeting} moved: ${facts.visitor.name}, now ${when}`
        : `${meeting} cancelled: ${facts.visitor.name}, ${when}`,
  );
  const lead =
    facts.event === 'booked'
      ? `${facts.visitor.name} booked a ${meeting.toLowerCase()} with you.`
      : facts.event === 'rescheduled'
        ? `${facts.visitor.name} moved their ${meeting.toLowerCase()} with you.`
        : `${facts.visitor.name} cancelled their ${meeting.toLowerCase()} with you.`;
  const rows = [
    { label: facts.event === 'cancelled' ? 'Was' : 'When', value: when },
    ...(facts.previousStart
      ? [{ label: 'Before', value: formatMeetingTime(facts.previousStart, facts.member.timeZone) }]
      : []),
    { label: 'Length', value: `${facts.durationMinutes} minutes` },
    { label: 'Visitor', value: `${facts.visitor.name} <${facts.visitor.email}>` },
    {
      label: 'Their time',
      value: `${formatMeetingTime(facts.start, facts.visitor.timeZone)} (${facts.visitor.timeZone})`,
    },
  ];
  const { html, text } = layout(
    brand,
    lead,
    [
      facts.event === 'cancelled'
        ? 'The cancellation is attached, so your calendar app can remove the event.'
        : 'The invitation is attached: your calendar app can add it, also when your calendar is not connected.',
    ],
    rows,
  );
  return { subject, html, text };
}

/** The one "pick a time" reminder to a lead that has not booked an hour after the form. */
export function renderPickTimeReminder(
  facts: { firstName: string; memberName: string; meetingName: string; pickUrl: string },
  brand: EmailBrand,
): RenderedEmail {
  const meeting = facts.meetingName.toLowerCase();
  const subject = oneLine(`Pick a time for your ${meeting} with ${facts.memberName}`);
  const { html, text } = layout(
    brand,
    `Hi ${facts.firstName || 'there'},`,
    [
      `Thanks for your request. ${facts.memberName} has free times for your ${meeting} over the next two weeks.`,
      'Pick the one that suits you: it takes two clicks, and your details are already filled in.',
    ],
    [],
    { label: 'Pick a time', url: facts.pickUrl },
  );
  return { subject, html, text };
}

/**
 * Sent with a reschedule that gave the meeting a new calendar UID: carries the cancellation of the
 * old event, so a calendar that added the first invite drops the old time.
 */
export function renderReplacedNotice(
  facts: {
    meetingName: string;
    /** The other party: the member for the visitor, the visitor for the member. */
    otherName: string;
    previousStart: Date;
    start: Date;
    timeZone: string;
  },
  brand: EmailBrand,
): RenderedEmail {
  const meeting = facts.meetingName.toLowerCase();
  const before = formatMeetingTime(facts.previousStart, facts.timeZone);
  const now = formatMeetingTime(facts.start, facts.timeZone);
  const subject = oneLine(`Old time removed: your ${meeting} with ${facts.otherName} on ${before}`);
  const { html, text } = layout(
    brand,
    `Your ${meeting} with ${facts.otherName} has moved`,
    [
      `It is now on ${now}; the new invitation comes in its own email.`,
      'This message removes the old time from your calendar.',
    ],
    [
      { label: 'Old time', value: before },
      { label: 'New time', value: now },
    ],
  );
  return { subject, html, text };
}
