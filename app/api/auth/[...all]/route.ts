import { sql } from 'drizzle-orm';
import { getAuth } from '@/lib/auth/server';
import { REFUSED_ORIGIN_MESSAGE, UNAVAILABLE_MESSAGE } from '@/lib/auth/sign-in-messages';
import { adminOriginPolicy } from '@/lib/admin/guard';
import { refuseCrossSite } from '@/lib/http/same-origin';
import { getDb } from '@/lib/db/client';
import { jsonNoStore } from '@/lib/http/json';
import { log } from '@/lib/log/logger';
import { withRequestId } from '@/lib/log/request-context';
import { env } from '@/lib/config/env';

// Sign-in, sign-out, session and two-factor endpoints of better-auth (sign-up is disabled).
export const dynamic = 'force-dynamic';

function unavailable(): Response {
  return jsonNoStore({ code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE }, 503, {
    'Retry-After': '30',
  });
}

function failed(): Response {
  return jsonNoStore(
    { code: 'INTERNAL_SERVER_ERROR', message: 'The server could not complete the request.' },
    500,
  );
}

/** Whether the database answers now: tells a passing outage (503) from a fault of the code (500). */
async function databaseReachable(): Promise<boolean> {
  try {
    await getDb().execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

async function handle(request: Request): Promise<Response> {
  // The site's one cross-site check first, so a refusal is logged with the origins accepted.
  if (request.method !== 'GET' && refuseCrossSite(request, adminOriginPolicy(), 'sign-in')) {
    return jsonNoStore({ code: 'INVALID_ORIGIN', message: REFUSED_ORIGIN_MESSAGE }, 403);
  }
  try {
    const auth = await getAuth();
    const response = await auth.handler(request);
    // better-auth answers a thrown fault with a bare 500 after logging it; the login form needs a
    // JSON answer it can show, and a database outage is passing, so it gets 503 and Retry-After.
    if (response.status !== 500) return response;
    return (await databaseReachable()) ? failed() : unavailable();
  } catch (error) {
    log.error('auth.request-failed', '[auth] request failed', {}, error);
    return (await databaseReachable()) ? failed() : unavailable();
  }
}

function withId(request: Request): Promise<Response> {
  return withRequestId(request, env().TRUST_PROXY, () => handle(request));
}

export const GET = withId;
export const POST = withId;
