import {
  allFormWebhooksArrived,
  checkCompleteness,
  deliveryLatencies,
  latencySummary,
  ROWS_PER_LEAD,
  type Completeness,
  type LatencySummary,
} from './completeness';
import { readLeadSnapshot } from './lead-db';
import { closedLoad, statusCounts, type Submission } from './lead-load';
import { startLeadRig, type Backend } from './lead-server';
import type { BenchPostgres } from './postgres';
import type { Arrival } from './receiver';
import { log } from './section';
import { round, waitUntil } from './stats';

export interface LeadThroughput {
  backend: Backend;
  concurrency: number;
  durationSeconds: number;
  submissions: number;
  statuses: Record<string, number>;
  /** 201s per second of the measured window. */
  storedPerSecond: number;
  latencyMs: LatencySummary;
  /** 201 to the form webhook's arrival, while the load ran. */
  deliveryUnderLoadMs: LatencySummary;
  /** Seconds after the load until every delivery had arrived. */
  drainSeconds: number;
  completeness: Completeness;
}

export interface LeadSettings {
  concurrency: number;
  durationSeconds: number;
}

/** Waits until every 201 lead's deliveries (form and email webhook) reached the receiver. */
export async function waitForDeliveries(
  submissions: Submission[],
  arrivals: Arrival[],
  timeoutMs: number,
): Promise<boolean> {
  const created = new Set(submissions.filter((s) => s.status === 201).map((s) => s.id)).size;
  return waitUntil(
    () =>
      allFormWebhooksArrived(submissions, arrivals) &&
      new Set(arrivals.map((a) => a.webhookId)).size >= created * ROWS_PER_LEAD,
    timeoutMs,
    250,
  );
}

/**
 * Concurrent valid contact submissions for a fixed time, then the completeness check: every 201
 * id in the database, every stored lead with its delivery rows, every row delivered.
 */
export async function runLeadThroughput(
  backend: Backend,
  settings: LeadSettings,
  postgres: BenchPostgres | undefined,
): Promise<LeadThroughput> {
  const rig = await startLeadRig(`leads-${backend}`, backend, postgres);
  try {
    // A short warm-up (compiles the route, fills the pool); its leads are checked too.
    const warmup = await closedLoad({ baseUrl: rig.server.url, concurrency: 2, durationMs: 1_500 });
    const started = Date.now();
    const measured = await closedLoad({
      baseUrl: rig.server.url,
      concurrency: settings.concurrency,
      durationMs: settings.durationSeconds * 1000,
    });
    const elapsed = (Date.now() - started) / 1000;
    const all = [...warmup, ...measured];
    const drainStart = Date.now();
    await waitForDeliveries(all, rig.receiver.arrivals, 90_000);
    const drainSeconds = round((Date.now() - drainStart) / 1000, 1);
    await rig.server.stop();
    const snapshot = await readLeadSnapshot(rig.database);
    const created = measured.filter((s) => s.status === 201);
    const result: LeadThroughput = {
      backend,
      concurrency: settings.concurrency,
      durationSeconds: round(elapsed, 1),
      submissions: measured.length,
      statuses: statusCounts(measured),
      storedPerSecond: round(created.length / elapsed, 1),
      latencyMs: latencySummary(created.map((s) => s.endedAt - s.startedAt)),
      deliveryUnderLoadMs: latencySummary(deliveryLatencies(measured, rig.receiver.arrivals)),
      drainSeconds,
      completeness: checkCompleteness(all, snapshot, rig.receiver.arrivals),
    };
    log(
      `leads ${backend}: ${result.storedPerSecond} stored/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, lost ${result.completeness.lost}, pass ${result.completeness.pass}`,
    );
    return result;
  } finally {
    await rig.close();
  }
}
