export declare const TAG_POLL_INTERVAL_MS: number;

export type RevisionRow = { tag: string; revision: number | string };
export type ReadRevisions = () => Promise<RevisionRow[]>;

/** The tags whose revision changed since the last look (`seen`, updated here). */
export declare function changedTags(
  rows: readonly RevisionRow[],
  seen: Map<string, number>,
): string[];

/** Reads the revisions every interval and hands the changed tags on. Returns stop. */
export declare function pollTagRevisions(
  read: ReadRevisions,
  onChanged: (tags: string[]) => void,
  options?: { intervalMs?: number; onError?: (error: unknown) => void },
): () => void;

/** Reads the revision rows of a PostgreSQL through one small pool of its own. */
export declare function postgresRevisions(databaseUrl: string): ReadRevisions;
