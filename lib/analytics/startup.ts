import 'server-only';
import { env } from '@/lib/config/env';
import { getDb } from '@/lib/db/client';
import { flushAnalytics } from '@/lib/analytics/record-events';
import { runAnalyticsUpkeep } from '@/lib/analytics/rollup';
import { log } from '@/lib/log/logger';
import { onShutdown } from '@/lib/server/boot';

/** How often one process looks whether this hour's analytics upkeep is still to run. */
const UPKEEP_CHECK_MS = 60_000;

let started = false;

/**
 * Starts this process's analytics upkeep (the hourly rollup, raw retention and salt deletion,
 * run by whichever instance claims the hour) and, at shutdown, writes the events it still holds
 * before the database closes. Called once the database answers; a second call does nothing.
 */
export function startAnalytics(): void {
  if (started) return;
  started = true;
  let failing = false;
  const upkeep = async () => {
    try {
      await runAnalyticsUpkeep(getDb(), new Date(), env().ANALYTICS_RAW_DAYS);
      failing = false;
    } catch (error) {
      if (!failing) {
        log.warn('analytics.upkeep-failed', '[analytics] upkeep failed; trying again', {}, error);
      }
      failing = true;
    }
  };
  const timer = setInterval(() => void upkeep(), UPKEEP_CHECK_MS);
  timer.unref();
  void upkeep();
  onShutdown(async () => {
    clearInterval(timer);
    await flushAnalytics();
  });
}
