import { checkCompleteness, type Completeness } from './completeness';
import { readLeadSnapshot } from './lead-db';
import { closedLoad, statusCounts, submitContact, type Submission } from './lead-load';
import { LEAD_SERVER_ENV, startLeadRig, type Backend } from './lead-server';
import type { BenchPostgres } from './postgres';
import { waitForDeliveries } from './section-leads';
import { log } from './section';
import { round, sleep, waitUntil } from './stats';
import { epochMs } from './receiver';

export interface KillFault {
  backend: Backend;
  /** Submissions before the kill, by status (0 = connection failed: outcome unknown). */
  statuses: Record<string, number>;
  /** Unknown outcomes retried after the restart with their own Idempotency-Key. */
  retried: number;
  retryStatuses: Record<string, number>;
  /** Of the retries, how many the server recognised as already stored. */
  retriesReplayed: number;
  restartSeconds: number;
  /** Seconds from the restart to the last arrival (rows the dead process held wait for their claim to expire). */
  redeliverySeconds: number;
  /** The servers' claim lock (DELIVERY_CLAIM_LOCK_MS); absent in older reports. */
  claimLockMs?: number;
  completeness: Completeness;
  /** Leads stored twice for one key: must be 0. */
  duplicateLeads: number;
  pass: boolean;
}

export interface StopFault {
  backend: Backend;
  downSeconds: number;
  /** Statuses of submissions answered before the stop, while stopped, and after the start. */
  before: Record<string, number>;
  during: Record<string, number>;
  after: Record<string, number>;
  /** 201s answered while PostgreSQL was down: must be 0 unless the lead is stored. */
  createdWhileDown: number;
  /** 5xx answers other than 503 (a 500 would be a bug). */
  other5xx: number;
  completeness: Completeness;
  pass: boolean;
}

const killSettings = { concurrency: 8, killAfterMs: 2_500 };
/** How long a claim on a delivery holds in the bench's servers. */
const CLAIM_LOCK_MS = Number(LEAD_SERVER_ENV.DELIVERY_CLAIM_LOCK_MS);

/**
 * SIGKILL the server during a burst of submissions, start it again on the same database, retry the
 * unknown outcomes with their keys (as the site's form does), then check every 201 is stored once
 * and delivered (claims held by the dead process expire after DELIVERY_CLAIM_LOCK_MS and are resent).
 */
export async function runKillFault(
  backend: Backend,
  postgres: BenchPostgres | undefined,
): Promise<KillFault> {
  const rig = await startLeadRig(`fault-kill-${backend}`, backend, postgres);
  try {
    let killed = false;
    let killedAt = 0;
    const killer = (async () => {
      await sleep(killSettings.killAfterMs);
      killed = true;
      killedAt = Date.now();
      await rig.server.kill();
      log(`fault kill ${backend}: server ${rig.server.pid} killed with SIGKILL`);
    })();
    const burst = await closedLoad({
      baseUrl: rig.server.url,
      concurrency: killSettings.concurrency,
      durationMs: 60_000,
      stop: () => killed,
    });
    await killer;
    const restartAt = Date.now();
    const restartEpoch = epochMs();
    await rig.restart();
    const restartSeconds = round((Date.now() - restartAt) / 1000, 1);
    const unknown = burst.filter((s) => s.status === 0);
    const retries: Submission[] = [];
    for (const submission of unknown)
      retries.push(await submitContact(rig.server.url, submission.key));
    const all = [...burst, ...retries];
    await waitForDeliveries(all, rig.receiver.arrivals, 150_000);
    // Rows the dead process had claimed stay locked until the claim expires; only then are they
    // resent (same webhook-id) and recorded, so the check waits for that and a quiet receiver.
    const arrivals = rig.receiver.arrivals;
    await waitUntil(
      () =>
        Date.now() >= killedAt + CLAIM_LOCK_MS + 3 * Number(LEAD_SERVER_ENV.DELIVERY_SWEEP_MS) &&
        epochMs() - (arrivals.at(-1)?.receivedAt ?? 0) > 2_000,
      150_000,
    );
    const lastArrival = Math.max(...arrivals.map((arrival) => arrival.receivedAt));
    const redeliverySeconds = round((lastArrival - restartEpoch) / 1000, 1);
    await rig.server.stop();
    const snapshot = await readLeadSnapshot(rig.database);
    const completeness = checkCompleteness(all, snapshot, rig.receiver.arrivals);
    const keysAnswered = new Set(all.filter((s) => s.status === 201).map((s) => s.key)).size;
    const duplicateLeads = Math.max(0, snapshot.leadIds.length - keysAnswered);
    const result: KillFault = {
      backend,
      statuses: statusCounts(burst),
      retried: unknown.length,
      retryStatuses: statusCounts(retries),
      retriesReplayed: retries.filter((s) => s.replayed).length,
      restartSeconds,
      redeliverySeconds,
      claimLockMs: CLAIM_LOCK_MS,
      completeness,
      duplicateLeads,
      pass: completeness.pass && duplicateLeads === 0 && retries.every((s) => s.status === 201),
    };
    log(
      `fault kill ${backend}: ${completeness.created} created, lost ${completeness.lost}, retried ${unknown.length}, duplicates ${duplicateLeads}, pass ${result.pass}`,
    );
    return result;
  } finally {
    await rig.close();
  }
}

/**
 * Stops PostgreSQL (`pg_ctl stop -m fast`) during a burst and starts it again: while it is down
 * clients must get 503, and every 201 must be in the database afterwards.
 */
export async function runPostgresStopFault(
  postgres: BenchPostgres | undefined,
): Promise<StopFault> {
  const rig = await startLeadRig('fault-pgstop', 'postgres', postgres);
  if (!postgres) throw new Error('unreachable: the rig needs PostgreSQL');
  try {
    const downSeconds = 3;
    let stopBegan = 0;
    let stopDone = 0;
    let startBegan = 0;
    let startDone = 0;
    const operator = (async () => {
      await sleep(2_000);
      stopBegan = epochMs();
      await postgres.stop();
      stopDone = epochMs();
      log('fault pg-stop: PostgreSQL stopped');
      await sleep(downSeconds * 1000);
      startBegan = epochMs();
      await postgres.start();
      startDone = epochMs();
      log('fault pg-stop: PostgreSQL started');
    })();
    const burst = await closedLoad({ baseUrl: rig.server.url, concurrency: 8, durationMs: 9_000 });
    await operator;
    await waitUntil(async () => {
      const health = await fetch(`${rig.server.url}/api/health`).catch(() => undefined);
      await health?.arrayBuffer();
      return health?.status === 200;
    }, 30_000);
    await waitForDeliveries(burst, rig.receiver.arrivals, 90_000);
    const snapshot = await readLeadSnapshot(rig.database);
    const completeness = checkCompleteness(burst, snapshot, rig.receiver.arrivals);
    const before = burst.filter((s) => s.endedAt < stopBegan);
    const during = burst.filter((s) => s.startedAt >= stopDone && s.endedAt <= startBegan);
    const after = burst.filter((s) => s.startedAt >= startDone);
    const createdWhileDown = during.filter((s) => s.status === 201).length;
    const other5xx = burst.filter((s) => s.status >= 500 && s.status !== 503).length;
    const result: StopFault = {
      backend: 'postgres',
      downSeconds,
      before: statusCounts(before),
      during: statusCounts(during),
      after: statusCounts(after),
      createdWhileDown,
      other5xx,
      completeness,
      pass:
        completeness.lost === 0 &&
        createdWhileDown === 0 &&
        other5xx === 0 &&
        during.some((s) => s.status === 503) &&
        after.some((s) => s.status === 201),
    };
    log(
      `fault pg-stop: during ${JSON.stringify(result.during)}, lost ${completeness.lost}, pass ${result.pass}`,
    );
    return result;
  } finally {
    await rig.close();
  }
}
