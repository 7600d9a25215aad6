import 'server-only';
import { TZDate } from '@date-fns/tz';
import ICAL from 'ical.js';
import { calendarQuery, createObject, deleteObject, getBasicAuthHeaders, propfind } from 'tsdav';

/** A member's CalDAV calendar collection and the credentials it takes (HTTP Basic). */
export interface CalendarConnection {
  calendarUrl: string;
  username: string;
  password: string;
}

export interface BusyTime {
  start: Date;
  end: Date;
}

/** A calendar server that refused, failed or answered something that is not a calendar. */
export class CalendarError extends Error {
  constructor(
    message: string,
    /** The server's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CalendarError';
  }
}

/** How long one request to a calendar server may take. */
export const CALENDAR_TIMEOUT_MS = 10_000;
/** Occurrences of one recurring event looked at, at most (a daily event since 2000 is ~9,800). */
const MAX_OCCURRENCES = 20_000;

/** The collection URL with its trailing slash; http(s) only. */
function collectionUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    throw new CalendarError('The calendar URL is not a valid URL.');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new CalendarError('The calendar URL must start with https:// (or http://).');
  }
  if (parsed.username || parsed.password) {
    throw new CalendarError('Put the username and password in their own fields, not in the URL.');
  }
  parsed.hash = '';
  if (!parsed.pathname.endsWith('/')) parsed.pathname += '/';
  return parsed.href;
}

/** The resource URL of the event with this UID inside the collection. */
export function eventUrl(calendarUrl: string, uid: string): string {
  return new URL(`${encodeURIComponent(uid)}.ics`, collectionUrl(calendarUrl)).href;
}

function requestOptions(conn: CalendarConnection) {
  return {
    headers: getBasicAuthHeaders({ username: conn.username, password: conn.password }),
    // Only the configured URL is asked: a redirect elsewhere is an answer, not followed.
    fetchOptions: { signal: AbortSignal.timeout(CALENDAR_TIMEOUT_MS), redirect: 'manual' } as const,
  };
}

/** A failed answer in words an admin can act on. */
function statusMessage(status: number, statusText?: string): string {
  if (status === 401 || status === 403)
    return `The calendar server refused the username or password (HTTP ${status}).`;
  if (status === 404) return 'There is no calendar at this URL (HTTP 404).';
  if (status >= 300 && status < 400)
    return `The calendar server redirects this URL elsewhere (HTTP ${status}); use the final calendar URL.`;
  return `The calendar server answered HTTP ${status}${statusText ? ` ${statusText}` : ''}.`;
}

/** Runs one request, turning network failures and timeouts into a CalendarError. */
async function guarded<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof CalendarError) throw error;
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new CalendarError(
        `The calendar server did not answer within ${CALENDAR_TIMEOUT_MS / 1000} s.`,
      );
    }
    // tsdav reports a refused query as "... query failed: 401 Unauthorized ...".
    const refused = /failed: (\d{3})\b/.exec((error as Error).message ?? '');
    if (refused) throw new CalendarError(statusMessage(Number(refused[1])), Number(refused[1]));
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const detail = cause?.code ?? cause?.message ?? (error as Error).message ?? String(error);
    throw new CalendarError(`The calendar server could not be reached (${detail}).`);
  }
}

/**
 * The calendars directly under a collection (an account's calendar home, a user's root): one
 * Depth 1 PROPFIND on the same URL, so an admin who pasted the account's address learns the
 * calendar's. Empty when there are none or the server does not list them.
 */
async function calendarsUnder(
  conn: CalendarConnection,
  url: string,
): Promise<{ name: string; url: string }[]> {
  try {
    const responses = await propfind({
      url,
      props: { 'd:resourcetype': {}, 'd:displayname': {} },
      depth: '1',
      ...requestOptions(conn),
    });
    return responses
      .filter((item) => {
        const type = item.props?.resourcetype as Record<string, unknown> | undefined;
        return item.ok && item.href && type && 'calendar' in type;
      })
      .slice(0, 10)
      .map((item) => ({
        name: typeof item.props?.displayname === 'string' ? item.props.displayname : '',
        url: new URL(item.href ?? '', url).href,
      }));
  } catch {
    return [];
  }
}

/**
 * Checks that the URL is a calendar collection these credentials may read. Never throws: answers
 * the calendar's display name or the reason it cannot be used.
 */
export async function testCalendarConnection(
  conn: CalendarConnection,
): Promise<{ ok: true; displayName: string } | { ok: false; error: string }> {
  try {
    const url = collectionUrl(conn.calendarUrl);
    const [response] = await guarded(() =>
      propfind({
        url,
        props: { 'd:resourcetype': {}, 'd:displayname': {} },
        depth: '0',
        ...requestOptions(conn),
      }),
    );
    if (!response) return { ok: false, error: 'The calendar server sent an empty answer.' };
    if (!response.ok)
      return { ok: false, error: statusMessage(response.status, response.statusText) };
    const type = response.props?.resourcetype as Record<string, unknown> | undefined;
    if (!type || !('calendar' in type)) {
      const found = await calendarsUnder(conn, url);
      return {
        ok: false,
        error: `This URL is not a calendar collection: use the URL of the calendar itself (it often ends in /<calendar name>/).${
          found.length > 0
            ? ` Calendars found under it: ${found.map((item) => `${item.name || 'unnamed'} (${item.url})`).join(', ')}.`
            : ''
        }`,
      };
    }
    const name = response.props?.displayname;
    return { ok: true, displayName: typeof name === 'string' ? name : '' };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

function isZone(zone: string | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant of an iCalendar time. UTC and times with a VTIMEZONE in the object convert directly;
 * a date (all-day), a floating time, or a TZID without its VTIMEZONE is read as a wall time in the
 * TZID's zone when that is an IANA name, else in the calendar owner's zone.
 */
function toInstant(time: ICAL.Time, tzid: string | undefined, ownerZone: string): Date {
  const zone = time.zone;
  const known =
    !time.isDate &&
    zone !== undefined &&
    zone !== null &&
    zone !== ICAL.Timezone.localTimezone &&
    zone.tzid !== 'floating';
  if (known) return time.toJSDate();
  const wallZone = isZone(tzid) ? tzid : ownerZone;
  const hour = time.isDate ? 0 : time.hour;
  const minute = time.isDate ? 0 : time.minute;
  const second = time.isDate ? 0 : time.second;
  return new Date(
    new TZDate(time.year, time.month - 1, time.day, hour, minute, second, wallZone).getTime(),
  );
}

/** The TZID parameter of a component's date property (DTSTART, DTEND), if any. */
function tzidOf(component: ICAL.Component, property: 'dtstart' | 'dtend'): string | undefined {
  const value = component.getFirstProperty(property)?.getParameter('tzid');
  return typeof value === 'string' ? value : undefined;
}

/** Whether an event (or one occurrence's override) keeps its owner busy. */
function blocks(event: ICAL.Event): boolean {
  const transparency = String(event.component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  const status = String(event.component.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transparency !== 'TRANSPARENT' && status !== 'CANCELLED';
}

/**
 * The busy spans of one calendar object between `from` and `to`: its events, recurring ones
 * expanded (EXDATE and overridden occurrences applied), transparent and cancelled ones skipped.
 */
export function busyTimesOf(data: string, from: Date, to: Date, ownerZone: string): BusyTime[] {
  const root = new ICAL.Component(ICAL.parse(data));
  const components = root.getAllSubcomponents('vevent');
  const overrides = components.filter((component) => component.hasProperty('recurrence-id'));
  const busy: BusyTime[] = [];
  const keep = (start: Date, end: Date, event: ICAL.Event) => {
    if (end > from && start < to && blocks(event)) busy.push({ start, end });
  };
  for (const component of components) {
    if (component.hasProperty('recurrence-id')) continue;
    const event = new ICAL.Event(component);
    if (!event.startDate) continue;
    for (const override of overrides) {
      if (override.getFirstPropertyValue('uid') === event.uid) event.relateException(override);
    }
    const zoneOf = (item: ICAL.Event) => ({
      start: tzidOf(item.component, 'dtstart'),
      end: tzidOf(item.component, 'dtend') ?? tzidOf(item.component, 'dtstart'),
    });
    if (!event.isRecurring()) {
      const zones = zoneOf(event);
      const start = toInstant(event.startDate, zones.start, ownerZone);
      const end = event.endDate ? toInstant(event.endDate, zones.end, ownerZone) : start;
      // An all-day event without DTEND lasts its day.
      keep(
        start,
        end > start ? end : new Date(start.getTime() + (event.startDate.isDate ? 86_400_000 : 0)),
        event,
      );
      continue;
    }
    const iterator = event.iterator();
    for (let index = 0; index < MAX_OCCURRENCES; index += 1) {
      const next = iterator.next();
      if (!next) break;
      const details = event.getOccurrenceDetails(next);
      const zones = zoneOf(details.item);
      const start = toInstant(details.startDate, zones.start, ownerZone);
      // Occurrences come in order of their original start; a moved one may land past `to` while
      // later ones do not, so the loop ends on the original start.
      if (toInstant(next, zoneOf(event).start, ownerZone) >= to) break;
      keep(start, toInstant(details.endDate, zones.end, ownerZone), details.item);
    }
  }
  return busy.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * The member's busy times between `from` and `to` from their calendar: one calendar-query REPORT
 * (the server filters by time range), then each event expanded here. Throws CalendarError when the
 * calendar cannot be read.
 */
export async function fetchBusyTimes(
  conn: CalendarConnection,
  from: Date,
  to: Date,
  ownerZone = 'UTC',
): Promise<BusyTime[]> {
  const url = collectionUrl(conn.calendarUrl);
  const stamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
  const responses = await guarded(() =>
    calendarQuery({
      url,
      props: { 'd:getetag': {}, 'c:calendar-data': {} },
      filters: {
        'comp-filter': {
          _attributes: { name: 'VCALENDAR' },
          'comp-filter': {
            _attributes: { name: 'VEVENT' },
            'time-range': { _attributes: { start: stamp(from), end: stamp(to) } },
          },
        },
      },
      depth: '1',
      ...requestOptions(conn),
    }),
  );
  const busy: BusyTime[] = [];
  for (const response of responses) {
    const raw = response.props?.calendarData as unknown;
    const data =
      typeof raw === 'string'
        ? raw
        : typeof (raw as { _cdata?: unknown })?._cdata === 'string'
          ? (raw as { _cdata: string })._cdata
          : undefined;
    if (data === undefined) {
      // A multistatus answer with no object (an empty calendar) is fine; a failed request is not.
      if (!response.ok)
        throw new CalendarError(
          statusMessage(response.status, response.statusText),
          response.status,
        );
      continue;
    }
    try {
      busy.push(...busyTimesOf(data, from, to, ownerZone));
    } catch (error) {
      throw new CalendarError(
        `An event on the calendar could not be read (${response.href ?? 'unknown'}): ${(error as Error).message}`,
      );
    }
  }
  return busy.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * Writes the event as `<uid>.ics` in the calendar, replacing an earlier version of it (so a retry
 * or an update with the same UID never makes a second event). Answers the event's URL.
 */
export async function putCalendarEvent(
  conn: CalendarConnection,
  event: { uid: string; ics: string },
): Promise<string> {
  const url = eventUrl(conn.calendarUrl, event.uid);
  const options = requestOptions(conn);
  const response = await guarded(() =>
    createObject({
      url,
      data: event.ics,
      ...options,
      headers: { ...options.headers, 'content-type': 'text/calendar; charset=utf-8' },
    }),
  );
  if (!response.ok)
    throw new CalendarError(statusMessage(response.status, response.statusText), response.status);
  return url;
}

/** Removes the event with this UID; an event that is already gone (404, 410) counts as removed. */
export async function deleteCalendarEvent(conn: CalendarConnection, uid: string): Promise<void> {
  const url = eventUrl(conn.calendarUrl, uid);
  const response = await guarded(() => deleteObject({ url, ...requestOptions(conn) }));
  if (response.ok || response.status === 404 || response.status === 410) return;
  throw new CalendarError(statusMessage(response.status, response.statusText), response.status);
}
