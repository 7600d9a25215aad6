import { getAuth } from '@/lib/auth/server';

// Sign-in, sign-out, session and two-factor endpoints of better-auth (sign-up is disabled).
export const dynamic = 'force-dynamic';

async function handle(request: Request): Promise<Response> {
  try {
    const auth = await getAuth();
    return await auth.handler(request);
  } catch (error) {
    console.error('[auth] request failed:', error);
    return Response.json(
      { message: 'Sign-in is unavailable right now. Please try again shortly.' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}

export const GET = handle;
export const POST = handle;
