// The memory behind the site's cache handler (cache-handler.mjs): cached pages and data, expired
// by tag. Plain JavaScript because Next.js loads the handler itself, outside the app's bundle.
//
// Every event takes the next number of one counter, not a clock: an entry counts as read when its
// key was first missed, before the render that produced it started, so a render that read the
// data just before a tag change and stored its page just after is not kept as fresh.

/** Pages (and their data) answered 200, kept at most; the least recently used go first. */
export const MAX_ENTRIES = 1000;

/**
 * Other answers (404s and redirects for unknown slugs) have a small bound of their own, so any
 * number of requests for addresses that do not exist never displaces a real page.
 */
export const MAX_OTHER_ENTRIES = 100;

const NEXT_CACHE_TAGS_HEADER = 'x-next-cache-tags';

/**
 * The attribute a page carries when it rendered without part of its data (the tracking pixels
 * while the database could not be read): such a page is served once, never kept in place of the
 * complete one.
 */
export const PARTIAL_RENDER_ATTRIBUTE = 'data-partial-render';

/** @param {unknown} value */
function isPartialPage(value) {
  const html = /** @type {{ html?: unknown }} */ (value).html;
  return typeof html === 'string' && html.includes(PARTIAL_RENDER_ATTRIBUTE);
}

/**
 * @typedef {{ value: unknown; tags: string[]; readAt: number; lastModified: number }} Entry
 * @typedef {{ tags?: string[]; softTags?: string[] } | undefined} Context
 */

/**
 * @param {unknown} value
 * @param {Context} ctx
 */
function tagsOf(value, ctx) {
  const headers = /** @type {{ headers?: Record<string, unknown> } | null} */ (value)?.headers;
  const header = headers?.[NEXT_CACHE_TAGS_HEADER];
  const fromPage = typeof header === 'string' && header ? header.split(',') : [];
  return [...new Set([...fromPage, ...(ctx?.tags ?? [])])];
}

/** @param {unknown} value */
function statusOf(value) {
  const status = /** @type {{ status?: unknown }} */ (value).status;
  return typeof status === 'number' ? status : 200;
}

/**
 * Whether a value is a page or data a visitor asked for by a real address (200), rather than a
 * 404 or a redirect, which Next.js stores as a page with that status (or a REDIRECT entry).
 * @param {unknown} value
 */
function isRealPage(value) {
  const kind = /** @type {{ kind?: unknown }} */ (value).kind;
  return kind !== 'REDIRECT' && statusOf(value) < 300;
}

/**
 * Drops the oldest keys (a Map iterates in insertion order) beyond `max`.
 * @param {Map<string, unknown>} map
 * @param {number} max
 */
function trimOldest(map, max) {
  for (const oldest of map.keys()) {
    if (map.size <= max) break;
    map.delete(oldest);
  }
}

/** A page store: entries by key, expired when a tag they read changes after they read it. */
export function createPageStore({ maxEntries = MAX_ENTRIES, maxOther = MAX_OTHER_ENTRIES } = {}) {
  let sequence = 0;
  /** @type {Map<string, Entry>} */
  const pages = new Map();
  /** @type {Map<string, Entry>} */
  const others = new Map();
  /** @type {Map<string, number>} */
  const missedAt = new Map();
  /** @type {Map<string, number>} */
  const tagChangedAt = new Map();

  /** @param {Entry} entry @param {readonly string[]} tags */
  const isOutdated = (entry, tags) =>
    tags.some((tag) => (tagChangedAt.get(tag) ?? 0) > entry.readAt);

  return {
    /** @param {string} key @param {Context} ctx */
    get(key, ctx) {
      const map = pages.has(key) ? pages : others;
      const entry = map.get(key);
      map.delete(key);
      const tags = entry ? [...entry.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])] : [];
      if (entry && !isOutdated(entry, tags)) {
        map.set(key, entry); // most recently used last
        return { lastModified: entry.lastModified, value: entry.value };
      }
      // The render that follows reads its data from here on; keep the earliest such moment.
      if (!missedAt.has(key)) {
        missedAt.set(key, sequence);
        trimOldest(missedAt, maxEntries + maxOther);
      }
      return null;
    },

    /** @param {string} key @param {unknown} value @param {Context} ctx */
    set(key, value, ctx) {
      const readAt = missedAt.get(key) ?? sequence;
      missedAt.delete(key);
      pages.delete(key);
      others.delete(key);
      // A server error (the database down while a page rendered) must not stand in for the page
      // once the cause has passed: nothing is kept, so the next request renders afresh.
      if (value === null || value === undefined || statusOf(value) >= 500) return;
      if (isPartialPage(value)) return;
      const real = isRealPage(value);
      const map = real ? pages : others;
      map.set(key, { value, tags: tagsOf(value, ctx), readAt, lastModified: Date.now() });
      trimOldest(map, real ? maxEntries : maxOther);
    },

    /**
     * Marks data under these tags as changed now: whatever read it before is rendered or loaded
     * again on its next request.
     * @param {readonly string[]} tags
     */
    expireTags(tags) {
      sequence += 1;
      for (const tag of tags) tagChangedAt.set(tag, sequence);
    },

    /** How many entries of each kind are kept (for tests and diagnostics). */
    size() {
      return { pages: pages.size, others: others.size, misses: missedAt.size };
    },
  };
}
