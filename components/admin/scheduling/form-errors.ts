import type { $ZodError } from 'zod/v4/core';
import { ApiError } from '@/components/admin/api';
import { fieldErrors, type FieldErrors } from '@/lib/http/field-errors';

/** Messages by field (dotted path), from the browser's own check or the server's answer. */
export type FormErrors = FieldErrors;

/** The first message of each field of a failed check in the browser. */
export function firstErrors(error: $ZodError): FormErrors {
  return fieldErrors(error);
}

/** The server's field errors of a refused save (none for any other failure). */
export function serverFieldErrors(error: unknown): FormErrors {
  return error instanceof ApiError ? error.fieldErrors : {};
}
