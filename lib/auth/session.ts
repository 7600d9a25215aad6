import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { session as sessionTable } from '@/lib/db/schema';
import { ADMIN_ROLE } from '@/lib/auth/admin-users';
import { SESSION_POLICY } from '@/lib/auth/policy';
import { getAuth } from '@/lib/auth/server';

/** The signed-in administrator a request acts for. */
export interface AdminActor {
  id: string;
  username: string;
  role: string;
  twoFactorEnabled: boolean;
  sessionId: string;
}

export type SessionCheck =
  | { status: 'admin'; actor: AdminActor; refreshHeaders: Headers | null }
  | { status: 'signed-out' }
  | { status: 'forbidden'; actor: AdminActor };

/**
 * Reads the session cookie from the request headers and checks it against the database (no
 * cookie cache, so a revoked session is refused at once). Sessions older than the absolute cap are
 * revoked here. `refreshHeaders` carries the cookie refresh better-auth wants to send back.
 */
export async function checkSession(headers: Headers, now = new Date()): Promise<SessionCheck> {
  const auth = await getAuth();
  const { headers: refreshHeaders, response } = await auth.api.getSession({
    headers,
    returnHeaders: true,
  });
  if (!response) return { status: 'signed-out' };
  const { session, user } = response;
  if (now.getTime() - session.createdAt.getTime() > SESSION_POLICY.absoluteSeconds * 1000) {
    await getDb().delete(sessionTable).where(eq(sessionTable.id, session.id));
    return { status: 'signed-out' };
  }
  const actor: AdminActor = {
    id: user.id,
    username: user.displayUsername || user.username || user.name,
    role: user.role ?? '',
    twoFactorEnabled: user.twoFactorEnabled === true,
    sessionId: session.id,
  };
  if (actor.role !== ADMIN_ROLE) return { status: 'forbidden', actor };
  return { status: 'admin', actor, refreshHeaders };
}
