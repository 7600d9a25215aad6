/**
 * Whether this server may serve yet, and whether its database answers, as one process-wide state
 * that the app (which starts the server) and the proxy (bundled apart from it, so reached through
 * one global) share. No `server-only` import: the proxy reads it.
 */

type Probe = () => Promise<boolean>;

interface Availability {
  phase: 'starting' | 'ready';
  probe?: Probe;
  reachable: boolean;
  checkedAt: number;
  pending?: Promise<boolean>;
}

/** How long one answer of the database probe stands, so busy pages cost one query a second. */
export const PROBE_INTERVAL_MS = 1_000;

const STATE = Symbol.for('sonara.availability');
type GlobalWithState = typeof globalThis & { [STATE]?: Availability };

function state(): Availability | undefined {
  return (globalThis as GlobalWithState)[STATE];
}

/** The server process is starting: requests get 503 until `markReady` (called at once at start). */
export function markStarting(probe?: Probe): void {
  (globalThis as GlobalWithState)[STATE] = {
    phase: 'starting',
    probe,
    reachable: true,
    checkedAt: 0,
  };
}

/** Start-up finished (database migrated, background work started): requests are served. */
export function markReady(): void {
  const current = state();
  if (current) current.phase = 'ready';
}

/**
 * True while a server process is starting. A process that never called `markStarting` (a test,
 * the build) is not a starting server.
 */
export function isStarting(): boolean {
  return state()?.phase === 'starting';
}

/**
 * Whether the database answers, from the registered probe, asked at most once per
 * PROBE_INTERVAL_MS (callers in between share its answer). True when no probe is registered.
 */
export async function databaseReachable(now: number = Date.now()): Promise<boolean> {
  const current = state();
  if (!current?.probe) return true;
  if (current.pending) return current.pending;
  if (now - current.checkedAt < PROBE_INTERVAL_MS) return current.reachable;
  const probe = current.probe;
  current.pending = probe()
    .catch(() => false)
    .then((reachable) => {
      current.reachable = reachable;
      current.checkedAt = Date.now();
      current.pending = undefined;
      return reachable;
    });
  return current.pending;
}
