import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { jobs, retiredJobSlugs } from '@/lib/db/schema';
import { toJob } from '@/lib/jobs/job-store';
import type { Job } from '@/lib/jobs/job-types';
import type { JobPageStatus } from '@/lib/jobs/job-page-gate';

/** Whether a posting is open on a company day: active and not past its closing date. */
export function isJobOpen(job: Pick<Job, 'isActive' | 'validThrough'>, today: string): boolean {
  return job.isActive && job.validThrough >= today;
}

/** The posting at a page address, active or not; null if no job has it. */
export async function findJobBySlug(db: Executor, slug: string): Promise<Job | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.slug, slug));
  return row ? toJob(row) : null;
}

/**
 * What a job page address answers on a company day: `live` for an open posting; `gone` for one
 * deactivated, past its closing date or deleted (a retired address); `unknown` for an address no
 * job ever had.
 */
export async function jobPageStatus(
  db: Executor,
  slug: string,
  today: string,
): Promise<JobPageStatus> {
  const job = await findJobBySlug(db, slug);
  if (job) return isJobOpen(job, today) ? 'live' : 'gone';
  const [retired] = await db
    .select({ slug: retiredJobSlugs.slug })
    .from(retiredJobSlugs)
    .where(eq(retiredJobSlugs.slug, slug));
  return retired ? 'gone' : 'unknown';
}
