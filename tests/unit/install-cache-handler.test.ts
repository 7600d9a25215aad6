/** @jest-environment node */
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import CacheHandler from '@/lib/cache/cache-handler.mjs';
import { installCacheHandler } from '@/lib/cache/install-cache-handler';

const NEXT_CACHE_HANDLERS = Symbol.for('@next/cache-handlers');
const holder = globalThis as Record<symbol, Record<string, unknown> | undefined>;

/** A request's page cache as `next start` builds it when next.config names no handler. */
function requestCache() {
  return new IncrementalCache({
    fs: nodeFs,
    dev: false,
    requestHeaders: {},
    serverDistDir: '/nonexistent/.next/server',
    previewProps: {
      previewModeId: 'test',
      previewModeSigningKey: '',
      previewModeEncryptionKey: '',
    },
    prerenderManifest: {
      version: 4,
      routes: {},
      dynamicRoutes: {},
      notFoundRoutes: [],
      preview: { previewModeId: 'test', previewModeSigningKey: '', previewModeEncryptionKey: '' },
    },
    minimalMode: false,
    allowedRevalidateHeaderKeys: undefined,
    fetchCacheKeyPrefix: undefined,
    maxMemoryCacheSize: undefined,
    flushToDisk: false,
    locales: undefined,
    CurCacheHandler: undefined,
  } as unknown as ConstructorParameters<typeof IncrementalCache>[0]);
}

afterEach(() => {
  delete holder[NEXT_CACHE_HANDLERS];
});

describe('installCacheHandler', () => {
  it("makes Next.js's page cache use the site's handler instead of its own file-system cache", () => {
    // Without it Next.js would serve what the build prerendered, with its own tag expiry.
    expect(requestCache().cacheHandler).not.toBeInstanceOf(CacheHandler);
    installCacheHandler();
    expect(requestCache().cacheHandler).toBeInstanceOf(CacheHandler);
  });

  it('keeps handlers another party installed for other kinds', () => {
    const other = class {};
    holder[NEXT_CACHE_HANDLERS] = { DefaultCache: other };
    installCacheHandler();
    expect(holder[NEXT_CACHE_HANDLERS]).toEqual({ DefaultCache: other, FetchCache: CacheHandler });
  });
});
