import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { bookings, leadRoutes, meetingTypes, teamMembers, type LeadType } from '@/lib/db/schema';
import type { LeadBooking, LeadRouting } from '@/lib/admin/lead-forms';

/** The routing decision recorded for a lead ("Routed to Ana by rule Dental"), if it was routed. */
export async function leadRouting(type: LeadType, id: string): Promise<LeadRouting | null> {
  const [row] = await getDb()
    .select({
      reason: leadRoutes.reason,
      ruleName: leadRoutes.ruleName,
      memberName: teamMembers.name,
      createdAt: leadRoutes.createdAt,
    })
    .from(leadRoutes)
    .leftJoin(teamMembers, eq(teamMembers.id, leadRoutes.memberId))
    .where(and(eq(leadRoutes.leadType, type), eq(leadRoutes.leadId, id)));
  if (!row) return null;
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The lead's meetings, newest first: live and cancelled ones (a reschedule leaves both). */
export async function leadBookings(type: LeadType, id: string): Promise<LeadBooking[]> {
  const rows = await getDb()
    .select({
      id: bookings.id,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      status: bookings.status,
      calendarState: bookings.calendarState,
      visitorTimeZone: bookings.visitorTimeZone,
      rescheduledFrom: bookings.rescheduledFrom,
      cancelledAt: bookings.cancelledAt,
      memberName: teamMembers.name,
      meetingTypeName: meetingTypes.name,
      meetingTypeId: bookings.meetingTypeId,
    })
    .from(bookings)
    .innerJoin(teamMembers, eq(teamMembers.id, bookings.memberId))
    .leftJoin(meetingTypes, eq(meetingTypes.id, bookings.meetingTypeId))
    .where(and(eq(bookings.leadType, type), eq(bookings.leadId, id)))
    .orderBy(desc(bookings.createdAt), desc(bookings.startsAt));
  return rows.map((row) => ({
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: row.status,
    calendarState: row.calendarState,
    visitorTimeZone: row.visitorTimeZone,
    rescheduled: row.rescheduledFrom !== null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    memberName: row.memberName,
    meetingTypeName: row.meetingTypeName ?? row.meetingTypeId,
  }));
}
