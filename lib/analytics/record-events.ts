import 'server-only';
import { analyticsEvents } from '@/lib/db/schema';
import { getDb, type Executor } from '@/lib/db/client';
import { env } from '@/lib/config/env';
import { siteConfig } from '@/lib/config/site';
import { EventBuffer } from '@/lib/analytics/event-buffer';
import type { BeaconEvent } from '@/lib/analytics/event-names';
import type { EventSource } from '@/lib/analytics/event-input';
import { oldestKeyedDay, saltFor, utcDay, visitorKey } from '@/lib/analytics/visitor-key';
import { log } from '@/lib/log/logger';

/**
 * An event as accepted, before it is written: the visitor key is made at the write, from the
 * salt of the event's own day, so an event accepted while the database is down is keyed like
 * the others once it returns. The truncated address and the families live only in memory.
 */
export interface AcceptedEvent extends EventSource {
  id: string;
  at: Date;
  name: BeaconEvent;
  path: string;
  entry: boolean;
  form: string | null;
  network: string;
  browser: string;
  os: string;
  device: string;
}

/** One batch per insert; the events' own ids make a repeated batch add nothing. */
const BATCH_SIZE = 500;
const FLUSH_INTERVAL_MS = 1_000;

/**
 * Writes events with their visitor keys. Events from before yesterday are dropped: their day's
 * salt is gone (an outage of two days), and a new one would not match the day's other keys.
 */
export async function writeEvents(
  db: Executor,
  site: string,
  events: readonly AcceptedEvent[],
  now = new Date(),
): Promise<number> {
  const oldest = oldestKeyedDay(now);
  const kept = events.filter((event) => utcDay(event.at) >= oldest);
  if (kept.length === 0) return 0;
  const salts = new Map<string, string>();
  for (const day of new Set(kept.map((event) => utcDay(event.at)))) {
    salts.set(day, await saltFor(db, day));
  }
  await db
    .insert(analyticsEvents)
    .values(
      kept.map(({ network, ...event }) => ({
        ...event,
        visitor: visitorKey(
          salts.get(utcDay(event.at)) ?? '',
          site,
          network,
          event.browser,
          event.os,
        ),
      })),
    )
    .onConflictDoNothing();
  return kept.length;
}

/** The site's host, part of every visitor key. */
export function siteHost(): string {
  return new URL(siteConfig().url).host;
}

// One buffer per process: route bundles may each carry a copy of this module.
const BUFFER = Symbol.for('sonara.analytics-buffer');
type GlobalWithBuffer = typeof globalThis & { [BUFFER]?: EventBuffer<AcceptedEvent> };

/** This process's buffer of accepted events, written to the database once a second. */
export function analyticsBuffer(): EventBuffer<AcceptedEvent> {
  const holder = globalThis as GlobalWithBuffer;
  holder[BUFFER] ??= new EventBuffer<AcceptedEvent>({
    max: env().ANALYTICS_BUFFER_MAX,
    batchSize: BATCH_SIZE,
    intervalMs: FLUSH_INTERVAL_MS,
    write: async (batch) => {
      await writeEvents(getDb(), siteHost(), batch);
    },
    onError: (error, pending) =>
      log.warn(
        'analytics.write-failed',
        `[analytics] events not written (${pending} waiting, kept up to ANALYTICS_BUFFER_MAX); trying again every second`,
        { pending },
        error,
      ),
    onRecovered: (pending) =>
      log.info(
        'analytics.write-recovered',
        `[analytics] writing events again (${pending} waiting)`,
        {
          pending,
        },
      ),
  });
  return holder[BUFFER];
}

/** Writes what this process still holds (at shutdown); nothing when it never took an event. */
export async function flushAnalytics(): Promise<void> {
  const buffer = (globalThis as GlobalWithBuffer)[BUFFER];
  if (!buffer) return;
  await buffer.stop();
  if (buffer.pending > 0 || buffer.dropped > 0) {
    log.warn(
      'analytics.lost-at-shutdown',
      `[analytics] stopped with ${buffer.pending} events unwritten and ${buffer.dropped} dropped while full`,
      { pending: buffer.pending, dropped: buffer.dropped },
    );
  }
}
