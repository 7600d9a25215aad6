import 'server-only';
import '@/lib/validation/zod-jitless';
import { ZodError } from 'zod';
import { AdminAccessError, requireAdmin, type AdminContext } from '@/lib/admin/guard';
import { fieldErrors } from '@/lib/http/field-errors';
import { jsonNoStore } from '@/lib/http/json';
import { readBodyWithLimit } from '@/lib/http/read-body';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '@/lib/admin/db-unavailable';
import { log } from '@/lib/log/logger';
import { withRequestId } from '@/lib/log/request-context';
import { env } from '@/lib/config/env';

/** A client error with its status and message (400, 404, 409, 413, 415, 422). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A JSON response that no cache keeps (admin data is per-user and changes often). */
export const jsonResponse = jsonNoStore;

/** Maps a thrown error to the response the admin UI understands; unexpected ones are logged. */
export function errorResponse(error: unknown): Response {
  if (error instanceof AdminAccessError)
    return jsonResponse({ error: error.message }, error.status);
  if (error instanceof HttpError) {
    return jsonResponse({ error: error.message, fieldErrors: error.fieldErrors }, error.status);
  }
  if (error instanceof ZodError) {
    return jsonResponse(
      { error: 'Please correct the highlighted fields.', fieldErrors: fieldErrors(error) },
      422,
    );
  }
  if (isDatabaseUnavailable(error)) {
    log.error('admin.database-unavailable', '[admin] database unavailable', {}, error);
    return jsonResponse(
      { error: 'The database is unavailable. Please try again in a moment.' },
      503,
      { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    );
  }
  log.error('admin.request-failed', '[admin] request failed', {}, error);
  return jsonResponse({ error: 'The server could not complete the request.' }, 500);
}

type RouteContext<P> = { params: Promise<P> };

/**
 * Wraps an admin route handler: the request is authorized once, here, and the handler gets the
 * admin's context (the data functions it calls take that context, never the request); every
 * error becomes a JSON status; the session cookie refresh the check produced goes back to the
 * browser.
 */
export function adminRoute<P = Record<string, never>>(
  handler: (
    request: Request,
    context: RouteContext<P> & { admin: AdminContext },
  ) => Promise<Response>,
) {
  return (request: Request, context: RouteContext<P>): Promise<Response> =>
    withRequestId(request, env().TRUST_PROXY, async () => {
      let admin: AdminContext | undefined;
      let response: Response;
      try {
        admin = await requireAdmin(request);
        response = await handler(request, { ...context, admin });
      } catch (error) {
        response = errorResponse(error);
      }
      for (const cookie of admin?.refreshHeaders?.getSetCookie() ?? [])
        response.headers.append('Set-Cookie', cookie);
      return response;
    });
}

const MAX_JSON_BYTES = 256 * 1024;

/**
 * An admin request's JSON body (read inside `adminRoute`, so only once the request is authorized:
 * a caller without an admin session gets 401 or 403 whatever it sent), refusing non-JSON (415),
 * oversized (413) and malformed (400) bodies.
 */
export async function readAdminJson(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new HttpError(415, 'Send the data as JSON.');
  }
  if (!request.body) throw new HttpError(400, 'The request has no body.');
  const body = await readBodyWithLimit(request, maxBytes);
  if (!body.ok) {
    throw body.reason === 'too-large'
      ? new HttpError(413, 'The request is too large.')
      : new HttpError(400, 'The request body could not be read.');
  }
  try {
    return JSON.parse(Buffer.from(body.bytes).toString('utf8'));
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
}
