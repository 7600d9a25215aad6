import 'server-only';
import { createHmac } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { derivedKey } from '@/lib/auth/derived-key';
import type { Executor } from '@/lib/db/client';
import { deliveries } from '@/lib/db/schema';

/** A privacy request's address as matched: trimmed and lower-cased. */
export const privacyRequestSchema = z.object({
  email: z
    .string('Enter an email address')
    .trim()
    .toLowerCase()
    .max(254, 'Enter an email address')
    .pipe(z.email('Enter a valid email address')),
});

/** `%`, `_` and `\` in an address are matched literally by LIKE. */
function likeText(address: string): string {
  return `%${address.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A lead row whose email field is this address (case-insensitive, surrounding spaces ignored). */
export function emailMatches(address: string): SQL {
  return sql`lower(trim(email)) = ${address}`;
}

/**
 * Delivery rows that hold the address anywhere: as destination, inside the payload sent (a
 * notification carries the submitter's fields) or in the last error a receiver answered with.
 */
export function deliveryMentions(address: string): SQL {
  const pattern = likeText(address);
  return sql`(${deliveries.destination} ilike ${pattern}
    or ${deliveries.payload}::text ilike ${pattern}
    or coalesce(${deliveries.lastError}, '') ilike ${pattern})`;
}

/**
 * The address as the audit log may record it: an HMAC keyed from the server secret, so the log
 * can show that two requests named the same person without holding (or letting anyone guess
 * back) the address.
 */
export async function addressHash(db: Executor, address: string): Promise<string> {
  const key = await derivedKey(db, 'privacy-request-audit');
  return createHmac('sha256', key).update(address).digest('base64url').slice(0, 32);
}
