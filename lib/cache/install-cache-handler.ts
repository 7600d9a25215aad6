import 'server-only';
import CacheHandler from '@/lib/cache/cache-handler.mjs';

/**
 * Where Next.js looks for a process-wide cache handler when next.config names none: it reads
 * `FetchCache` from this global each time it builds a request's incremental cache (the slot a
 * hosting platform fills before the server starts).
 */
const NEXT_CACHE_HANDLERS = Symbol.for('@next/cache-handlers');

type GlobalWithHandlers = typeof globalThis & {
  [NEXT_CACHE_HANDLERS]?: Record<string, unknown>;
};

/**
 * Makes the site's cache handler (lib/cache/cache-handler.mjs) the one every request's page cache
 * uses, once, at server start. Naming it as next.config's `cacheHandler` would do the same, but
 * then Next.js `import()`s the file again on every request, twice per page: the module loader's
 * promises and the async hooks they wake cost a cached page about 8 % of its server time. Must
 * run before the first request, so from instrumentation's `register()`, which Next.js awaits
 * before it answers any. One difference from the config option: Next.js then refuses to cache a
 * single data entry over 2 MB of JSON (`unstable_cache`), far above what the site caches.
 */
export function installCacheHandler(): void {
  const holder = globalThis as GlobalWithHandlers;
  holder[NEXT_CACHE_HANDLERS] = { ...holder[NEXT_CACHE_HANDLERS], FetchCache: CacheHandler };
}
