import 'server-only';
import '@/lib/validation/zod-jitless';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** A preview link works for 24 hours at most. */
export const PREVIEW_LINK_MAX_AGE_MS = 24 * 3_600_000;

// Instances' clocks differ a little: a link made on one must still be within the cap on another.
const CLOCK_SKEW_MS = 5 * 60_000;

/** The outcome of checking a token: the post it names and until when, or why it is refused. */
export type PreviewTokenCheck =
  | { ok: true; postId: string; expiresAt: Date }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'too-long' };

// What a token says: the post's id and its expiry in whole seconds since the epoch.
const claimsSchema = z.object({ p: z.string().min(1).max(100), e: z.number().int().positive() });

// base64url of the claims, a dot, then 43 characters: base64url of a 32-byte HMAC-SHA256.
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/;

function signature(key: string, payload: string): string {
  // The prefix keeps these MACs apart from any other use of a key.
  return createHmac('sha256', key).update(`blog-preview:${payload}`).digest('base64url');
}

/**
 * Signs a preview token for a post, valid until `expiresAt` (whole seconds; at most 24 hours
 * ahead). Throws a RangeError for an expiry in the past or beyond the cap.
 */
export function signPreviewToken(
  key: string,
  postId: string,
  expiresAt: Date,
  now: Date = new Date(),
): string {
  const ahead = expiresAt.getTime() - now.getTime();
  if (!(ahead > 0 && ahead <= PREVIEW_LINK_MAX_AGE_MS)) {
    throw new RangeError('A preview link expires within 24 hours');
  }
  const claims = { p: postId, e: Math.floor(expiresAt.getTime() / 1000) };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${signature(key, payload)}`;
}

/**
 * Checks a token: its signature (compared in constant time; the text is compared, so no other
 * spelling of the same bytes passes), then its expiry, which must have not passed and must be
 * within 24 hours (give or take the clocks' skew) of now.
 */
export function verifyPreviewToken(
  key: string,
  token: string,
  now: Date = new Date(),
): PreviewTokenCheck {
  const match = TOKEN_PATTERN.exec(token);
  if (!match?.[1] || !match[2]) return { ok: false, reason: 'malformed' };
  const [, payload, given] = match;
  const expected = Buffer.from(signature(key, payload));
  if (!timingSafeEqual(expected, Buffer.from(given))) return { ok: false, reason: 'signature' };
  let claims: z.infer<typeof claimsSchema>;
  try {
    const parsed = claimsSchema.safeParse(
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    );
    if (!parsed.success) return { ok: false, reason: 'malformed' };
    claims = parsed.data;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const expiresAt = new Date(claims.e * 1000);
  const ahead = expiresAt.getTime() - now.getTime();
  if (ahead <= 0) return { ok: false, reason: 'expired' };
  if (ahead > PREVIEW_LINK_MAX_AGE_MS + CLOCK_SKEW_MS) return { ok: false, reason: 'too-long' };
  return { ok: true, postId: claims.p, expiresAt };
}
