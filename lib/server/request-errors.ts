import 'server-only';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '@/lib/admin/db-unavailable';
import { answerUnavailable } from '@/lib/http/unavailable-response';

/**
 * Next.js's hook for an error a page or route could not handle (instrumentation.ts). When the
 * database did not answer, the error boundary the visitor sees goes out as 503 with Retry-After,
 * so browsers, crawlers and load balancers know to come back, instead of 500 (a broken page).
 */
export function answerRequestError(error: unknown, headers: object): void {
  if (isDatabaseUnavailable(error)) answerUnavailable(headers, DATABASE_RETRY_AFTER_SECONDS);
}
