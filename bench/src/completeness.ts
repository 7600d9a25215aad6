import type { LeadSnapshot } from './lead-db';
import type { Submission } from './lead-load';
import type { Arrival } from './receiver';
import { percentile, round } from './stats';

/** Delivery rows each contact lead gets here: the form webhook and the email webhook. */
export const ROWS_PER_LEAD = 2;

export interface Completeness {
  /** Distinct lead ids answered with 201. */
  created: number;
  storedLeads: number;
  /** 201 ids missing from the database: must be 0. */
  lost: number;
  lostIds: string[];
  /** Stored leads with fewer delivery rows than configured destinations: must be 0. */
  leadsMissingRows: number;
  deliveryRows: number;
  /** Rows not in status succeeded when the check ran. */
  rowsNotSucceeded: number;
  /** Rows whose webhook-id never reached the receiver. */
  rowsNeverArrived: number;
  /** webhook-ids that arrived more than once (at-least-once redelivery). */
  duplicateArrivals: number;
  invalidSignatures: number;
  /** Rows that needed more than one try. */
  retriedRows: number;
  /** Stored leads the client never saw a 201 for (in flight at a crash): allowed, not lost. */
  storedWithout201: number;
  pass: boolean;
}

/** Checks every 201 against the database and every delivery row against the receiver's log. */
export function checkCompleteness(
  submissions: Submission[],
  snapshot: LeadSnapshot,
  arrivals: Arrival[],
): Completeness {
  const createdIds = new Set(
    submissions.filter((s) => s.status === 201 && s.id).map((s) => s.id as string),
  );
  const stored = new Set(snapshot.leadIds);
  const lostIds = [...createdIds].filter((id) => !stored.has(id));
  const rowsByLead = new Map<string, number>();
  for (const row of snapshot.deliveries) {
    rowsByLead.set(row.leadId, (rowsByLead.get(row.leadId) ?? 0) + 1);
  }
  const arrivalsById = new Map<string, number>();
  for (const arrival of arrivals) {
    arrivalsById.set(arrival.webhookId, (arrivalsById.get(arrival.webhookId) ?? 0) + 1);
  }
  const leadsMissingRows = snapshot.leadIds.filter(
    (id) => (rowsByLead.get(id) ?? 0) < ROWS_PER_LEAD,
  ).length;
  const rowsNotSucceeded = snapshot.deliveries.filter((row) => row.status !== 'succeeded').length;
  const rowsNeverArrived = snapshot.deliveries.filter(
    (row) => !arrivalsById.has(row.webhookId),
  ).length;
  const duplicateArrivals = [...arrivalsById.values()].filter((count) => count > 1).length;
  const result = {
    created: createdIds.size,
    storedLeads: stored.size,
    lost: lostIds.length,
    lostIds: lostIds.slice(0, 20),
    leadsMissingRows,
    deliveryRows: snapshot.deliveries.length,
    rowsNotSucceeded,
    rowsNeverArrived,
    duplicateArrivals,
    invalidSignatures: arrivals.filter((arrival) => !arrival.signatureValid).length,
    retriedRows: snapshot.deliveries.filter((row) => row.attempts > 1).length,
    storedWithout201: [...stored].filter((id) => !createdIds.has(id)).length,
  };
  return {
    ...result,
    pass:
      result.lost === 0 &&
      result.leadsMissingRows === 0 &&
      result.rowsNotSucceeded === 0 &&
      result.rowsNeverArrived === 0 &&
      result.invalidSignatures === 0,
  };
}

export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export function latencySummary(values: number[]): LatencySummary {
  return {
    count: values.length,
    p50: round(percentile(values, 50), 1),
    p99: round(percentile(values, 99), 1),
    max: round(values.length ? Math.max(...values) : Number.NaN, 1),
  };
}

/** Time from each 201 to the first arrival of that lead's form webhook. */
export function deliveryLatencies(submissions: Submission[], arrivals: Arrival[]): number[] {
  const firstArrival = new Map<string, number>();
  for (const arrival of arrivals) {
    if (!arrival.leadId) continue;
    const seen = firstArrival.get(arrival.leadId);
    if (seen === undefined || arrival.receivedAt < seen) {
      firstArrival.set(arrival.leadId, arrival.receivedAt);
    }
  }
  const latencies: number[] = [];
  for (const submission of submissions) {
    if (submission.status !== 201 || !submission.id) continue;
    const arrivedAt = firstArrival.get(submission.id);
    if (arrivedAt !== undefined) latencies.push(Math.max(0, arrivedAt - submission.endedAt));
  }
  return latencies;
}

/** Resolves once every 201 lead's form webhook has arrived (or the time is up). */
export function allFormWebhooksArrived(submissions: Submission[], arrivals: Arrival[]): boolean {
  const arrived = new Set(arrivals.map((arrival) => arrival.leadId));
  return submissions.every((s) => s.status !== 201 || !s.id || arrived.has(s.id));
}
