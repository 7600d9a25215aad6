/**
 * Texts of sign-in failures that are not a wrong password, shared by the server (response bodies)
 * and the login card (toasts), so both say the same thing.
 */

/** "12 minutes", "1 minute" or "40 seconds": a wait rounded up to what a person can act on. */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole} second${whole === 1 ? '' : 's'}`;
  const minutes = Math.ceil(whole / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function throttledMessage(retryAfterSeconds: number | undefined): string {
  return retryAfterSeconds && retryAfterSeconds > 0
    ? `Too many sign-in attempts. Try again in ${waitText(retryAfterSeconds)}.`
    : 'Too many sign-in attempts. Please try again later.';
}

export const UNAVAILABLE_MESSAGE = 'The server is unavailable. Please try again shortly.';

export const REFUSED_ORIGIN_MESSAGE =
  'The sign-in was refused because it did not come from this site. Open the admin at its own address and try again.';

export const WRONG_ADDRESS_MESSAGE =
  'Sign-in is not offered at this address. Open the admin at its own address and try again.';

/** Any other refusal that is not about the credentials: the status, so it can be reported. */
export function unexpectedFailureMessage(status: number): string {
  return `The sign-in could not be completed (HTTP ${status}). Please try again.`;
}

export const INVALID_CHARACTERS_MESSAGE =
  'The sign-in contains characters that are not allowed (such as a NUL character).';
