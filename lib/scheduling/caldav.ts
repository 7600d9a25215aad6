import 'server-only';

// Replaced by the outbound branch at merge: that branch holds the CalDAV client (tsdav). Until
// then no calendar can be reached, and the admin's "Test connection" says so plainly.

export interface CalendarConnection {
  calendarUrl: string;
  username: string;
  password: string;
}

/** Whether the calendar answers with these credentials, and its display name when it does. */
export async function testCalendarConnection(
  _conn: CalendarConnection,
): Promise<{ ok: true; displayName: string } | { ok: false; error: string }> {
  return { ok: false, error: 'Calendar support is not installed yet' };
}
