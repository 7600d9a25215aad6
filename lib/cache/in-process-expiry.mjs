// Tag expiry for work that runs outside a request (the scheduled publishing of blog posts): Next's
// `revalidateTag` may only be called while a request or server action is handled, so a timer of
// the server cannot use it. Each copy of the cache handler that Next loads registers its store's
// expiry here (`next start` loads the handler module more than once, each copy with its own
// store, and a page and its data may sit in different copies); the app's bundle and the handler
// are loaded apart but share the process's global object, and this slot is the site's own.

const SLOT = Symbol.for('sonara.cache.expire-tags');

/** @returns {Set<(tags: string[]) => void>} */
function registered() {
  const global = /** @type {Record<symbol, Set<(tags: string[]) => void> | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  global[SLOT] ??= new Set();
  return global[SLOT];
}

/**
 * Registers how one copy of the cache handler expires tags (called by cache-handler.mjs).
 * @param {(tags: string[]) => void} expire
 */
export function registerInProcessExpiry(expire) {
  registered().add(expire);
}

/**
 * Expires tags in every cache handler copy of this process, outside any request. False when no
 * handler was loaded yet (nothing is cached then, so there is nothing to expire).
 * @param {string[]} tags
 */
export function expireTagsInProcess(tags) {
  const handlers = registered();
  for (const expire of handlers) expire(tags);
  return handlers.size > 0;
}
