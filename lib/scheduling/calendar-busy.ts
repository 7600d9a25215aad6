import 'server-only';
import type { Executor } from '@/lib/db/client';
import type { teamMembers } from '@/lib/db/schema';
import { openCalendarPassword } from '@/lib/scheduling/calendar-credentials';
import {
  CalendarError,
  fetchBusyTimes,
  type BusyTime,
  type CalendarConnection,
} from '@/lib/scheduling/caldav';

export type TeamMemberRow = typeof teamMembers.$inferSelect;

export type CalendarBusyResult = { ok: true; busy: BusyTime[] } | { ok: false; error: string };

/** How long a member's busy times are reused in this process before the calendar is asked again. */
export const CALENDAR_CACHE_MS = 60_000;
const MAX_CACHED = 500;

interface CachedBusy {
  at: number;
  busy: BusyTime[];
}
const cache = new Map<string, CachedBusy>();

/** Empties this process's cache (tests; a member's calendar settings changed). */
export function clearCalendarBusyCache(memberId?: string): void {
  if (!memberId) return cache.clear();
  for (const key of cache.keys()) if (key.startsWith(`${memberId}|`)) cache.delete(key);
}

/** Whether the member has a calendar configured (a URL; the password may be empty for some servers). */
export function hasCalendar(member: Pick<TeamMemberRow, 'calendarUrl'>): boolean {
  return member.calendarUrl.trim() !== '';
}

/**
 * The member's calendar connection with the password opened, or the reason there is none usable.
 * A sealed password that no longer opens (the key changed) is an error, never an empty password.
 */
export function memberConnection(
  member: TeamMemberRow,
): { ok: true; conn: CalendarConnection } | { ok: false; error: string } {
  let password = '';
  if (member.calendarPasswordSealed) {
    const opened = openCalendarPassword(member.calendarPasswordSealed, member.id);
    if (opened === undefined) {
      return {
        ok: false,
        error:
          "The calendar password cannot be opened (CALENDAR_ENCRYPTION_KEY is missing or changed); save the member's calendar password again.",
      };
    }
    password = opened;
  }
  return {
    ok: true,
    conn: { calendarUrl: member.calendarUrl, username: member.calendarUsername, password },
  };
}

/**
 * The member's busy times between `from` and `to` from their CalDAV calendar: `{ok: true, busy: []}`
 * without a calendar; `{ok: false, error}` when it cannot be read (the caller books from the
 * database alone). Answers are cached per member and window for about a minute, so a burst of
 * visitors asks the calendar once.
 */
export async function calendarBusyTimes(
  _db: Executor,
  member: TeamMemberRow,
  from: Date,
  to: Date,
  { now = Date.now() }: { now?: number } = {},
): Promise<CalendarBusyResult> {
  if (!hasCalendar(member)) return { ok: true, busy: [] };
  const key = [
    member.id,
    member.calendarUrl,
    member.calendarUsername,
    member.updatedAt.getTime(),
    from.getTime(),
    to.getTime(),
  ].join('|');
  const cached = cache.get(key);
  if (cached && now - cached.at < CALENDAR_CACHE_MS) return { ok: true, busy: cached.busy };
  const connection = memberConnection(member);
  if (!connection.ok) return connection;
  try {
    const busy = await fetchBusyTimes(connection.conn, from, to, member.timeZone);
    if (cache.size >= MAX_CACHED) {
      for (const [oldKey, entry] of cache) {
        if (now - entry.at >= CALENDAR_CACHE_MS || cache.size >= MAX_CACHED) cache.delete(oldKey);
      }
    }
    cache.set(key, { at: now, busy });
    return { ok: true, busy };
  } catch (error) {
    return {
      ok: false,
      error: error instanceof CalendarError ? error.message : `Calendar error: ${String(error)}`,
    };
  }
}
