/** Cache tags for data that admins change; public pages reading it are revalidated by these. */
export const CACHE_TAGS = {
  jobs: 'jobs',
  pixels: 'tracking-pixels',
  analytics: 'analytics',
  blog: 'blog',
} as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

/** True while `next build` prerenders pages: no database is opened then. */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}
