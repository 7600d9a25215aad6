import { jsonNoStore } from '@/lib/http/json';
import type { FieldErrors } from '@/lib/http/field-errors';

/** Every refusal the site's APIs give, by the code clients read, and the status it travels with. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  unsupported_media_type: 415,
  invalid_fields: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

type ErrorCode = keyof typeof ERROR_STATUS;

/** The body of every error answer of the forms, consent and admin APIs. */
interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: FieldErrors };
}

interface HttpErrorOptions {
  /** Messages per field (dotted path), shown beside the fields they are about. */
  fields?: FieldErrors;
  /** Seconds the client should wait before trying again (429, 503). */
  retryAfterSeconds?: number;
}

/** A request the API refuses, with what the client is told; thrown anywhere under a route. */
export class HttpError extends Error {
  readonly fields?: FieldErrors;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    { fields, retryAfterSeconds }: HttpErrorOptions = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** The JSON answer for a refusal: its status, the one error body, and Retry-After when known. */
export function errorResponse(error: HttpError): Response {
  const body: ErrorBody = {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    },
  };
  const headers: Record<string, string> = {};
  if (error.retryAfterSeconds !== undefined)
    headers['retry-after'] = String(error.retryAfterSeconds);
  return jsonNoStore(body, error.status, headers);
}

/** The error an API answer carries, for the clients that show it (undefined for any other body). */
export function errorOf(data: unknown): ErrorBody['error'] | undefined {
  if (typeof data !== 'object' || data === null || !('error' in data)) return undefined;
  const { error } = data as { error: unknown };
  if (typeof error !== 'object' || error === null) return undefined;
  const { message } = error as { message?: unknown };
  return typeof message === 'string' ? (error as ErrorBody['error']) : undefined;
}
