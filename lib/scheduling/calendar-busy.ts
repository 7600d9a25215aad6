// replaced by the outbound branch at merge
import 'server-only';
import type { Executor } from '@/lib/db/client';
import type { teamMembers } from '@/lib/db/schema';
import type { Span } from '@/lib/scheduling/slots';

type CalendarBusyResult = { ok: true; busy: Span[] } | { ok: false; error: string };

/**
 * The member's busy times from their CalDAV calendar between `from` and `to`. Without a calendar
 * there is nothing to read; reading one is not part of this branch, so it reports a failure.
 */
export async function calendarBusyTimes(
  _db: Executor,
  member: typeof teamMembers.$inferSelect,
  _from: Date,
  _to: Date,
): Promise<CalendarBusyResult> {
  if (!member.calendarUrl) return { ok: true, busy: [] };
  return { ok: false, error: 'calendar support not merged' };
}
