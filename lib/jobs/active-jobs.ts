import 'server-only';
import { unstable_cache } from 'next/cache';
import { companyDate } from '@/lib/config/company';
import { getDb } from '@/lib/db/client';
import { findJobBySlug, isJobOpen } from '@/lib/jobs/job-pages';
import { listActiveJobs } from '@/lib/jobs/job-store';
import type { Job } from '@/lib/jobs/job-types';
import { CACHE_TAGS, isBuildPhase } from '@/lib/server/cache-tags';

async function loadActiveJobs(today: string): Promise<Job[]> {
  // `next build` opens no database; the server never serves what the build cached (boot.ts).
  if (isBuildPhase()) return [];
  return listActiveJobs(getDb(), today);
}

const cachedActiveJobs = unstable_cache(loadActiveJobs, ['active-jobs'], {
  tags: [CACHE_TAGS.jobs],
});

/**
 * The open postings, cached across requests under the jobs tag: /careers stays a static page,
 * and every job change (which expires the tag) shows on the next request. The company day is part
 * of the key, so a posting past its closing date drops out once the page renders on a new day.
 */
export function getActiveJobs(now: Date = new Date()): Promise<Job[]> {
  return cachedActiveJobs(companyDate(now));
}

async function loadOpenJob(slug: string, today: string): Promise<Job | null> {
  if (isBuildPhase()) return null;
  const job = await findJobBySlug(getDb(), slug);
  return job && isJobOpen(job, today) ? job : null;
}

const cachedOpenJob = unstable_cache(loadOpenJob, ['open-job'], { tags: [CACHE_TAGS.jobs] });

/** The open posting at a page address (null if none), cached under the jobs tag like /careers. */
export function getOpenJob(slug: string, now: Date = new Date()): Promise<Job | null> {
  return cachedOpenJob(slug, companyDate(now));
}
