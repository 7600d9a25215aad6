import 'server-only';
import type { Database } from '@/lib/db/client';
import { runDueDeliveries, type DispatchOptions } from '@/lib/delivery/dispatcher';
import { log } from '@/lib/log/logger';

interface DeliverySweep {
  /** Stops the timer and any send in flight (it is resent after the claim lock expires). */
  stop: () => Promise<void>;
  /** Runs one pass now (tests; the timer keeps its own pace). */
  runOnce: () => Promise<void>;
}

interface SweepOptions extends DispatchOptions {
  intervalMs: number;
  /** Extra upkeep per pass (e.g. pruning expired rate-limit windows). */
  upkeep?: (db: Database) => Promise<unknown>;
}

/**
 * The periodic retry of due deliveries. Runs one pass at a time (no overlap); a database that is
 * down is logged and tried again at the next tick.
 */
export function startDeliverySweep(
  db: Database,
  { intervalMs, upkeep, ...options }: SweepOptions,
): DeliverySweep {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const pass = async () => {
    try {
      await runDueDeliveries(db, { ...options, signal: controller.signal });
      if (upkeep) await upkeep(db);
    } catch (error) {
      log.error('delivery.sweep-failed', '[delivery] sweep failed', {}, error);
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  running = pass().finally(schedule);

  return {
    runOnce: async () => {
      await running;
      running = pass();
      await running;
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
      await running;
    },
  };
}
