import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';

export const dynamic = 'force-dynamic';

/** Liveness and database reachability, for load balancers and the test harness. */
export async function GET() {
  try {
    await getDb().execute(sql`select 1`);
    return Response.json({ status: 'ok' });
  } catch {
    return Response.json({ status: 'database-unavailable' }, { status: 503 });
  }
}
