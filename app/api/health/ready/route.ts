import { env } from '@/lib/config/env';
import { getDb } from '@/lib/db/client';
import { withRequestId } from '@/lib/log/request-context';
import { currentReadiness, readinessResponse } from '@/lib/server/readiness';

export const dynamic = 'force-dynamic';

/**
 * Readiness: 200 once the server has started and its database answers with every migration, else
 * 503 with the reason.
 */
export function GET(request: Request): Promise<Response> {
  return withRequestId(request, env().TRUST_PROXY, async () =>
    readinessResponse(await currentReadiness(getDb())),
  );
}
