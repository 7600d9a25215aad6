import 'server-only';
import { env } from '@/lib/config/env';
import { getDb } from '@/lib/db/client';
import { startDeliverySweep } from '@/lib/delivery/sweep';
import type { Database } from '@/lib/db/client';
import type { DeliverySenders } from '@/lib/delivery/attempt';

const startedKey = Symbol.for('sonara.deliveryWorker');
type GlobalWithWorker = typeof globalThis & { [startedKey]?: () => Promise<void> };

/**
 * Starts this process's delivery sweep (every DELIVERY_SWEEP_MS): retries due deliveries and runs
 * the caller's upkeep (the lead service prunes its ended rate-limit windows; delivery knows
 * nothing of leads), with the senders of the kinds delivery cannot send itself (bookings' calendar
 * writes and reminders). Once per process; returns the stop function for shutdown.
 */
export function startDeliveryWorker(
  upkeep?: (db: Database) => Promise<unknown>,
  senders?: DeliverySenders,
): () => Promise<void> {
  const holder = globalThis as GlobalWithWorker;
  if (holder[startedKey]) return holder[startedKey];
  const e = env();
  const sweep = startDeliverySweep(getDb(), {
    intervalMs: e.DELIVERY_SWEEP_MS,
    upkeep,
    senders,
  });
  holder[startedKey] = sweep.stop;
  return sweep.stop;
}
