import 'server-only';
import '@/lib/validation/zod-jitless';
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

/** A lead row whose email field is this address (case-insensitive, surrounding spaces ignored). */
export function emailMatches(address: string): SQL {
  return sql`lower(trim(email)) = ${address}`;
}

/** A JSON text that is exactly this address, compared as lead emails are. */
function isAddress(text: SQL, address: string): SQL {
  return sql`lower(trim(${text})) = ${address}`;
}

/**
 * Delivery rows addressed to or carrying this exact address: an email sent to it (confirmation, or
 * notification to a team member), or a payload whose submitter email field is it (the form
 * webhook's `fields.email`, the email webhook's `to` and `userData.email`, the SMTP rows'
 * `userData.email`). Exact, never a substring: erasing `an@acme.co` must not touch `dan@acme.com`.
 */
export function deliveryAddressedTo(address: string): SQL {
  const payload = deliveries.payload;
  return sql`(${isAddress(sql`${deliveries.destination}`, address)}
    or ${isAddress(sql`${payload}->'userData'->>'email'`, address)}
    or ${isAddress(sql`${payload}->'fields'->>'email'`, address)}
    or ${isAddress(sql`${payload}->>'to'`, address)})`;
}

/** Characters that may sit inside an address's local part, so a match must not touch them. */
const BEFORE = 'A-Za-z0-9._%+-';

/**
 * The address as a case-insensitive PostgreSQL regular expression that matches it as a whole
 * address in free text: not preceded by a character an address can hold (so `an@acme.co` is not
 * found in `dan@acme.com`), not followed by a domain character or by a dot that continues the
 * domain (`an@acme.co.uk`), while a full stop ending a sentence still counts as a boundary.
 */
export function addressPattern(address: string): string {
  const literal = address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `(?<![${BEFORE}])${literal}(?![A-Za-z0-9-]|\\.[A-Za-z0-9-])`;
}

/** Free text that quotes the address as a whole address (see addressPattern). */
export function mentionsAddress(text: SQL, address: string): SQL {
  return sql`${text} ~* ${addressPattern(address)}`;
}

/** The text with each whole-address quote of the address replaced by `[erased]`. */
export function redactAddress(text: SQL, address: string): SQL {
  return sql`regexp_replace(${text}, ${addressPattern(address)}, '[erased]', 'gi')`;
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
