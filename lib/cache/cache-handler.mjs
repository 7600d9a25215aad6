// The site's Next.js cache handler for cached pages and unstable_cache data, named by
// next.config.ts's `cacheHandler`. Next.js loads this file itself (outside the app's bundle) and
// builds one instance per request, so the store lives at module level. `next start` may load the
// module more than once (a bundled copy beside this file), each copy with its own store; tags
// expire in every copy alike (revalidateTag below, the revision poll, in-process-expiry.mjs).
//
// Why not Next's default handler: it decides whether a tag change expired an entry by comparing
// wall-clock times with monotonic ones, so on a host whose wall clock runs ahead a changed page is
// served stale for that difference; and it keeps a render that read its data before a change but
// stored its page after. The store (page-store.mjs) orders events by a counter instead.
//
// Tags expire through Next's `revalidateTag`, which calls `revalidateTag` below; tags changed
// through other instances arrive from the shared PostgreSQL's revision rows (tag-revisions.mjs).

import { registerInProcessExpiry } from './in-process-expiry.mjs';
import { createPageStore } from './page-store.mjs';
import { pollTagRevisions, postgresRevisions } from './tag-revisions.mjs';

const store = createPageStore();
// Background work of the server (scheduled publishing) expires tags here, outside any request.
registerInProcessExpiry((tags) => store.expireTags(tags));
let polling = false;

/** Starts following other instances' tag changes, once, when the database is shared. */
function followSharedTags() {
  if (polling) return;
  polling = true;
  const databaseUrl = process.env.DATABASE_URL?.trim();
  // PGlite belongs to one process: every change to it went through this one's revalidateTag.
  if (!databaseUrl || process.env.NEXT_PHASE === 'phase-production-build') return;
  pollTagRevisions(postgresRevisions(databaseUrl), (tags) => store.expireTags(tags), {
    onError: (error) =>
      console.error(
        JSON.stringify({
          level: 'error',
          time: new Date().toISOString(),
          event: 'cache.sync-failed',
          msg: `[cache] could not read tag revisions: ${error instanceof Error ? error.message : String(error)}`,
        }),
      ),
  });
}

export default class CacheHandler {
  /** @param {unknown} [_options] */
  constructor(_options) {
    followSharedTags();
  }

  /**
   * @param {string} key
   * @param {{ tags?: string[]; softTags?: string[] }} [ctx]
   */
  async get(key, ctx) {
    return store.get(key, ctx);
  }

  /**
   * @param {string} key
   * @param {unknown} value
   * @param {{ tags?: string[] }} [ctx]
   */
  async set(key, value, ctx) {
    store.set(key, value, ctx);
  }

  /**
   * Every revalidation expires at once: the next request renders fresh (no stale-while-revalidate).
   * @param {string | string[]} tags
   */
  async revalidateTag(tags) {
    store.expireTags(typeof tags === 'string' ? [tags] : tags);
  }

  resetRequestCache() {}
}
