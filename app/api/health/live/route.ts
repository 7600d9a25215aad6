import { env } from '@/lib/config/env';
import { jsonNoStore } from '@/lib/http/json';
import { withRequestId } from '@/lib/log/request-context';

export const dynamic = 'force-dynamic';

/**
 * Liveness: 200 while the process answers requests. It touches no database or other dependency,
 * so an outage there never gets a healthy instance restarted (that is readiness's job to report).
 */
export function GET(request: Request): Promise<Response> {
  return withRequestId(request, env().TRUST_PROXY, async () => jsonNoStore({ status: 'ok' }));
}
