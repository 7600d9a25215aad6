/*
 * A lead form submitted before its code has loaded is held by `HydrateOnSight` and replayed once
 * the form hydrates, which can take seconds on a slow connection. The holder marks the form and
 * shows the submit button's busy label at once; the form's first render reads the mark, so it
 * hydrates with the same busy button (no mismatch) and keeps it until the replayed submit runs.
 */

/** Set on a form whose submit is held until it hydrates. */
export const HELD_SUBMIT_ATTRIBUTE = 'data-held-submit';
/** The submit button's text while it is busy ("Processing..."). */
export const BUSY_LABEL_ATTRIBUTE = 'data-busy-label';

/** Shows a held submit as busy: the form is marked, the button says its busy label. */
export function showHeldSubmit(form: HTMLFormElement, submitter: HTMLElement | null): void {
  const button = submitter ?? form.querySelector<HTMLElement>('[type="submit"]');
  const label = button?.getAttribute(BUSY_LABEL_ATTRIBUTE);
  // Only a form that renders the mark itself may get it (any other would mismatch at hydration).
  if (!button || !label) return;
  form.setAttribute(HELD_SUBMIT_ATTRIBUTE, '');
  button.textContent = label;
  button.setAttribute('aria-disabled', 'true');
}

import { LEAD_FORM_ATTRIBUTE } from '@/lib/forms/attributes';

export { LEAD_FORM_ATTRIBUTE };

/**
 * True while the server-rendered form of this type has a held submit, read when the form
 * hydrates. Found by its type, not its generated id: the client's ids under `HydrateOnSight`
 * need not equal the server's.
 */
export function hasHeldSubmit(type: string): boolean {
  if (typeof document === 'undefined') return false;
  const selector = `form[${LEAD_FORM_ATTRIBUTE}="${type}"][${HELD_SUBMIT_ATTRIBUTE}]`;
  return document.querySelector(selector) !== null;
}
