import { errorOf } from '@/lib/http/errors';

/*
 * The browser's side of the booking API: one function per endpoint, each answering a result union
 * the picker and the manage page switch on. Nothing here throws: a network failure or an answer
 * of an unexpected shape becomes `{ kind: 'failed' }` with a sentence to show.
 */

export interface Slot {
  start: string;
  end: string;
}

export interface SlotDay {
  /** The day in the visitor's zone, `YYYY-MM-DD`. */
  date: string;
  slots: Slot[];
}

export interface BookedMeeting {
  id: string;
  start: string;
  end: string;
  memberName: string;
  meetingTypeName: string;
  timeZone: string;
  /** Sent by the manage endpoints; a booking just made is 'booked'. */
  status?: 'booked' | 'cancelled';
}

/** What `GET /api/booking/slots` offers a lead. */
export interface SlotOffer {
  member: { name: string };
  meetingType: { id: string; name: string; durationMinutes: number };
  visitor: { firstName: string; name: string; email: string };
  timeZone: string;
  days: SlotDay[];
  booked?: { start: string; end: string; manageToken: string };
}

/** What `GET /api/booking/manage` shows about a booking: the meeting and times to move it to. */
export interface ManagedBooking {
  booking: BookedMeeting;
  timeZone: string;
  days: SlotDay[];
}

export type Failed = { kind: 'failed'; message: string; notFound?: boolean };

export type BookingResult =
  | { kind: 'booked'; booking: BookedMeeting; manageToken: string }
  | { kind: 'taken'; message: string; slots: Slot[] }
  | { kind: 'already-booked'; message: string; manageToken?: string }
  | Failed;

const NETWORK_FAILURE = 'The connection failed. Please check it and try again.';
const UNEXPECTED = 'Something went wrong on our side. Please try again.';
const EXPIRED = 'This booking link is no longer valid.';

type Answer = { status: number; data: unknown } | undefined;

async function request(url: string, body?: unknown): Promise<Answer> {
  try {
    const response = await fetch(
      url,
      body === undefined
        ? { cache: 'no-store' }
        : {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          },
    );
    return { status: response.status, data: await response.json().catch(() => undefined) };
  } catch {
    return undefined;
  }
}

function record(data: unknown): Record<string, unknown> {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

function failed(answer: Answer): Failed {
  if (!answer) return { kind: 'failed', message: NETWORK_FAILURE };
  if (answer.status === 404) return { kind: 'failed', message: EXPIRED, notFound: true };
  return { kind: 'failed', message: errorOf(answer.data)?.message ?? UNEXPECTED };
}

function isSlot(value: unknown): value is Slot {
  const { start, end } = record(value);
  return typeof start === 'string' && typeof end === 'string';
}

function isBooking(value: unknown): value is BookedMeeting {
  const { id, memberName, meetingTypeName } = record(value);
  return (
    isSlot(value) &&
    typeof id === 'string' &&
    typeof memberName === 'string' &&
    typeof meetingTypeName === 'string'
  );
}

function hasDays(value: unknown): boolean {
  const { days } = record(value);
  return Array.isArray(days);
}

/** A booking answer (book or reschedule): booked, taken (with the next free slots), or refused. */
function bookingResult(answer: Answer, successStatus: number): BookingResult {
  const data = record(answer?.data);
  if (answer?.status === successStatus && isBooking(data.booking)) {
    if (typeof data.manageToken === 'string') {
      return { kind: 'booked', booking: data.booking, manageToken: data.manageToken };
    }
  }
  if (answer?.status === 409) {
    const message = errorOf(answer.data)?.message ?? UNEXPECTED;
    if (Array.isArray(data.slots)) {
      return { kind: 'taken', message, slots: data.slots.filter(isSlot) };
    }
    const manageToken = typeof data.manageToken === 'string' ? data.manageToken : undefined;
    return { kind: 'already-booked', message, manageToken };
  }
  return failed(answer);
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The routed member's free slots for a lead, grouped by day in `timeZone`. */
export async function fetchSlotOffer(
  token: string,
  timeZone: string,
): Promise<{ kind: 'offer'; offer: SlotOffer } | Failed> {
  const answer = await request(`/api/booking/slots?${query({ token, timeZone })}`);
  if (answer?.status === 200 && hasDays(answer.data)) {
    return { kind: 'offer', offer: answer.data as SlotOffer };
  }
  return failed(answer);
}

/** Books `start` for the lead the token names. */
export function bookSlot(token: string, start: string, timeZone: string): Promise<BookingResult> {
  return request('/api/booking', { token, start, timeZone }).then((a) => bookingResult(a, 201));
}

/** A booking by its manage token, with the times it can move to. */
export async function fetchManagedBooking(
  token: string,
  timeZone: string,
): Promise<{ kind: 'managed'; managed: ManagedBooking } | Failed> {
  const answer = await request(`/api/booking/manage?${query({ token, timeZone })}`);
  const data = record(answer?.data);
  if (answer?.status === 200 && isBooking(data.booking) && hasDays(data)) {
    return { kind: 'managed', managed: data as unknown as ManagedBooking };
  }
  return failed(answer);
}

/** Moves the booking to `start`; the answer carries the new booking and its own manage token. */
export function rescheduleBooking(
  token: string,
  start: string,
  timeZone: string,
): Promise<BookingResult> {
  return request('/api/booking/manage/reschedule', { token, start, timeZone }).then((a) =>
    bookingResult(a, 200),
  );
}

/** Cancels the booking (cancelling twice answers the same cancelled booking). */
export async function cancelBooking(
  token: string,
): Promise<{ kind: 'cancelled'; booking: BookedMeeting } | Failed> {
  const answer = await request('/api/booking/manage/cancel', { token });
  const data = record(answer?.data);
  if (answer?.status === 200 && isBooking(data.booking)) {
    return { kind: 'cancelled', booking: { ...data.booking, status: 'cancelled' } };
  }
  return failed(answer);
}

/** The `.ics` download of a booking. */
export function icsUrl(manageToken: string): string {
  return `/api/booking/manage/ics?${query({ token: manageToken })}`;
}

/** The confirmation page, where the visitor can add, reschedule or cancel the meeting. */
export function managePath(manageToken: string): string {
  return `/booking/${encodeURIComponent(manageToken)}`;
}
