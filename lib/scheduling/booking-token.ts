import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '@/lib/auth/derived-key';
import type { Executor } from '@/lib/db/client';

const DAY_MS = 86_400_000;
/** How long a lead may book from the link it was given. */
export const LEAD_TOKEN_DAYS = 30;
/** How long after the meeting its manage link keeps working. */
export const MANAGE_TOKEN_DAYS_AFTER = 30;

export type RoutedLeadType = 'contact' | 'custom-solution';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// Each token kind has its own key, so a lead token can never be read as a manage token.
const PURPOSE = { lead: 'booking-lead-token', manage: 'booking-manage-token' } as const;

async function sign(db: Executor, kind: keyof typeof PURPOSE, body: string): Promise<string> {
  const payload = Buffer.from(body).toString('base64url');
  const mac = createHmac('sha256', await derivedKey(db, PURPOSE[kind]))
    .update(payload)
    .digest();
  return `${payload}.${mac.toString('base64url')}`;
}

/** The signed body of a token, or undefined when it is malformed or its signature is wrong. */
async function verify(
  db: Executor,
  kind: keyof typeof PURPOSE,
  token: string,
): Promise<string[] | undefined> {
  if (typeof token !== 'string' || token.length > 400) return undefined;
  const [payload, mac, extra] = token.split('.');
  if (!payload || !mac || extra !== undefined) return undefined;
  const expected = createHmac('sha256', await derivedKey(db, PURPOSE[kind]))
    .update(payload)
    .digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return Buffer.from(payload, 'base64url').toString('utf8').split('|');
}

function unexpired(expires: string | undefined, now: Date): boolean {
  return /^\d+$/.test(expires ?? '') && Number(expires) * 1000 > now.getTime();
}

/**
 * The link a routed lead books with: its type and id, valid 30 days from when the lead was routed
 * (so a replayed submission is answered with the same token).
 */
export function signLeadToken(
  db: Executor,
  lead: { leadType: RoutedLeadType; leadId: string; routedAt: Date },
): Promise<string> {
  const expires = Math.floor((lead.routedAt.getTime() + LEAD_TOKEN_DAYS * DAY_MS) / 1000);
  return sign(db, 'lead', `${lead.leadType}|${lead.leadId}|${expires}`);
}

/** The lead a booking token names, or undefined when it is forged, malformed or expired. */
export async function verifyLeadToken(
  db: Executor,
  token: string,
  now: Date,
): Promise<{ leadType: RoutedLeadType; leadId: string } | undefined> {
  const parts = await verify(db, 'lead', token);
  if (!parts || parts.length !== 3) return undefined;
  const [leadType, leadId, expires] = parts;
  if (leadType !== 'contact' && leadType !== 'custom-solution') return undefined;
  if (!leadId || !UUID.test(leadId) || !unexpired(expires, now)) return undefined;
  return { leadType, leadId };
}

/** The link to reschedule or cancel a booking, valid until 30 days after the meeting ends. */
export function signManageToken(
  db: Executor,
  booking: { id: string; endsAt: Date },
): Promise<string> {
  const expires = Math.floor((booking.endsAt.getTime() + MANAGE_TOKEN_DAYS_AFTER * DAY_MS) / 1000);
  return sign(db, 'manage', `${booking.id}|${expires}`);
}

/** The booking id a manage token names, or undefined when it is forged, malformed or expired. */
export async function verifyManageToken(
  db: Executor,
  token: string,
  now: Date,
): Promise<{ bookingId: string } | undefined> {
  const parts = await verify(db, 'manage', token);
  if (!parts || parts.length !== 2) return undefined;
  const [bookingId, expires] = parts;
  if (!bookingId || !UUID.test(bookingId) || !unexpired(expires, now)) return undefined;
  return { bookingId };
}
