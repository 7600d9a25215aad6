/** @jest-environment node */
import CacheHandler from '@/lib/cache/cache-handler.mjs';
import { installCacheHandler } from '@/lib/cache/install-cache-handler';

const NEXT_CACHE_HANDLERS = Symbol.for('@next/cache-handlers');
const holder = globalThis as Record<symbol, Record<string, unknown> | undefined>;

afterEach(() => {
  delete holder[NEXT_CACHE_HANDLERS];
});

describe('installCacheHandler', () => {
  it("puts the site's handler where Next.js reads a process-wide one", () => {
    installCacheHandler();
    expect(holder[NEXT_CACHE_HANDLERS]?.FetchCache).toBe(CacheHandler);
  });

  it('keeps handlers another party installed for other kinds', () => {
    const other = class {};
    holder[NEXT_CACHE_HANDLERS] = { DefaultCache: other };
    installCacheHandler();
    expect(holder[NEXT_CACHE_HANDLERS]).toEqual({ DefaultCache: other, FetchCache: CacheHandler });
  });
});
