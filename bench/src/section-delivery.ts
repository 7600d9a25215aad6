import {
  checkCompleteness,
  deliveryLatencies,
  latencySummary,
  type Completeness,
  type LatencySummary,
} from './completeness';
import { readLeadSnapshot } from './lead-db';
import { pacedLoad, statusCounts } from './lead-load';
import { startLeadRig, type Backend } from './lead-server';
import type { BenchPostgres } from './postgres';
import { deliveryConstants } from './project-constants';
import { waitForDeliveries } from './section-leads';
import { log } from './section';
import { round } from './stats';

export interface DeliveryReport {
  backend: Backend;
  perSecond: number;
  /** The site's retry schedule when measured: first retry and its jitter (absent in older reports). */
  firstRetryMs?: number;
  retryJitterPercent?: number;
  /** 201 to the form webhook's arrival at a steady 10 submissions/s, receiver up. */
  latencyMs: LatencySummary;
  outage: {
    downSeconds: number;
    submissions: number;
    statuses: Record<string, number>;
    /** Leads whose first try met the closed receiver. */
    leadsDuringOutage: number;
    /** 201 to arrival for the leads sent while the receiver was down (one retry: the first). */
    recoveryMs: LatencySummary;
    /** Every webhook-id arrived exactly once. */
    exactlyOnce: boolean;
    completeness: Completeness;
  };
}

export interface DeliverySettings {
  perSecond: number;
  steadySeconds: number;
  /** Kept under the first retry's delay, so every lead arrives on its second try. */
  downSeconds: number;
  afterSeconds: number;
}

/**
 * Delivery time at a steady rate, then an outage: the receiver is closed for `downSeconds` while
 * submissions continue and opened again; every lead must then arrive exactly once per webhook-id.
 */
export async function runDelivery(
  backend: Backend,
  settings: DeliverySettings,
  postgres: BenchPostgres | undefined,
): Promise<DeliveryReport> {
  const rig = await startLeadRig(`delivery-${backend}`, backend, postgres);
  try {
    const steady = await pacedLoad({
      baseUrl: rig.server.url,
      perSecond: settings.perSecond,
      durationMs: settings.steadySeconds * 1000,
    });
    await waitForDeliveries(steady, rig.receiver.arrivals, 30_000);
    const latencies = deliveryLatencies(steady, rig.receiver.arrivals);

    await rig.receiver.down();
    const outage = await pacedLoad({
      baseUrl: rig.server.url,
      perSecond: settings.perSecond,
      durationMs: (settings.downSeconds + settings.afterSeconds) * 1000,
      onTick: async (elapsed) => {
        if (elapsed >= settings.downSeconds * 1000) await rig.receiver.up();
      },
    });
    await rig.receiver.up();
    const upAt = Date.now();
    const duringOutage = outage.filter(
      (s) => s.status === 201 && s.endedAt - outage[0]!.startedAt < settings.downSeconds * 1000,
    );
    await waitForDeliveries([...steady, ...outage], rig.receiver.arrivals, 60_000);
    log(
      `delivery: outage deliveries drained ${round((Date.now() - upAt) / 1000, 1)} s after the receiver came back`,
    );
    await rig.server.stop();
    const snapshot = await readLeadSnapshot(rig.database);
    const completeness = checkCompleteness([...steady, ...outage], snapshot, rig.receiver.arrivals);
    const { firstRetryMs, jitterPercent } = deliveryConstants();
    const report: DeliveryReport = {
      backend,
      perSecond: settings.perSecond,
      firstRetryMs,
      retryJitterPercent: jitterPercent,
      latencyMs: latencySummary(latencies),
      outage: {
        downSeconds: settings.downSeconds,
        submissions: outage.length,
        statuses: statusCounts(outage),
        leadsDuringOutage: duringOutage.length,
        recoveryMs: latencySummary(deliveryLatencies(duringOutage, rig.receiver.arrivals)),
        exactlyOnce:
          completeness.duplicateArrivals === 0 &&
          completeness.rowsNeverArrived === 0 &&
          completeness.rowsNotSucceeded === 0,
        completeness,
      },
    };
    log(
      `delivery ${backend}: p50 ${report.latencyMs.p50} ms p99 ${report.latencyMs.p99} ms; outage: ${report.outage.leadsDuringOutage} leads, exactly once ${report.outage.exactlyOnce}, retried rows ${completeness.retriedRows}`,
    );
    return report;
  } finally {
    await rig.close();
  }
}
