// Tag changes made through other server instances on a shared PostgreSQL: every change writes a
// revision row per tag (lib/server/expire-tag.ts), and each instance's cache handler reads them
// four times a second, so a page it cached expires within a quarter of a second of a change made
// elsewhere. A front cache that keeps a page 1 to 2 s (nginx counts whole seconds) then shows the
// change within about 2 s. The read is one small indexed table: cheap at that rate.

import pg from 'pg';

/** How often an instance looks for changes made through the others. */
export const TAG_POLL_INTERVAL_MS = 250;

const SELECT_REVISIONS = 'select tag, revision from cache_tag_revisions';

/**
 * @typedef {{ tag: string; revision: number | string }} RevisionRow
 * @typedef {() => Promise<RevisionRow[]>} ReadRevisions
 */

/**
 * The tags whose revision changed since the last look (`seen`, updated here). A tag first seen
 * counts as changed: a page may have been cached just before its change.
 * @param {readonly RevisionRow[]} rows
 * @param {Map<string, number>} seen
 */
export function changedTags(rows, seen) {
  const changed = [];
  for (const row of rows) {
    const revision = Number(row.revision);
    if (seen.get(row.tag) !== revision) changed.push(row.tag);
    seen.set(row.tag, revision);
  }
  return changed;
}

/**
 * Reads the revisions every `intervalMs` and hands the changed tags to `onChanged`; a failed read
 * (the database down) is reported once per outage and tried again on the next tick. Returns stop.
 * @param {ReadRevisions} read
 * @param {(tags: string[]) => void} onChanged
 * @param {{ intervalMs?: number; onError?: (error: unknown) => void }} [options]
 */
export function pollTagRevisions(read, onChanged, options = {}) {
  const seen = new Map();
  let failing = false;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const changed = changedTags(await read(), seen);
      failing = false;
      if (changed.length > 0) onChanged(changed);
    } catch (error) {
      if (!failing) options.onError?.(error);
      failing = true;
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, options.intervalMs ?? TAG_POLL_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Reads the revision rows of the PostgreSQL at `databaseUrl` through one small pool of its own
 * (the handler runs outside the app's bundle, so it cannot share the app's), which never keeps
 * the process alive.
 * @param {string} databaseUrl
 * @returns {ReadRevisions}
 */
export function postgresRevisions(databaseUrl) {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 1,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 10_000,
    allowExitOnIdle: true,
  });
  pool.on('error', () => {}); // an idle connection lost: the next read reports it
  return async () => (await pool.query(SELECT_REVISIONS)).rows;
}
