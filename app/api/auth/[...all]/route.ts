import { getAuth } from '@/lib/auth/server';
import { UNAVAILABLE_MESSAGE } from '@/lib/auth/sign-in-messages';

// Sign-in, sign-out, session and two-factor endpoints of better-auth (sign-up is disabled).
export const dynamic = 'force-dynamic';

function unavailable(): Response {
  return Response.json(
    { code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE },
    { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '30' } },
  );
}

async function handle(request: Request): Promise<Response> {
  try {
    const auth = await getAuth();
    const response = await auth.handler(request);
    // better-auth answers a thrown fault (the database down, in practice) with a bare 500 after
    // logging it; the login form needs a JSON answer it can show, and the fault is passing.
    return response.status === 500 ? unavailable() : response;
  } catch (error) {
    console.error('[auth] request failed:', error);
    return unavailable();
  }
}

export const GET = handle;
export const POST = handle;
