import { getDb } from '@/lib/db/client';
import { HttpError, errorResponse } from '@/lib/http/errors';
import { jsonNoStore } from '@/lib/http/json';
import { issueFormToken } from '@/lib/leads/spam-token';
import { log } from '@/lib/log/logger';

// Each answer carries the time it was asked for: never prerendered, never cached.
export const dynamic = 'force-dynamic';

/**
 * GET /api/forms/token: a signed "form shown at" time for the lead forms, fetched once a form has
 * hydrated (the pages themselves are static). Cheap and public; a database that is down only
 * means the form is sent without a token, which the spam check accepts.
 */
export async function GET(): Promise<Response> {
  try {
    return jsonNoStore({ token: await issueFormToken(getDb(), new Date()) });
  } catch (error) {
    log.error('forms.token-failed', '[forms] render token failed', {}, error);
    return errorResponse(new HttpError('unavailable', 'No token available.'));
  }
}
