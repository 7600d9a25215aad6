// The Next.js cache handler for cached pages and unstable_cache data, installed at server start
// by lib/cache/install-cache-handler.ts.
//
// Plain JavaScript, typed for the app by cache-handler.d.mts. Its state lives on globalThis, so
// every bundled copy (the one instrumentation installs, the ones that mark changed tags) shares it.
//
// Why not Next's default handler: it decides whether a tag change expired an entry by comparing
// wall-clock times with monotonic ones, so on a host whose wall clock runs ahead of its monotonic
// clock a changed page is served stale for that difference; and a render that read the data just
// before a change, then stored its page just after, was kept as fresh. Here every event takes the
// next number of one counter (no clock at all), and an entry counts as read when its key was
// last missed, before the render that produced it started.

import { asciiHtml } from './ascii-html.mjs';

const STATE = Symbol.for('sonara.cache-handler');
const NEXT_CACHE_TAGS_HEADER = 'x-next-cache-tags';

/** Entries kept at most (pages, their RSC data, cached data); the least recently used go first. */
export const MAX_ENTRIES = 1000;

/**
 * @typedef {{ value: unknown; tags: string[]; readAt: number; lastModified: number }} Entry
 * @typedef {{ sequence: number; entries: Map<string, Entry>; missedAt: Map<string, number>; tagChangedAt: Map<string, number> }} State
 */

/** @returns {State} */
function state() {
  const holder = /** @type {Record<symbol, State | undefined>} */ (globalThis);
  holder[STATE] ??= {
    sequence: 0,
    entries: new Map(),
    missedAt: new Map(),
    tagChangedAt: new Map(),
  };
  return holder[STATE];
}

/**
 * Marks data under these tags as changed now: every cached page or value that read it before
 * this moment is rendered or loaded again on its next request.
 * @param {readonly string[]} tags
 */
export function markTagsChanged(tags) {
  const current = state();
  current.sequence += 1;
  for (const tag of tags) current.tagChangedAt.set(tag, current.sequence);
}

/**
 * @param {State} current
 * @param {Entry} entry
 * @param {readonly string[]} tags
 */
function isOutdated(current, entry, tags) {
  return tags.some((tag) => (current.tagChangedAt.get(tag) ?? 0) > entry.readAt);
}

/**
 * @param {unknown} value
 * @param {{ tags?: string[] } | undefined} ctx
 */
function tagsOf(value, ctx) {
  const headers = /** @type {{ headers?: Record<string, unknown> } | null} */ (value)?.headers;
  const header = headers?.[NEXT_CACHE_TAGS_HEADER];
  const fromPage = typeof header === 'string' && header ? header.split(',') : [];
  return [...new Set([...fromPage, ...(ctx?.tags ?? [])])];
}

/**
 * Drops the oldest keys (a Map iterates in insertion order) beyond MAX_ENTRIES.
 * @param {Map<string, unknown>} map
 */
function trimOldest(map) {
  for (const oldest of map.keys()) {
    if (map.size <= MAX_ENTRIES) break;
    map.delete(oldest);
  }
}

/**
 * Whether a page or route response to be stored answered 5xx.
 * @param {unknown} value
 */
function isServerError(value) {
  const status = /** @type {{ status?: unknown }} */ (value).status;
  return typeof status === 'number' && status >= 500;
}

/**
 * A page kept with its HTML in ASCII (see ascii-html.mjs): every later visitor's copy is then
 * written without transcoding. Done once here, when the page is stored, not per request.
 * @param {unknown} value
 */
function asciiPage(value) {
  const page = /** @type {{ kind?: unknown; html?: unknown }} */ (value);
  if (page.kind !== 'APP_PAGE' || typeof page.html !== 'string') return value;
  // Stored even when it reads the same: an ASCII page comes back stored one byte per character.
  return { ...page, html: asciiHtml(page.html) };
}

export default class CacheHandler {
  /** @param {unknown} _options */
  constructor(_options) {}

  /**
   * @param {string} key
   * @param {{ tags?: string[]; softTags?: string[] } | undefined} ctx
   */
  async get(key, ctx) {
    const current = state();
    const entry = current.entries.get(key);
    const tags = entry ? [...entry.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])] : [];
    if (entry && !isOutdated(current, entry, tags)) {
      // Most recently used last, so trimming drops the least recently used first.
      current.entries.delete(key);
      current.entries.set(key, entry);
      return { lastModified: entry.lastModified, value: entry.value };
    }
    current.entries.delete(key);
    // The render that follows a miss reads its data from here on; keep the earliest such moment.
    if (!current.missedAt.has(key)) {
      current.missedAt.set(key, current.sequence);
      // A miss whose render stores nothing (a redirect, an error) leaves its mark: keep them bounded.
      trimOldest(current.missedAt);
    }
    return null;
  }

  /**
   * @param {string} key
   * @param {unknown} value
   * @param {{ tags?: string[] } | undefined} ctx
   */
  async set(key, value, ctx) {
    const current = state();
    const readAt = current.missedAt.get(key) ?? current.sequence;
    current.missedAt.delete(key);
    // A server error (the database down while a page rendered) must not stand in for the page
    // once the cause has passed: drop what was kept, so the next request renders afresh.
    if (value === null || value === undefined || isServerError(value)) {
      current.entries.delete(key);
      return;
    }
    current.entries.delete(key);
    const stored = asciiPage(value);
    current.entries.set(key, {
      value: stored,
      tags: tagsOf(stored, ctx),
      readAt,
      lastModified: Date.now(),
    });
    trimOldest(current.entries);
  }

  /**
   * Every revalidation expires at once: the next request renders fresh (no stale-while-revalidate).
   * @param {string | string[]} tags
   */
  async revalidateTag(tags) {
    markTagsChanged(typeof tags === 'string' ? [tags] : tags);
  }

  resetRequestCache() {}
}
