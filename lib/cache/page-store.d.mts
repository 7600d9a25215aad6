/** Pages answered 200 kept at most. */
export declare const MAX_ENTRIES: number;
/** 404s and redirects kept at most, apart from pages. */
export declare const MAX_OTHER_ENTRIES: number;

/** The attribute of a page rendered without part of its data: never kept. */
export declare const PARTIAL_RENDER_ATTRIBUTE: string;

export type CacheContext = { tags?: string[]; softTags?: string[] } | undefined;

export interface PageStore {
  get(key: string, ctx?: CacheContext): { lastModified: number; value: unknown } | null;
  set(key: string, value: unknown, ctx?: CacheContext): void;
  expireTags(tags: readonly string[]): void;
  size(): { pages: number; others: number; misses: number };
}

/** A page store: entries by key, expired when a tag they read changes after they read it. */
export declare function createPageStore(options?: {
  maxEntries?: number;
  maxOther?: number;
}): PageStore;
