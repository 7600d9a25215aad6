import 'server-only';
import { isDatabaseUnavailable } from '@/lib/admin/db-unavailable';
import { closeDb, databaseHandle } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import { env } from '@/lib/config/env';
import { startDeliveryWorker } from '@/lib/delivery/worker';
import { leadUpkeep } from '@/lib/leads/upkeep';
import { bookingDeliverySenders } from '@/lib/scheduling/booking-senders';
import { markReady } from '@/lib/server/availability';
import { log } from '@/lib/log/logger';

type Hook = () => Promise<void> | void;
const shutdownHooks: Hook[] = [];
let stopRequested = false;

/** Registers work to run when the process is asked to stop, before the database closes. */
export function onShutdown(hook: Hook): void {
  shutdownHooks.push(hook);
}

/** How long to wait before trying the database again while it does not answer at start. */
export const BOOT_RETRY_MS = 2_000;

/**
 * Start-up of a server process: close cleanly on signals, then migrate and seed and start the
 * background work. Not awaited by instrumentation: a server started while its database is down
 * answers (503, liveness 200) and finishes starting by itself once the database answers; any
 * other start-up failure stops the process with a non-zero code, for its supervisor to see.
 * Pages prerendered by `next build` (which opens no database) are never served: the cache
 * handler (lib/cache/cache-handler.mjs) starts empty, so each page's first request renders it.
 */
export async function startServer(extraStartup: Hook[] = []): Promise<void> {
  handleStopSignals();
  try {
    await untilDatabaseAnswers(() => bootServer(extraStartup));
    if (!stopRequested) markReady();
  } catch (error) {
    log.error('server.start-failed', '[server] start-up failed; stopping', {}, error);
    process.exit(1);
  }
}

/** Runs `step` again every BOOT_RETRY_MS while it fails because the database does not answer. */
export async function untilDatabaseAnswers(
  step: () => Promise<void>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || stopRequested) throw error;
      if (attempt === 1) {
        log.warn(
          'server.database-unavailable',
          `[server] the database does not answer; answering 503 and trying again every ${BOOT_RETRY_MS / 1000} s`,
          {},
          error,
        );
      }
      await wait(BOOT_RETRY_MS);
    }
  }
}

/** Migrates and seeds the database, then starts the background work (one attempt). */
async function bootServer(extraStartup: Hook[]): Promise<void> {
  const handle = databaseHandle();
  await migrateDatabase(handle);
  for (const step of extraStartup) await step();
  if (stopRequested) return;
  // Lead deliveries: retried by one sweep per process, stopped before the database closes; each
  // pass also prunes rate limits, purges old spam and applies the retention policy. Bookings'
  // calendar writes and reminders are sent by the scheduling service's senders.
  const upkeep = leadUpkeep({
    windowSeconds: env().RATE_LIMIT_WINDOW_SECONDS,
    spamMaxKept: env().SPAM_MAX_KEPT,
  });
  onShutdown(startDeliveryWorker(upkeep, bookingDeliverySenders));
}

function handleStopSignals(): void {
  let stopping: Promise<void> | undefined;
  const stop = () => {
    if (stopping) return;
    stopRequested = true;
    stopping = (async () => {
      for (const hook of shutdownHooks) await hook();
      const kind = databaseHandle().kind;
      await closeDb();
      log.info('server.stopped', `[server] stopped cleanly: background work ended, ${kind} closed`);
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
