import 'server-only';
import { env } from '@/lib/config/env';
import { getDb } from '@/lib/db/client';
import { startDeliverySweep } from '@/lib/delivery/sweep';
import { pruneRateLimits } from '@/lib/leads/rate-limit';

const startedKey = Symbol.for('sonara.deliveryWorker');
type GlobalWithWorker = typeof globalThis & { [startedKey]?: () => Promise<void> };

/**
 * Starts this process's delivery sweep (every DELIVERY_SWEEP_MS): retries due deliveries and
 * prunes ended rate-limit windows. Once per process; returns the stop function for shutdown.
 */
export function startDeliveryWorker(): () => Promise<void> {
  const holder = globalThis as GlobalWithWorker;
  if (holder[startedKey]) return holder[startedKey];
  const e = env();
  const sweep = startDeliverySweep(getDb(), {
    intervalMs: e.DELIVERY_SWEEP_MS,
    upkeep: (db) => pruneRateLimits(db, e.RATE_LIMIT_WINDOW_SECONDS, new Date()),
  });
  holder[startedKey] = sweep.stop;
  return sweep.stop;
}
