import type { $ZodError } from 'zod/v4/core';

/** Field errors as the API returns them: the first message per field. */
export type FieldErrors = Record<string, string>;

/** The first message of each field of a failed parse. */
export function fieldErrors(error: $ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}
