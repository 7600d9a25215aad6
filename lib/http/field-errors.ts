import type { $ZodError } from 'zod/v4/core';

/** Field errors as the API returns them: the first message per field. */
export type FieldErrors = Record<string, string>;

/**
 * The first message of each field of a failed parse (zod or zod/mini), keyed by its dotted path;
 * an issue of the whole object is under `form`.
 */
export function fieldErrors(error: $ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}
