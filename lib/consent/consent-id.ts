import 'server-only';
import { randomUUID } from 'node:crypto';
import { CONSENT_ID_COOKIE } from '@/lib/consent/contract';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The value of one cookie in a Cookie header (the first one of that name), if present. */
function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    return part.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * The visitor's consent id: the one their cookie holds when it is a well-formed UUID, so every
 * decision of one browser shares an id in the log; anything else (missing, tampered, oversized)
 * is replaced by a new random one, so the log never stores a value a client chose freely.
 */
export function consentIdFor(cookieHeader: string | null): string {
  const current = cookieValue(cookieHeader, CONSENT_ID_COOKIE);
  return current && UUID.test(current) ? current.toLowerCase() : randomUUID();
}

/** The Set-Cookie value that keeps the consent id for as long as the decision is remembered. */
export function consentIdCookie(consentId: string, maxAgeDays: number, secure: boolean): string {
  return [
    `${CONSENT_ID_COOKIE}=${consentId}`,
    'Path=/',
    `Max-Age=${maxAgeDays * 86_400}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
