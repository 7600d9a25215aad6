import 'server-only';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/lib/db/client';
import { listActiveJobs } from '@/lib/jobs/job-store';
import type { Job } from '@/lib/jobs/job-types';
import { CACHE_TAGS, isBuildPhase } from '@/lib/server/cache-tags';

async function loadActiveJobs(): Promise<Job[]> {
  // `next build` opens no database; the server never serves what the build cached (boot.ts).
  if (isBuildPhase()) return [];
  return listActiveJobs(getDb());
}

/**
 * The active job postings, cached across requests under the jobs tag: /careers stays a static
 * page, and every job change (which expires the tag) shows on the next request.
 */
export const getActiveJobs = unstable_cache(loadActiveJobs, ['active-jobs'], {
  tags: [CACHE_TAGS.jobs],
});
