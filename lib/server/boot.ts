import 'server-only';
import { closeDb, databaseHandle } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import { startDeliveryWorker } from '@/lib/delivery/worker';
import { installPeerAddressHook } from '@/lib/leads/client-address';
import { CACHE_TAGS } from '@/lib/server/cache-tags';
import { expireTagsInProcess } from '@/lib/server/expire-tag';

type Hook = () => Promise<void> | void;
const shutdownHooks: Hook[] = [];

/** Registers work to run when the process is asked to stop, before the database closes. */
export function onShutdown(hook: Hook): void {
  shutdownHooks.push(hook);
}

/**
 * Pages prerendered by `next build` hold no database data (the build opens no database), so their
 * data-bearing cache entries are expired once at start: the first request renders them fresh.
 */
async function expireBuildTimeData(): Promise<void> {
  await expireTagsInProcess(Object.values(CACHE_TAGS));
}

/** Start-up of a server process: migrate and seed, expire build-time data, close cleanly on signals. */
export async function bootServer(extraStartup: Hook[] = []): Promise<void> {
  installPeerAddressHook();
  await migrateDatabase(databaseHandle());
  await expireBuildTimeData();
  // Lead deliveries: retried by one sweep per process, stopped before the database closes.
  onShutdown(startDeliveryWorker());
  for (const step of extraStartup) await step();
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    for (const hook of shutdownHooks) await hook();
    await closeDb();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
