import { toast } from '@/components/site/toast/toast';
import type { SubmissionOutcome } from '@/components/forms/use-lead-submission';
import { tooManySubmissionsMessage } from '@/lib/forms/retry-message';
import type { ToastText } from '@/lib/forms/types';

/** Shows a toast with its description when it has one. */
export function showToast(kind: 'success' | 'error', text: ToastText): void {
  if (text.description) toast[kind](text.title, { description: text.description });
  else toast[kind](text.title);
}

/** The form's failure toast; a rate-limited submission says instead when to try again. */
export function failureToast(failure: ToastText, outcome: SubmissionOutcome): ToastText {
  if (outcome.ok || outcome.retryAfterSeconds === undefined) return failure;
  return {
    title: failure.title,
    description: tooManySubmissionsMessage(outcome.retryAfterSeconds),
  };
}

/** The outcome in a sentence for the form's status region ("your job application ..."). */
export function outcomeStatus(noun: string, outcome: SubmissionOutcome): string {
  if (outcome.ok) return `Thank you: your ${noun} was received.`;
  const reason =
    outcome.retryAfterSeconds !== undefined
      ? tooManySubmissionsMessage(outcome.retryAfterSeconds)
      : 'Please check the form and try again.';
  return `Your ${noun} was not sent. ${reason}`;
}

/**
 * The form's own status region: screen readers hear the outcome where the visitor is, and it
 * stays on screen after the toast has gone.
 */
export function FormStatus({ text, className }: { text: string; className?: string }) {
  return (
    <p role="status" aria-live="polite" className={`text-sm empty:hidden ${className ?? ''}`}>
      {text}
    </p>
  );
}
