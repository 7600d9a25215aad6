import 'server-only';
import '@/lib/validation/zod-jitless';
import { ZodError } from 'zod';
import { requireAdmin, type AdminContext } from '@/lib/admin/guard';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '@/lib/admin/db-unavailable';
import { env } from '@/lib/config/env';
import { HttpError, errorResponse } from '@/lib/http/errors';
import { fieldErrors } from '@/lib/http/field-errors';
import { log } from '@/lib/log/logger';
import { withRequestId } from '@/lib/log/request-context';

/** What the admin is told for anything thrown under an admin route; unexpected errors are logged. */
function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof ZodError) {
    return new HttpError('invalid_fields', 'Please correct the highlighted fields.', {
      fields: fieldErrors(error),
    });
  }
  if (isDatabaseUnavailable(error)) {
    log.error('admin.database-unavailable', '[admin] database unavailable', {}, error);
    return new HttpError(
      'unavailable',
      'The database is unavailable. Please try again in a moment.',
      {
        retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      },
    );
  }
  log.error('admin.request-failed', '[admin] request failed', {}, error);
  return new HttpError('internal', 'The server could not complete the request.');
}

type RouteContext<P> = { params: Promise<P> };

/**
 * Wraps an admin route handler: the request is authorized once, here, and the handler gets the
 * admin's context (the data functions it calls take that context, never the request); every
 * error becomes the JSON error body; the session cookie refresh the check produced goes back to
 * the browser. Handlers read their body with `readJsonBody`, so only an authorized request's
 * body is read: a caller without an admin session gets 401 or 403 whatever it sent.
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
        response = errorResponse(toHttpError(error));
      }
      for (const cookie of admin?.refreshHeaders?.getSetCookie() ?? [])
        response.headers.append('Set-Cookie', cookie);
      return response;
    });
}
