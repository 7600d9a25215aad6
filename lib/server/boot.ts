import 'server-only';
import { closeDb, databaseHandle } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import { env } from '@/lib/config/env';
import { startDeliveryWorker } from '@/lib/delivery/worker';
import { leadUpkeep } from '@/lib/leads/upkeep';
import { installPeerAddressHook } from '@/lib/http/client-address';
import { installSiteHostMark } from '@/lib/http/site-host-mark';
import { installUnavailableResponseHook } from '@/lib/http/unavailable-response';
import { startCacheSync } from '@/lib/server/cache-sync';
import { log } from '@/lib/log/logger';

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
  installSiteHostMark(env().ADMIN_URL);
  installUnavailableResponseHook();
  const handle = databaseHandle();
  await migrateDatabase(handle);
  // Lead deliveries: retried by one sweep per process, stopped before the database closes; each
  // pass also prunes rate limits, purges old spam and applies the retention policy.
  const upkeep = leadUpkeep({
    windowSeconds: env().RATE_LIMIT_WINDOW_SECONDS,
    spamMaxKept: env().SPAM_MAX_KEPT,
  });
  onShutdown(startDeliveryWorker(upkeep));
  // A shared PostgreSQL may serve several instances; PGlite belongs to this process alone.
  if (handle.kind === 'postgres') onShutdown(startCacheSync(handle.db));
  for (const step of extraStartup) await step();
  let stopping: Promise<void> | undefined;
  const stop = () => {
    if (stopping) return;
    stopping = (async () => {
      for (const hook of shutdownHooks) await hook();
      await closeDb();
      log.info(
        'server.stopped',
        `[server] stopped cleanly: background work ended, ${handle.kind} closed`,
      );
    })();
    holdExitUntil(stopping);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** How long shutdown may take before the process exits anyway. */
const SHUTDOWN_LIMIT_MS = 10_000;

/**
 * `next start` handles the same signals and calls process.exit as soon as its HTTP server has
 * closed, without waiting for other listeners; that exit is held back until this process's own
 * shutdown has finished (the embedded database must be closed, not cut off mid-write).
 */
function holdExitUntil(done: Promise<void>): void {
  const exit = process.exit.bind(process);
  const finish = (code?: number | string | null) => {
    const limit = setTimeout(() => exit(code), SHUTDOWN_LIMIT_MS);
    done
      .catch((error: unknown) =>
        log.error('server.shutdown-failed', '[server] shutdown failed', {}, error),
      )
      .finally(() => {
        clearTimeout(limit);
        exit(code);
      });
  };
  process.exit = finish as typeof process.exit;
}
