/** Entries kept at most by the cache handler. */
export declare const MAX_ENTRIES: number;

/**
 * Marks data under these tags as changed now: every cached page or value that read it before
 * this moment is rendered or loaded again on its next request.
 */
export declare function markTagsChanged(tags: readonly string[]): void;

type CacheContext = { tags?: string[]; softTags?: string[] } | undefined;

/** The Next.js cache handler (installed by lib/cache/install-cache-handler.ts). */
export default class CacheHandler {
  constructor(options?: unknown);
  get(key: string, ctx?: CacheContext): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, value: unknown, ctx?: CacheContext): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
