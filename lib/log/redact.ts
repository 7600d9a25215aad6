import { isIP } from 'node:net';

/**
 * What a log line must never carry: personal data (a visitor's email, an admin's typed username,
 * an IP address) and secrets. Fields under these names are dropped whatever their value, and any
 * email or IPv4 address left in a text (an error message quoting a row, say) is masked.
 */
const PERSONAL_KEYS = new Set([
  'email',
  'to',
  'username',
  'password',
  'ip',
  'address',
  'clientaddress',
  'forwardedfor',
  'token',
  'secret',
  'cookie',
  'authorization',
  'phone',
  'name',
]);

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi;
// Candidates only; `isIP` decides, so a clock time (12:30:45) or a version (1.2.3) stays readable.
const IP_CANDIDATE = /[0-9a-f]*:[0-9a-f:.]*:[0-9a-f:.]*|\b\d{1,3}(?:\.\d{1,3}){3}\b/gi;

/**
 * A text with emails and IP addresses masked. An address inside a URL (`http://127.0.0.1:3000`)
 * is kept: that is a server's address (an origin a request named), not a visitor's.
 */
export function scrubText(text: string): string {
  const withoutEmails = text.replace(EMAIL, '[email]');
  return withoutEmails.replace(IP_CANDIDATE, (candidate, offset: number) => {
    const before = withoutEmails.slice(Math.max(0, offset - 4), offset);
    return isIP(candidate) && !/:\/\/\[?$/.test(before) ? '[ip]' : candidate;
  });
}

type LogValue = string | number | boolean | null | undefined | readonly string[];
export type LogFields = Record<string, LogValue>;

/** The fields of a log line without personal keys, their texts scrubbed. */
export function redactFields(fields: LogFields): Record<string, Exclude<LogValue, undefined>> {
  const clean: Record<string, Exclude<LogValue, undefined>> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || PERSONAL_KEYS.has(key.toLowerCase().replace(/[-_]/g, ''))) continue;
    if (typeof value === 'string') clean[key] = scrubText(value);
    else if (Array.isArray(value)) clean[key] = value.map((item: string) => scrubText(item));
    else clean[key] = value as Exclude<LogValue, undefined>;
  }
  return clean;
}

/** An error as a log line may show it: its kind, code and scrubbed message (no stack, no data). */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    const kind = typeof code === 'string' ? `${error.name} ${code}` : error.name;
    return scrubText(`${kind}: ${error.message}`);
  }
  return scrubText(String(error));
}
