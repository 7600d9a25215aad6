import { LEAD_FORM_ATTRIBUTE, hasHeldSubmit } from '@/components/forms/held-submit';
import { FORM_TOKEN_PATH } from '@/lib/leads/metadata';

/**
 * The signed "form shown at" time the server checks against too-fast (bot) submissions. Any
 * failure leaves the form without one, which the server accepts: no token is never spam.
 */
export async function fetchFormToken(): Promise<string | undefined> {
  try {
    const response = await fetch(FORM_TOKEN_PATH, { cache: 'no-store' });
    if (!response.ok) return undefined;
    const data = (await response.json()) as { token?: unknown };
    return typeof data.token === 'string' ? data.token : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True when a person was already busy with the server-rendered form before it hydrated (typed
 * into it, or sent it and the submit is held): a token fetched now would make their time look
 * shorter than it was, so that render goes without one.
 */
export function filledBeforeHydration(type: string): boolean {
  if (typeof document === 'undefined') return false;
  if (hasHeldSubmit(type)) return true;
  const form = document.querySelector(`form[${LEAD_FORM_ATTRIBUTE}="${type}"]`);
  if (!form) return false;
  const inputs = form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type=hidden]):not([type=checkbox]):not([type=file]):not([tabindex="-1"]), textarea',
  );
  return Array.from(inputs).some((input) => input.value.trim() !== '');
}
