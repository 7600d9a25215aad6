import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Executor } from '@/lib/db/client';
import { derivedKey } from '@/lib/auth/derived-key';

const PURPOSE = 'form-render-token';

async function signature(db: Executor, time: string): Promise<string> {
  const key = await derivedKey(db, PURPOSE);
  return createHmac('sha256', key).update(time).digest('base64url');
}

/**
 * A signed "this form was shown at" time (milliseconds, a dot, an HMAC of them). The pages are
 * static and cached, so the browser asks for one after the form has hydrated.
 */
export async function issueFormToken(db: Executor, now: Date): Promise<string> {
  const time = String(now.getTime());
  return `${time}.${await signature(db, time)}`;
}

/** When a token says its form was shown, or undefined for a missing, forged or malformed one. */
export async function readFormToken(db: Executor, value: unknown): Promise<Date | undefined> {
  if (typeof value !== 'string' || value.length > 100) return undefined;
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return undefined;
  const [, time = '', given = ''] = match;
  const expected = Buffer.from(await signature(db, time));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  return new Date(Number(time));
}
