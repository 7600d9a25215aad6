import 'server-only';
import { env } from '@/lib/config/env';
import { siteConfig } from '@/lib/config/site';
import { HttpError, errorResponse } from '@/lib/http/errors';
import { jsonNoStore } from '@/lib/http/json';
import { readJsonBody } from '@/lib/http/read-body';
import { refuseCrossSite } from '@/lib/http/same-origin';
import type { BookingAnswer } from '@/lib/scheduling/booking-service';
import { spansBody } from '@/lib/scheduling/booking-view';

/** A booking request is a token, a time and a zone: a few hundred bytes. */
const BODY_LIMIT = 4 * 1024;
const NOT_FOUND = 'This booking link is not valid or has expired.';
const TAKEN = 'That time was just taken. Please choose another.';
const ALREADY_BOOKED = 'This request already has a meeting booked.';
const CANCELLED = 'This meeting was cancelled. Book a new time from the site.';

/** Runs a booking route, answering any refusal it throws with the one error body. */
export async function bookingRoute(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error);
    throw error;
  }
}

/** Refuses (403) a booking change posted from another site, like the forms do. */
export function requireSameOrigin(request: Request, where: string): void {
  const policy = { configured: [siteConfig().url], trustProxy: env().TRUST_PROXY };
  if (refuseCrossSite(request, policy, where)) {
    throw new HttpError('forbidden', 'Cross-site booking requests are not accepted.');
  }
}

/** The token query parameter, or 404 (a link without one names nothing). */
export function tokenParam(request: Request): string {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) throw new HttpError('not_found', NOT_FOUND);
  return token;
}

/** The body of a booking change: the signed token, and for a booking the start and zone. */
export async function readBookingBody(
  request: Request,
  { needsStart = true } = {},
): Promise<{ token: string; start: Date; timeZone: string }> {
  const body = await readJsonBody(request, BODY_LIMIT);
  if (typeof body !== 'object' || body === null)
    throw new HttpError('bad_request', 'Send the booking as a JSON object.');
  const { token, start, timeZone } = body as Record<string, unknown>;
  if (typeof token !== 'string' || token === '') throw new HttpError('not_found', NOT_FOUND);
  const when =
    typeof start === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(start)
      ? new Date(start)
      : new Date(NaN);
  if (needsStart && Number.isNaN(when.getTime())) {
    throw new HttpError('invalid_fields', 'Please choose a time.', {
      fields: { start: 'Please choose a time.' },
    });
  }
  return {
    token,
    start: when,
    timeZone: typeof timeZone === 'string' ? timeZone.slice(0, 64) : '',
  };
}

function conflict(message: string, extra: Record<string, unknown>): Response {
  return jsonNoStore({ error: { code: 'conflict', message }, ...extra }, 409);
}

/** The HTTP answer of a booking change; `okStatus` is the status of a success (201 or 200). */
export function bookingAnswerResponse(answer: BookingAnswer, okStatus: number): Response {
  switch (answer.status) {
    case 'booked':
      return jsonNoStore({ booking: answer.booking, manageToken: answer.manageToken }, okStatus);
    case 'cancelled':
      return conflict(CANCELLED, { booking: answer.booking });
    case 'already-booked':
      return conflict(ALREADY_BOOKED, { booking: answer.booking, manageToken: answer.manageToken });
    case 'taken':
      return conflict(TAKEN, { slots: spansBody(answer.nextSlots) });
    case 'not-found':
      throw new HttpError('not_found', NOT_FOUND);
    case 'invalid':
      throw new HttpError('invalid_fields', 'Please choose one of the times shown.', {
        fields: answer.errors,
      });
  }
}

/** 404 for a link that names nothing. */
export function notFound(): never {
  throw new HttpError('not_found', NOT_FOUND);
}
