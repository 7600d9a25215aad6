import 'server-only';
import type { Database } from '@/lib/db/client';
import { runRetention } from '@/lib/leads/retention-sweep';
import { pruneRateLimits } from '@/lib/leads/rate-limit';
import { purgeSpam } from '@/lib/leads/spam-purge';

/** How often one process runs the spam purge and checks for the hourly retention run. */
const SLOW_UPKEEP_MS = 60_000;

/**
 * The lead service's share of each delivery sweep pass: ended rate-limit windows every pass; the
 * spam purge and the retention run at most once a minute per process (the retention run itself
 * happens once an hour across all instances).
 */
export function leadUpkeep(options: {
  windowSeconds: number;
  spamMaxKept: number;
}): (db: Database) => Promise<void> {
  let lastSlow = 0;
  return async (db) => {
    const now = new Date();
    await pruneRateLimits(db, options.windowSeconds, now);
    if (now.getTime() - lastSlow < SLOW_UPKEEP_MS) return;
    lastSlow = now.getTime();
    await purgeSpam(db, now, options.spamMaxKept);
    await runRetention(db, now);
  };
}
