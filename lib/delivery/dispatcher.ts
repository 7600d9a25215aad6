import 'server-only';
import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import type { Database } from '@/lib/db/client';
import { deliveries } from '@/lib/db/schema';
import {
  attemptDelivery,
  type AttemptOptions,
  type AttemptOutcome,
  type DeliveryRow,
} from '@/lib/delivery/attempt';
import { disableGoneEndpoint } from '@/lib/delivery/endpoint-hold';
import { HELD_UNTIL } from '@/lib/settings/held-deliveries';
import { nextRetryDelayMs } from '@/lib/delivery/retry-schedule';
import { log } from '@/lib/log/logger';

const BATCH_SIZE = 20;

/** One line per try: which delivery of which lead, and the receiver's answer; never its address. */
function logAttempt(row: DeliveryRow, outcome: AttemptOutcome): void {
  const fields = { deliveryId: row.id, kind: row.kind, leadId: row.leadId, status: outcome.status };
  if (outcome.ok) log.info('delivery.sent', `[delivery] ${row.kind} ${row.id} sent`, fields);
  else
    log.warn('delivery.failed', `[delivery] ${row.kind} ${row.id} failed`, {
      ...fields,
      error: outcome.error,
      permanent: outcome.permanent ?? false,
      held: outcome.held ?? false,
    });
}

export interface DispatchOptions extends AttemptOptions {
  /** The scheduling clock (injectable so tests can jump hours ahead). */
  now?: () => Date;
  random?: () => number;
  /** How long a claim holds a row (DELIVERY_CLAIM_LOCK_MS unless given). */
  lockMs?: number;
  batchSize?: number;
}

type ResolvedOptions = DispatchOptions & { now: () => Date; lockMs: number };

function withDefaults(options: DispatchOptions): ResolvedOptions {
  const e = env();
  return {
    smtpUrl: e.SMTP_URL,
    allowPrivate: e.ALLOW_PRIVATE_WEBHOOKS,
    ...options,
    now: options.now ?? (() => new Date()),
    lockMs: options.lockMs ?? e.DELIVERY_CLAIM_LOCK_MS,
  };
}

/**
 * Locks due deliveries for this worker with FOR UPDATE SKIP LOCKED, so several server instances
 * (or an `after()` dispatch and the sweep) never send the same row at the same time.
 */
async function claimDueDeliveries(
  db: Database,
  {
    now,
    limit = BATCH_SIZE,
    lockMs,
    ids,
  }: { now: Date; limit?: number; lockMs: number; ids?: string[] },
): Promise<DeliveryRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(
        and(
          inArray(deliveries.status, ['pending', 'failed']),
          lte(deliveries.nextAttemptAt, now),
          or(isNull(deliveries.lockedUntil), lt(deliveries.lockedUntil, now)),
          ids ? inArray(deliveries.id, ids) : undefined,
        ),
      )
      .orderBy(asc(deliveries.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(deliveries)
      .set({ lockedUntil: new Date(now.getTime() + lockMs), updatedAt: now })
      .where(
        inArray(
          deliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** Only the holder of the claim records; a worker whose lock expired meanwhile writes nothing. */
function stillClaimed(row: DeliveryRow) {
  return row.lockedUntil
    ? eq(deliveries.lockedUntil, row.lockedUntil)
    : isNull(deliveries.lockedUntil);
}

/** Writes the outcome of one try: succeeded, failed with its next time, or dead. */
async function recordOutcome(
  db: Database,
  row: DeliveryRow,
  outcome: AttemptOutcome,
  options: ResolvedOptions,
) {
  const now = options.now();
  if (outcome.held) {
    await db
      .update(deliveries)
      .set({
        // Held rows wait as failed (never tried rows included): the admin's save releases them.
        status: 'failed',
        lockedUntil: null,
        lastError: outcome.error ?? null,
        nextAttemptAt: HELD_UNTIL,
        updatedAt: now,
      })
      .where(and(eq(deliveries.id, row.id), stillClaimed(row)));
    return;
  }
  const attempts = row.attempts + 1;
  const common = {
    attempts,
    lockedUntil: null,
    lastStatusCode: outcome.status ?? null,
    lastError: outcome.error?.slice(0, 1000) ?? null,
    lastAttemptAt: now,
    updatedAt: now,
  };
  const delay = outcome.permanent
    ? null
    : nextRetryDelayMs(attempts, { random: options.random, retryAfterMs: outcome.retryAfterMs });
  const update = outcome.ok
    ? { ...common, status: 'succeeded' as const, deliveredAt: now }
    : delay === null
      ? { ...common, status: 'dead' as const }
      : { ...common, status: 'failed' as const, nextAttemptAt: new Date(now.getTime() + delay) };
  await db
    .update(deliveries)
    .set(update)
    .where(and(eq(deliveries.id, row.id), stillClaimed(row)));
  // 410 Gone: the receiver says the hook no longer exists, so the endpoint is switched off.
  if (outcome.status === 410) await disableGoneEndpoint(db, row, now);
}

async function processClaimed(db: Database, rows: DeliveryRow[], options: ResolvedOptions) {
  await Promise.all(
    rows.map(async (row) => {
      const outcome = await attemptDelivery(db, row, options);
      // A stopped dispatcher records nothing: the lock expires and a later sweep resends the same
      // webhook-id, exactly as after a crash.
      if (options.signal?.aborted) return;
      logAttempt(row, outcome);
      await recordOutcome(db, row, outcome, options);
    }),
  );
}

/** Claims and sends the given deliveries now (right after a submission's response). */
export async function deliverNow(
  db: Database,
  ids: string[],
  options: DispatchOptions = {},
): Promise<void> {
  if (ids.length === 0) return;
  const resolved = withDefaults(options);
  const rows = await claimDueDeliveries(db, {
    now: resolved.now(),
    ids,
    limit: ids.length,
    lockMs: resolved.lockMs,
  });
  await processClaimed(db, rows, resolved);
}

/** Sends every due delivery, batch by batch; returns how many were tried. */
export async function runDueDeliveries(
  db: Database,
  options: DispatchOptions = {},
): Promise<number> {
  const resolved = withDefaults(options);
  let total = 0;
  for (;;) {
    if (resolved.signal?.aborted) return total;
    const rows = await claimDueDeliveries(db, {
      now: resolved.now(),
      limit: resolved.batchSize ?? BATCH_SIZE,
      lockMs: resolved.lockMs,
    });
    if (rows.length === 0) return total;
    await processClaimed(db, rows, resolved);
    total += rows.length;
  }
}
