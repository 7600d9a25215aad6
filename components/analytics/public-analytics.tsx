import 'server-only';
import { isDatabaseUnavailable } from '@/lib/admin/db-unavailable';
import { analyticsEnabled } from '@/lib/analytics/analytics-setting';
import { AnalyticsBeacon } from '@/components/analytics/analytics-beacon';

/**
 * The beacon when analytics is on. Counting fails closed: while the setting cannot be read the
 * page renders without it.
 */
export async function PublicAnalytics() {
  let enabled: boolean;
  try {
    enabled = await analyticsEnabled();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    enabled = false;
  }
  return enabled ? <AnalyticsBeacon /> : null;
}
