type CacheContext = { tags?: string[]; softTags?: string[] } | undefined;

/** The site's Next.js cache handler (next.config.ts's `cacheHandler`). */
export default class CacheHandler {
  constructor(options?: unknown);
  get(key: string, ctx?: CacheContext): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, value: unknown, ctx?: CacheContext): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
