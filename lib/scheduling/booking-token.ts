// CORE's version wins at merge: this is the outbound branch's minimal copy of the manage-token
// signer (same keys and format as CORE's), so the booking emails' manage link builds before CORE's
// branch is merged.
import 'server-only';
import { createHmac } from 'node:crypto';
import { derivedKey } from '@/lib/auth/derived-key';
import type { Executor } from '@/lib/db/client';

const DAY_MS = 86_400_000;
/** How long after the meeting its manage link keeps working. */
export const MANAGE_TOKEN_DAYS_AFTER = 30;

/** The link to reschedule or cancel a booking, valid until 30 days after the meeting ends. */
export async function signManageToken(
  db: Executor,
  booking: { id: string; endsAt: Date },
): Promise<string> {
  const expires = Math.floor((booking.endsAt.getTime() + MANAGE_TOKEN_DAYS_AFTER * DAY_MS) / 1000);
  const payload = Buffer.from(`${booking.id}|${expires}`).toString('base64url');
  const key = await derivedKey(db, 'booking-manage-token');
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
}
