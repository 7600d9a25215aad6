import '@/lib/validation/zod-jitless';
import * as z from 'zod/mini';
import { isStorableText, UNSUPPORTED_CHARACTERS_MESSAGE } from '@/lib/validation/safe-text';

/**
 * Field builders of the lead schemas. They use zod's "mini" build: the same rules and messages as
 * classic zod at a fraction of the browser bundle (the forms ship these schemas to every visitor).
 */

/** Control characters (CR, LF, tab, NUL …): never allowed inside a one-line field or an email header. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;
const PHONE_PATTERN = /^\+?[0-9().\-\s]{7,30}(\s*(x|ext\.?)\s*[0-9]{1,6})?$/i;

export const LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  company: 200,
  url: 2048,
  shortText: 100,
  message: 5000,
} as const;

const tooLong = (max: number) => `Must be ${max} characters or fewer`;

/** A one-line text: control characters become spaces, then it is trimmed and capped. */
export function lineField(max: number, requiredMessage?: string) {
  return z.string({ error: requiredMessage ?? 'Must be text' }).check(
    z.overwrite((value) => value.replace(CONTROL_CHARACTERS, ' ')),
    // A lone surrogate (from a JSON escape) cannot be stored as JSON for the webhooks.
    z.refine(isStorableText, UNSUPPORTED_CHARACTERS_MESSAGE),
    z.trim(),
    ...(requiredMessage ? [z.minLength(1, requiredMessage)] : []),
    z.maxLength(max, tooLong(max)),
  );
}

/** An optional one-line text: missing means empty. */
export function optionalLineField(max: number) {
  return z._default(lineField(max), '');
}

/** A multi-line text (message, cover letter): line breaks kept, other control characters dropped. */
export function messageField() {
  return z._default(
    z.string({ error: 'Must be text' }).check(
      z.overwrite((value) =>
        value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ''),
      ),
      z.refine(isStorableText, UNSUPPORTED_CHARACTERS_MESSAGE),
      z.trim(),
      z.maxLength(LIMITS.message, tooLong(LIMITS.message)),
    ),
    '',
  );
}

export function emailField(requiredMessage: string, invalidMessage: string) {
  return lineField(LIMITS.email, requiredMessage).check(z.regex(z.regexes.email, invalidMessage));
}

export function phoneField(requiredMessage: string) {
  return lineField(LIMITS.phone, requiredMessage).check(
    z.regex(PHONE_PATTERN, 'Please enter a valid phone number'),
  );
}

export function optionalPhoneField() {
  return z._default(
    lineField(LIMITS.phone).check(
      z.refine(
        (value) => value === '' || PHONE_PATTERN.test(value),
        'Please enter a valid phone number',
      ),
    ),
    '',
  );
}

/** True for an absolute http(s) URL whose host has a dot (what a visitor means by "website"). */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A bare domain ("hopper.example") is how many people write a website; it means https. */
function withWebScheme(value: string): string {
  return value === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
}

/** A company website: a bare domain is accepted and stored with `https://` in front. */
export function websiteField(requiredMessage: string, invalidMessage: string) {
  return lineField(LIMITS.url, requiredMessage).check(
    z.overwrite(withWebScheme),
    z.refine(isWebUrl, invalidMessage),
  );
}

export function optionalUrlField(invalidMessage: string) {
  return z._default(
    lineField(LIMITS.url).check(
      z.refine((value) => value === '' || isWebUrl(value), invalidMessage),
    ),
    '',
  );
}

/** One of a list of values; typed as text on input so an empty "Select…" option is a valid state. */
export function choiceField<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
) {
  return z.pipe(z.string({ error: message }), z.enum(values, { error: message }));
}

/** A checkbox that must be ticked (a missing or false value gets the message). */
export function agreementField(message: string) {
  return z.boolean({ error: message }).check(z.refine((value) => value, message));
}
