import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import {
  bookings,
  contactRequests,
  customSolutionRequests,
  leadRoutes,
  meetingTypes,
  teamMembers,
} from '@/lib/db/schema';
import type { MeetingType, TeamMember } from '@/lib/scheduling/availability';
import type { RoutedLeadType } from '@/lib/scheduling/booking-token';

export type Booking = typeof bookings.$inferSelect;

/** A routed lead with what booking needs: who they are, whom they meet and for what. */
export interface RoutedLead {
  leadType: RoutedLeadType;
  leadId: string;
  visitor: { firstName: string; name: string; email: string };
  member: TeamMember;
  meetingType: MeetingType;
}

const LEAD_TABLES = { contact: contactRequests, 'custom-solution': customSolutionRequests };

/** The lead with its routed member and meeting type, or undefined when it was not routed to one. */
export async function findRoutedLead(
  db: Executor,
  leadType: RoutedLeadType,
  leadId: string,
): Promise<RoutedLead | undefined> {
  const table = LEAD_TABLES[leadType];
  const [row] = await db
    .select({
      firstName: table.firstName,
      lastName: table.lastName,
      email: table.email,
      member: teamMembers,
      meetingType: meetingTypes,
    })
    .from(table)
    .innerJoin(leadRoutes, eq(leadRoutes.leadId, table.id))
    .innerJoin(teamMembers, eq(teamMembers.id, leadRoutes.memberId))
    .innerJoin(meetingTypes, eq(meetingTypes.id, leadRoutes.meetingTypeId))
    .where(eq(table.id, leadId));
  if (!row) return undefined;
  const name = `${row.firstName} ${row.lastName}`.trim();
  const visitor = { firstName: row.firstName, name, email: row.email };
  return { leadType, leadId, visitor, member: row.member, meetingType: row.meetingType };
}

/**
 * A booking's lead as its meeting was booked: the member and meeting type it holds and the
 * visitor named on it (so a later change of the rules or of the lead's row does not move it).
 */
export async function leadOfBooking(
  db: Executor,
  booking: Booking,
): Promise<RoutedLead | undefined> {
  const [row] = await db
    .select({ member: teamMembers, meetingType: meetingTypes })
    .from(teamMembers)
    .innerJoin(meetingTypes, eq(meetingTypes.id, booking.meetingTypeId))
    .where(eq(teamMembers.id, booking.memberId));
  if (!row) return undefined;
  const firstName = booking.visitorName.split(' ')[0] ?? booking.visitorName;
  return {
    leadType: booking.leadType as RoutedLeadType,
    leadId: booking.leadId,
    visitor: { firstName, name: booking.visitorName, email: booking.visitorEmail },
    member: row.member,
    meetingType: row.meetingType,
  };
}

/** The lead's live booking, if it has one. */
export async function liveBookingOfLead(
  db: Executor,
  leadType: string,
  leadId: string,
): Promise<Booking | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.leadType, leadType),
        eq(bookings.leadId, leadId),
        eq(bookings.status, 'booked'),
      ),
    );
  return row;
}

/**
 * The booking a manage link names, or the one that replaced it: a link from before a reschedule
 * still leads to the meeting as it stands.
 */
export async function currentBooking(
  db: Executor,
  bookingId: string,
): Promise<Booking | undefined> {
  let [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  for (let hops = 0; booking?.status === 'cancelled' && hops < 20; hops += 1) {
    const [next] = await db.select().from(bookings).where(eq(bookings.rescheduledFrom, booking.id));
    if (!next) break;
    booking = next;
  }
  return booking;
}
