import { randomBytes, randomUUID } from 'node:crypto';

process.env.CALENDAR_ENCRYPTION_KEY = randomBytes(32).toString('hex');

import { makeCalendar } from 'tsdav';
import { startRadicale, type RadicaleServer } from '@/tests/helpers/radicale';
import {
  deleteCalendarEvent,
  eventUrl,
  fetchBusyTimes,
  putCalendarEvent,
  testCalendarConnection,
  type CalendarConnection,
} from '@/lib/scheduling/caldav';
import {
  calendarBusyTimes,
  clearCalendarBusyCache,
  type TeamMemberRow,
} from '@/lib/scheduling/calendar-busy';
import { sealCalendarPassword } from '@/lib/scheduling/calendar-credentials';
import { bookingIcs } from '@/lib/scheduling/ics';
import type { Database } from '@/lib/db/client';

/**
 * The CalDAV client against a real server: Debian's Radicale, started for this file on a free
 * port with its own storage, and stopped in afterAll whatever the tests did.
 */
let radicale: RadicaleServer;
let conn: CalendarConnection;

const raw = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

/** A calendar object written straight to the server, as another calendar app would. */
async function putRaw(uid: string, lines: string[]) {
  const response = await fetch(eventUrl(conn.calendarUrl, uid), {
    method: 'PUT',
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      authorization: `Basic ${Buffer.from(`${radicale.user}:${radicale.password}`).toString('base64')}`,
    },
    body: raw([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//Test//EN',
      ...lines,
      'END:VCALENDAR',
    ]),
  });
  expect(response.status).toBeLessThan(300);
}

function member(overrides: Partial<TeamMemberRow> = {}): TeamMemberRow {
  const id = randomUUID();
  return {
    id,
    name: 'Ana',
    email: 'ana@example.com',
    timeZone: 'America/New_York',
    weeklyHours: { '0': [], '1': [], '2': [], '3': [], '4': [], '5': [], '6': [] },
    daysOff: [],
    active: true,
    calendarUrl: conn.calendarUrl,
    calendarUsername: conn.username,
    calendarPasswordSealed: sealCalendarPassword(conn.password, id),
    createdAt: new Date(),
    updatedAt: new Date(),
    ...overrides,
  };
}

const db = {} as Database;

beforeAll(async () => {
  radicale = await startRadicale();
  conn = {
    calendarUrl: `${radicale.userUrl}work/`,
    username: radicale.user,
    password: radicale.password,
  };
  // The member's calendar, made through tsdav's MKCALENDAR.
  const auth = `Basic ${Buffer.from(`${radicale.user}:${radicale.password}`).toString('base64')}`;
  // Radicale creates the user's own collection on the first authenticated request.
  await fetch(radicale.userUrl, {
    method: 'PROPFIND',
    headers: { authorization: auth, depth: '0' },
  });
  const [made] = await makeCalendar({
    url: conn.calendarUrl,
    props: { 'd:displayname': 'Work' },
    headers: { authorization: auth },
  });
  expect(made?.ok ?? true).toBe(true);
}, 30_000);

afterAll(async () => {
  await radicale?.stop();
});

describe('CalDAV against Radicale', () => {
  it('tests a connection: the calendar, a wrong password, and a URL that is not a calendar', async () => {
    await expect(testCalendarConnection(conn)).resolves.toEqual({ ok: true, displayName: 'Work' });
    const wrong = await testCalendarConnection({ ...conn, password: 'nope' });
    expect(wrong).toEqual({
      ok: false,
      error: 'The calendar server refused the username or password (HTTP 401).',
    });
    const notCalendar = await testCalendarConnection({ ...conn, calendarUrl: radicale.userUrl });
    expect(notCalendar.ok).toBe(false);
    // The user's root lists the calendars in it, so the admin can pick the right URL.
    expect(!notCalendar.ok && notCalendar.error).toBe(
      `This URL is not a calendar collection: use the URL of the calendar itself (it often ends in /<calendar name>/). Calendars found under it: Work (${conn.calendarUrl}).`,
    );
    const bad = await testCalendarConnection({ ...conn, calendarUrl: 'ftp://example.com/cal' });
    expect(bad).toEqual({
      ok: false,
      error: 'The calendar URL must start with https:// (or http://).',
    });
  });

  it('reads busy times: one-off and recurring events, skipping free and cancelled ones', async () => {
    await putRaw('busy-once', [
      'BEGIN:VEVENT',
      'UID:busy-once',
      'DTSTAMP:20261101T000000Z',
      'DTSTART:20261201T150000Z',
      'DTEND:20261201T160000Z',
      'SUMMARY:Dentist',
      'END:VEVENT',
    ]);
    // Every weekday 12:00-13:00 New York time, with its VTIMEZONE; one occurrence removed.
    await putRaw('lunch', [
      'BEGIN:VTIMEZONE',
      'TZID:America/New_York',
      'BEGIN:STANDARD',
      'DTSTART:19701101T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:19700308T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:lunch',
      'DTSTAMP:20261101T000000Z',
      'DTSTART;TZID=America/New_York:20261102T120000',
      'DTEND;TZID=America/New_York:20261102T130000',
      'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      'EXDATE;TZID=America/New_York:20261203T120000',
      'SUMMARY:Lunch',
      'END:VEVENT',
    ]);
    await putRaw('free', [
      'BEGIN:VEVENT',
      'UID:free',
      'DTSTAMP:20261101T000000Z',
      'DTSTART:20261201T190000Z',
      'DTEND:20261201T200000Z',
      'TRANSP:TRANSPARENT',
      'SUMMARY:Maybe',
      'END:VEVENT',
    ]);
    await putRaw('cancelled', [
      'BEGIN:VEVENT',
      'UID:cancelled',
      'DTSTAMP:20261101T000000Z',
      'DTSTART:20261202T190000Z',
      'DTEND:20261202T200000Z',
      'STATUS:CANCELLED',
      'SUMMARY:Called off',
      'END:VEVENT',
    ]);

    const from = new Date('2026-12-01T00:00:00Z');
    const to = new Date('2026-12-04T00:00:00Z');
    const busy = await fetchBusyTimes(conn, from, to, 'America/New_York');
    expect(busy.map(({ start, end }) => [start.toISOString(), end.toISOString()])).toEqual([
      ['2026-12-01T15:00:00.000Z', '2026-12-01T16:00:00.000Z'],
      ['2026-12-01T17:00:00.000Z', '2026-12-01T18:00:00.000Z'],
      ['2026-12-02T17:00:00.000Z', '2026-12-02T18:00:00.000Z'],
      // December 3rd's lunch is excluded (EXDATE).
    ]);

    // calendarBusyTimes opens the sealed password and answers the same spans.
    clearCalendarBusyCache();
    const ana = member();
    await expect(calendarBusyTimes(db, ana, from, to)).resolves.toEqual({ ok: true, busy });
    // Without a calendar: no busy times and no request.
    await expect(
      calendarBusyTimes(db, member({ calendarUrl: '', calendarPasswordSealed: null }), from, to),
    ).resolves.toEqual({ ok: true, busy: [] });
    // A wrong password: a clear error the caller logs (and books from the database alone).
    const wrong = member();
    wrong.calendarPasswordSealed = sealCalendarPassword('wrong', wrong.id);
    await expect(calendarBusyTimes(db, wrong, from, to)).resolves.toEqual({
      ok: false,
      error: 'The calendar server refused the username or password (HTTP 401).',
    });
  });

  it('caches a member window for a minute, then asks the calendar again', async () => {
    clearCalendarBusyCache();
    const ana = member();
    const from = new Date('2026-12-07T00:00:00Z');
    const to = new Date('2026-12-08T00:00:00Z');
    const first = await calendarBusyTimes(db, ana, from, to, { now: 1_000_000 });
    expect(first).toEqual({ ok: true, busy: [expect.objectContaining({})] });
    await putRaw('late', [
      'BEGIN:VEVENT',
      'UID:late',
      'DTSTAMP:20261101T000000Z',
      'DTSTART:20261207T200000Z',
      'DTEND:20261207T210000Z',
      'END:VEVENT',
    ]);
    const cached = await calendarBusyTimes(db, ana, from, to, { now: 1_030_000 });
    expect(cached.ok && cached.busy).toHaveLength(1);
    const fresh = await calendarBusyTimes(db, ana, from, to, { now: 1_061_000 });
    expect(fresh.ok && fresh.busy).toHaveLength(2);
  });

  // A Saturday: the weekday lunch above does not recur then.
  it('puts a booking event (idempotent by UID), finds it busy, deletes it and finds it gone', async () => {
    const uid = `booking-${randomUUID()}@sonara.test`;
    const start = new Date('2026-12-12T15:00:00Z');
    const end = new Date('2026-12-12T15:30:00Z');
    const ics = (sequence: number) =>
      bookingIcs({
        method: undefined,
        uid,
        sequence,
        start,
        end,
        summary: 'Demo: Jane Doe',
        description: 'Booked from the contact form.',
        organizer: { name: 'Ana', email: 'ana@example.com' },
        attendee: { name: 'Jane Doe', email: 'jane@example.com' },
      });
    const href = await putCalendarEvent(conn, { uid, ics: ics(0) });
    expect(href).toBe(eventUrl(conn.calendarUrl, uid));
    // The same UID again replaces the event rather than adding a second one.
    await putCalendarEvent(conn, { uid, ics: ics(1) });
    const window = [new Date('2026-12-12T00:00:00Z'), new Date('2026-12-13T00:00:00Z')] as const;
    const busy = await fetchBusyTimes(conn, ...window);
    expect(busy).toEqual([{ start, end }]);
    const stored = await fetch(href, {
      headers: {
        authorization: `Basic ${Buffer.from(`${radicale.user}:${radicale.password}`).toString('base64')}`,
      },
    });
    // Long lines come back folded (RFC 5545): unfold before reading.
    const text = (await stored.text()).replace(/\r\n[ \t]/g, '');
    expect(text).toContain(`UID:${uid}`);
    expect(text).toContain('SEQUENCE:1');
    expect(text).toMatch(/ATTENDEE;[^\r\n]*jane@example\.com/i);

    await deleteCalendarEvent(conn, uid);
    await expect(fetchBusyTimes(conn, ...window)).resolves.toEqual([]);
    // Deleting again: already gone counts as done.
    await expect(deleteCalendarEvent(conn, uid)).resolves.toBeUndefined();
  });

  it('reports a wrong password on writes and an unreachable server clearly', async () => {
    await expect(
      putCalendarEvent({ ...conn, password: 'nope' }, { uid: 'x', ics: 'BEGIN:VCALENDAR' }),
    ).rejects.toThrow('The calendar server refused the username or password (HTTP 401).');
    const closed = { ...conn, calendarUrl: 'http://127.0.0.1:9/cal/' };
    await expect(fetchBusyTimes(closed, new Date(), new Date(Date.now() + 1000))).rejects.toThrow(
      /The calendar server could not be reached/,
    );
  });
});
