import 'server-only';
import { and, eq } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import { siteConfig } from '@/lib/config/site';
import type { Executor, Transaction } from '@/lib/db/client';
import { bookings, deliveries, meetingTypes, teamMembers, type LeadType } from '@/lib/db/schema';
import type { PrerenderedEmailPayload } from '@/lib/delivery/attempt';
import { heldMessage } from '@/lib/delivery/endpoint-hold';
import { newWebhookId } from '@/lib/delivery/signing';
import { FORM_WEBHOOK_KEY } from '@/lib/forms';
import { getDisabledEndpoints } from '@/lib/settings/endpoint-status';
import { HELD_UNTIL } from '@/lib/settings/held-deliveries';
import { getWebhookSettings } from '@/lib/settings/webhook-settings';
import {
  renderMemberBookingEmail,
  renderReplacedNotice,
  renderVisitorBookingEmail,
  type BookingEmailFacts,
  type BookingEmailEvent,
} from '@/lib/scheduling/booking-emails';
import { signManageToken } from '@/lib/scheduling/booking-token';
import { hasCalendar } from '@/lib/scheduling/calendar-busy';
import { bookingIcs } from '@/lib/scheduling/ics';

export type Booking = typeof bookings.$inferSelect;
type MemberRow = typeof teamMembers.$inferSelect;
type MeetingTypeRow = typeof meetingTypes.$inferSelect;
type DeliveryInsert = typeof deliveries.$inferInsert;

/** How long after the form a lead that has not booked gets its one "pick a time" email. */
export const PICK_TIME_REMINDER_DELAY_MS = 60 * 60 * 1000;

/** The page a visitor books or manages a meeting on, from a signed token. */
export function bookingPageUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/booking/${encodeURIComponent(token)}`;
}

/** Payload of a `calendar-write` row: which booking's event to write or remove. */
export interface CalendarWritePayload {
  bookingId: string;
  action: 'put' | 'delete';
  uid: string;
}

/** Payload of the `booking-reminder` row. */
export interface PickTimeReminderPayload {
  firstName: string;
  /** The lead's booking token (the link it books with). */
  token: string;
}

/** The JSON body of a `booking-webhook` delivery (signed like every other webhook). */
export interface BookingWebhookBody {
  type: 'lead.booked' | 'lead.rescheduled' | 'lead.cancelled';
  timestamp: string;
  data: {
    leadType: string;
    leadId: string;
    bookingId: string;
    status: Booking['status'];
    start: string;
    end: string;
    meetingType: { id: string; name: string; durationMinutes: number };
    member: { id: string; name: string; email: string };
    visitor: { name: string; email: string; timeZone: string };
    /** For a reschedule: the booking it replaced. */
    previous?: { bookingId: string; start: string; end: string };
  };
}

async function bookingParties(
  db: Executor,
  booking: Booking,
): Promise<{ member: MemberRow; meetingType: MeetingTypeRow }> {
  const [member] = await db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.id, booking.memberId))
    .limit(1);
  const [meetingType] = await db
    .select()
    .from(meetingTypes)
    .where(eq(meetingTypes.id, booking.meetingTypeId))
    .limit(1);
  if (!member) throw new Error(`Booking ${booking.id} names no team member`);
  if (!meetingType) throw new Error(`Booking ${booking.id} names no meeting type`);
  return { member, meetingType };
}

/** The event's title, the same in every calendar: "Demo: Jane Doe and Sonara Sales". */
export function bookingSummary(meetingName: string, visitorName: string, memberName: string) {
  return `${meetingName}: ${visitorName} and ${memberName}`;
}

/** The booking's calendar object for the member's calendar (no METHOD: a stored event). */
export function calendarEventIcs(
  booking: Booking,
  member: MemberRow,
  meetingType: MeetingTypeRow,
  brandName: string,
): string {
  return bookingIcs({
    method: undefined,
    uid: booking.icalUid,
    sequence: booking.sequence,
    start: booking.startsAt,
    end: booking.endsAt,
    summary: bookingSummary(meetingType.name, booking.visitorName, member.name),
    description: `${meetingType.name} booked on ${brandName} by ${booking.visitorName} <${booking.visitorEmail}> (time zone ${booking.visitorTimeZone}).`,
    organizer: { name: member.name, email: member.email },
    attendee: { name: booking.visitorName, email: booking.visitorEmail },
  });
}

function emailRow(
  base: Omit<DeliveryInsert, 'kind' | 'destination' | 'webhookId' | 'payload'>,
  to: string,
  payload: PrerenderedEmailPayload,
): DeliveryInsert {
  return {
    ...base,
    kind: 'booking-email',
    destination: to,
    webhookId: newWebhookId(),
    payload: { ...payload },
  };
}

/**
 * Writes a booking change's outbox rows inside the booking's own transaction: with SMTP_URL the
 * emails to the visitor and to the member (invite, update or cancellation, each with its .ics; on
 * a reschedule to a new UID also the cancellation of the old event), the signed
 * `lead.booked` / `lead.rescheduled` / `lead.cancelled` event to the lead form's webhook when one
 * is set, and the calendar write or removal when the member has a calendar (the booking's
 * calendar state becomes 'pending'). Returns the new rows' ids, for sending at once.
 */
export async function enqueueBookingDeliveries(
  tx: Transaction,
  change: { event: BookingEmailEvent; booking: Booking; previous?: Booking; now: Date },
): Promise<string[]> {
  const { event, booking, previous, now } = change;
  const { member, meetingType } = await bookingParties(tx, booking);
  const site = siteConfig();
  const leadType = booking.leadType as LeadType;
  const base = {
    leadType,
    leadId: booking.leadId,
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  };
  const rows: DeliveryInsert[] = [];
  const summary = bookingSummary(meetingType.name, booking.visitorName, member.name);
  const visitor = { name: booking.visitorName, email: booking.visitorEmail };
  const organizer = { name: member.name, email: member.email };
  const from = { name: site.name, address: site.email.noReply };

  if (env().SMTP_URL) {
    const manageUrl =
      event === 'cancelled'
        ? undefined
        : bookingPageUrl(site.url, await signManageToken(tx, booking));
    const facts: BookingEmailFacts = {
      event,
      meetingName: meetingType.name,
      durationMinutes: meetingType.durationMinutes,
      member: { name: member.name, email: member.email, timeZone: member.timeZone },
      visitor: { ...visitor, timeZone: booking.visitorTimeZone },
      start: booking.startsAt,
      previousStart: previous?.startsAt,
      manageUrl,
    };
    const method = event === 'cancelled' ? ('CANCEL' as const) : ('REQUEST' as const);
    const filename = event === 'cancelled' ? 'cancel.ics' : 'invite.ics';
    const ics = (url: string | undefined, description: string) => ({
      method,
      filename,
      content: bookingIcs({
        method,
        uid: booking.icalUid,
        sequence: booking.sequence,
        start: booking.startsAt,
        end: booking.endsAt,
        summary,
        description,
        organizer,
        attendee: visitor,
        url,
        stamp: now,
      }),
    });
    // A reschedule that gave the meeting a new UID: the old event is cancelled first, so no
    // calendar keeps both times.
    if (event === 'rescheduled' && previous && previous.icalUid !== booking.icalUid) {
      const cancelOld = {
        method: 'CANCEL' as const,
        filename: 'cancel.ics',
        content: bookingIcs({
          method: 'CANCEL',
          uid: previous.icalUid,
          sequence: previous.sequence + 1,
          start: previous.startsAt,
          end: previous.endsAt,
          summary,
          description: `Moved to a new time: see the new invitation.`,
          organizer,
          attendee: visitor,
          stamp: now,
        }),
      };
      for (const [role, to, zone, replyTo] of [
        ['visitor', booking.visitorEmail, booking.visitorTimeZone, organizer],
        ['member', member.email, member.timeZone, visitor],
      ] as const) {
        const notice = renderReplacedNotice(
          {
            meetingName: meetingType.name,
            otherName: role === 'visitor' ? member.name : booking.visitorName,
            previousStart: previous.startsAt,
            start: booking.startsAt,
            timeZone: zone,
          },
          site,
        );
        rows.push(
          emailRow(base, to, {
            from,
            replyTo: { name: replyTo.name, address: replyTo.email },
            ...notice,
            icalEvent: cancelOld,
          }),
        );
      }
    }
    const visitorEmail = renderVisitorBookingEmail(facts, site);
    rows.push(
      emailRow(base, booking.visitorEmail, {
        from,
        replyTo: { name: member.name, address: member.email },
        ...visitorEmail,
        icalEvent: ics(
          manageUrl,
          `${meetingType.name} with ${member.name} (${site.name}).${manageUrl ? ` Reschedule or cancel: ${manageUrl}` : ''}`,
        ),
      }),
    );
    const memberEmail = renderMemberBookingEmail(facts, site);
    rows.push(
      emailRow(base, member.email, {
        from,
        replyTo: { name: booking.visitorName, address: booking.visitorEmail },
        ...memberEmail,
        icalEvent: ics(
          undefined,
          `${meetingType.name} booked on ${site.name} by ${booking.visitorName} <${booking.visitorEmail}> (time zone ${booking.visitorTimeZone}).`,
        ),
      }),
    );
  }

  const urls = await getWebhookSettings(tx);
  const formKey = FORM_WEBHOOK_KEY[leadType];
  if (formKey && urls[formKey]) {
    const disabled = (await getDisabledEndpoints(tx))[formKey];
    const body: BookingWebhookBody = {
      type: `lead.${event}`,
      timestamp: now.toISOString(),
      data: {
        leadType: booking.leadType,
        leadId: booking.leadId,
        bookingId: booking.id,
        status: booking.status,
        start: booking.startsAt.toISOString(),
        end: booking.endsAt.toISOString(),
        meetingType: {
          id: meetingType.id,
          name: meetingType.name,
          durationMinutes: meetingType.durationMinutes,
        },
        member: { id: member.id, name: member.name, email: member.email },
        visitor: { ...visitor, timeZone: booking.visitorTimeZone },
        ...(previous
          ? {
              previous: {
                bookingId: previous.id,
                start: previous.startsAt.toISOString(),
                end: previous.endsAt.toISOString(),
              },
            }
          : {}),
      },
    };
    rows.push({
      ...base,
      kind: 'booking-webhook',
      destination: urls[formKey],
      settingKey: formKey,
      webhookId: newWebhookId(),
      payload: { ...body },
      // A webhook switched off after 410 Gone waits, held, until the admin saves it again.
      ...(disabled && disabled.url === urls[formKey]
        ? { status: 'failed' as const, nextAttemptAt: HELD_UNTIL, lastError: heldMessage(disabled) }
        : {}),
    });
  }

  if (hasCalendar(member)) {
    const write = (target: Booking, action: CalendarWritePayload['action']): DeliveryInsert => ({
      ...base,
      kind: 'calendar-write',
      destination: member.calendarUrl,
      webhookId: newWebhookId(),
      payload: { bookingId: target.id, action, uid: target.icalUid } satisfies CalendarWritePayload,
    });
    const pending: string[] = [];
    if (event === 'rescheduled' && previous) {
      rows.push(write(previous, 'delete'));
      pending.push(previous.id);
    }
    rows.push(write(booking, event === 'cancelled' ? 'delete' : 'put'));
    pending.push(booking.id);
    for (const id of pending) {
      await tx.update(bookings).set({ calendarState: 'pending' }).where(eq(bookings.id, id));
    }
  }

  if (rows.length === 0) return [];
  const inserted = await tx.insert(deliveries).values(rows).returning({ id: deliveries.id });
  return inserted.map((row) => row.id);
}

/**
 * The one "pick a time" email for a routed lead, due an hour after the form (an outbox row, so it
 * survives restarts and is sent by one instance). When it comes due it is sent only if the lead
 * still has no live booking. Nothing is written without SMTP_URL, or when the lead has one already.
 */
export async function enqueuePickTimeReminder(
  tx: Transaction,
  reminder: {
    leadType: 'contact' | 'custom-solution';
    leadId: string;
    email: string;
    firstName: string;
    token: string;
    now: Date;
  },
): Promise<string[]> {
  if (!env().SMTP_URL) return [];
  const [existing] = await tx
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.leadType, reminder.leadType),
        eq(deliveries.leadId, reminder.leadId),
        eq(deliveries.kind, 'booking-reminder'),
      ),
    )
    .limit(1);
  if (existing) return [];
  const due = new Date(reminder.now.getTime() + PICK_TIME_REMINDER_DELAY_MS);
  const payload: PickTimeReminderPayload = {
    firstName: reminder.firstName,
    token: reminder.token,
  };
  const inserted = await tx
    .insert(deliveries)
    .values({
      leadType: reminder.leadType,
      leadId: reminder.leadId,
      kind: 'booking-reminder',
      destination: reminder.email,
      webhookId: newWebhookId(),
      payload: { ...payload },
      nextAttemptAt: due,
      createdAt: reminder.now,
      updatedAt: reminder.now,
    })
    .returning({ id: deliveries.id });
  return inserted.map((row) => row.id);
}
