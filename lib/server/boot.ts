import 'server-only';
import { closeDb, databaseHandle } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import { startDeliveryWorker } from '@/lib/delivery/worker';
import { installPeerAddressHook } from '@/lib/leads/client-address';
import { startCacheSync } from '@/lib/server/cache-sync';

type Hook = () => Promise<void> | void;
const shutdownHooks: Hook[] = [];

/** Registers work to run when the process is asked to stop, before the database closes. */
export function onShutdown(hook: Hook): void {
  shutdownHooks.push(hook);
}

/**
 * Start-up of a server process: migrate and seed, start the background work, close cleanly on
 * signals. Pages prerendered by `next build` (which opens no database) are never served: the cache
 * handler (lib/cache/cache-handler.mjs) starts empty, so each page's first request renders it.
 */
export async function bootServer(extraStartup: Hook[] = []): Promise<void> {
  installPeerAddressHook();
  const handle = databaseHandle();
  await migrateDatabase(handle);
  // Lead deliveries: retried by one sweep per process, stopped before the database closes.
  onShutdown(startDeliveryWorker());
  // A shared PostgreSQL may serve several instances; PGlite belongs to this process alone.
  if (handle.kind === 'postgres') onShutdown(startCacheSync(handle.db));
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
