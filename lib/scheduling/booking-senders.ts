import 'server-only';
import { and, eq } from 'drizzle-orm';
import { siteConfig } from '@/lib/config/site';
import type { Database, Executor } from '@/lib/db/client';
import { bookings, leadRoutes, meetingTypes, teamMembers } from '@/lib/db/schema';
import type {
  AttemptOptions,
  AttemptOutcome,
  DeliveryRow,
  DeliverySenders,
} from '@/lib/delivery/attempt';
import { deliverNow, type DispatchOptions } from '@/lib/delivery/dispatcher';
import { MAX_ATTEMPTS } from '@/lib/delivery/retry-schedule';
import { sendEmail } from '@/lib/delivery/smtp';
import { log } from '@/lib/log/logger';
import { renderPickTimeReminder } from '@/lib/scheduling/booking-emails';
import {
  bookingPageUrl,
  calendarEventIcs,
  type CalendarWritePayload,
  type PickTimeReminderPayload,
} from '@/lib/scheduling/booking-outbox';
import { hasCalendar, memberConnection } from '@/lib/scheduling/calendar-busy';
import { CalendarError, deleteCalendarEvent, putCalendarEvent } from '@/lib/scheduling/caldav';

/** A try that ends the row without sending, with the reason kept on it (and logged). */
function settledWithout(row: DeliveryRow, reason: string): AttemptOutcome {
  log.info('delivery.skipped', `[delivery] ${row.kind} ${row.id} not sent: ${reason}`, {
    deliveryId: row.id,
    kind: row.kind,
    leadId: row.leadId,
  });
  return { ok: true, error: `Not sent: ${reason}` };
}

/**
 * Writes (PUT `<uid>.ics`) or removes a booking's event on the member's CalDAV calendar and records
 * the booking's calendar state. A calendar that fails is retried on the outbox schedule (the
 * booking stands meanwhile, and the member already has the invite by email); after the last try
 * the booking's calendar state is 'failed'.
 */
async function sendCalendarWrite(
  db: Executor,
  row: DeliveryRow,
  options: AttemptOptions,
): Promise<AttemptOutcome> {
  const payload = row.payload as unknown as CalendarWritePayload;
  const [booking] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.id, payload.bookingId))
    .limit(1);
  if (!booking) return settledWithout(row, 'the booking no longer exists');
  const [member] = await db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.id, booking.memberId))
    .limit(1);
  const setState = (calendarState: typeof booking.calendarState, calendarHref?: string | null) =>
    db
      .update(bookings)
      .set({ calendarState, ...(calendarHref !== undefined ? { calendarHref } : {}) })
      .where(eq(bookings.id, booking.id));
  if (!member || !hasCalendar(member)) {
    await setState('none');
    return settledWithout(row, 'the member has no calendar connected any more');
  }
  if (payload.action === 'put' && booking.status !== 'booked') {
    // Cancelled (or moved) before its event was written: the removal row handles the calendar.
    return settledWithout(row, 'the booking was cancelled before its event was written');
  }
  const connection = memberConnection(member);
  const fail = async (error: string, status?: number): Promise<AttemptOutcome> => {
    const lastTry = row.attempts + 1 >= MAX_ATTEMPTS;
    if (lastTry) await setState('failed');
    return { ok: false, error, status };
  };
  if (!connection.ok) return fail(connection.error);
  try {
    if (payload.action === 'put') {
      const [meetingType] = await db
        .select()
        .from(meetingTypes)
        .where(eq(meetingTypes.id, booking.meetingTypeId))
        .limit(1);
      if (!meetingType) return settledWithout(row, 'the meeting type no longer exists');
      const ics = calendarEventIcs(booking, member, meetingType, siteConfig().name);
      const href = await putCalendarEvent(connection.conn, { uid: booking.icalUid, ics });
      if (options.signal?.aborted) return { ok: false, error: 'stopped' };
      await db
        .update(bookings)
        .set({ calendarState: 'written', calendarHref: href })
        .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'booked')));
      return { ok: true };
    }
    await deleteCalendarEvent(connection.conn, payload.uid);
    await setState('removed', null);
    return { ok: true };
  } catch (error) {
    if (error instanceof CalendarError) return fail(error.message, error.status);
    return fail(error instanceof Error ? error.message : String(error));
  }
}

/**
 * The "pick a time" reminder, when it comes due: sent only while the lead has no live booking
 * (otherwise the row succeeds without sending, and says so).
 */
async function sendPickTimeReminder(
  db: Executor,
  row: DeliveryRow,
  options: AttemptOptions,
): Promise<AttemptOutcome> {
  const [live] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.leadType, row.leadType),
        eq(bookings.leadId, row.leadId),
        eq(bookings.status, 'booked'),
      ),
    )
    .limit(1);
  if (live) return settledWithout(row, 'the lead booked a meeting before the reminder was due');
  if (!options.smtpUrl) return { ok: false, error: 'SMTP_URL is not set' };
  const payload = row.payload as unknown as PickTimeReminderPayload;
  const [route] = await db
    .select({ memberName: teamMembers.name, meetingName: meetingTypes.name })
    .from(leadRoutes)
    .leftJoin(teamMembers, eq(teamMembers.id, leadRoutes.memberId))
    .leftJoin(meetingTypes, eq(meetingTypes.id, leadRoutes.meetingTypeId))
    .where(eq(leadRoutes.leadId, row.leadId))
    .limit(1);
  if (!route?.memberName) return settledWithout(row, 'the lead is no longer routed to a member');
  const site = siteConfig();
  const rendered = renderPickTimeReminder(
    {
      firstName: payload.firstName,
      memberName: route.memberName,
      meetingName: route.meetingName ?? 'Meeting',
      pickUrl: bookingPageUrl(site.url, payload.token),
    },
    site,
  );
  const result = await sendEmail(options.smtpUrl, {
    from: { name: site.name, address: site.email.noReply },
    replyTo: { name: site.name, address: site.email.salesReplyTo },
    to: row.destination,
    ...rendered,
  });
  return result.ok ? { ok: true } : { ok: false, error: result.error, permanent: result.permanent };
}

/**
 * The senders of the booking kinds the delivery folder cannot send itself; whoever runs the
 * dispatcher (the server's sweep, the booking's own "send now", the admin's retry) passes them.
 * Booking emails and the booking webhook need none: delivery sends them from their rows.
 */
export const bookingDeliverySenders: DeliverySenders = {
  'calendar-write': sendCalendarWrite,
  'booking-reminder': sendPickTimeReminder,
};

/** Sends a booking change's new deliveries now, with the booking senders. */
export function deliverBookingNow(
  db: Database,
  ids: string[],
  options: DispatchOptions = {},
): Promise<void> {
  return deliverNow(db, ids, { ...options, senders: bookingDeliverySenders });
}
