import 'server-only';
import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { writeAudit } from '@/lib/audit/audit-log';
import { createJob, deleteJob, listJobs, setJobActive, updateJob } from '@/lib/jobs/job-store';
import { jobInputSchema } from '@/lib/jobs/job-schema';
import { publicPageHref } from '@/lib/config/site';
import type { AdminJob, Job } from '@/lib/jobs/job-types';
import { auditActor, type AdminContext } from '@/lib/admin/guard';
import { HttpError } from '@/lib/http/errors';
import { isStorableText } from '@/lib/validation/safe-text';

const NOT_FOUND = 'That job listing no longer exists.';

/** A path id the database could not even compare (U+0000) names no posting. */
function jobId(id: string): string {
  if (!isStorableText(id)) throw new HttpError('not_found', NOT_FOUND);
  return id;
}

function found(job: Job | null): Job {
  if (!job) throw new HttpError('not_found', NOT_FOUND);
  return job;
}

/** The job with its page's address on the public site (the admin may be on an origin of its own). */
function withPageUrl(job: Job): AdminJob {
  return { ...job, pageUrl: publicPageHref(`/careers/${job.slug}`) };
}

const auditDetails = (job: Job) => ({
  reqNumber: job.reqNumber,
  title: job.title,
  isActive: job.isActive,
  slug: job.slug,
  employmentType: job.employmentType,
  validThrough: job.validThrough,
  remote: job.remote,
});

/** Every job posting, active or not, for the Careers tab (admin only). */
export async function adminListJobs(_admin: AdminContext): Promise<AdminJob[]> {
  return (await listJobs(getDb())).map(withPageUrl);
}

/**
 * Creates a posting with today's date, the next requisition number and its page address (admin
 * only); a closing date before today is a field error (422).
 */
export async function adminCreateJob(admin: AdminContext, input: unknown): Promise<AdminJob> {
  const job = await createJob(getDb(), jobInputSchema.parse(input));
  await writeAudit(getDb(), {
    actor: auditActor(admin),
    action: 'job.create',
    target: job.id,
    details: auditDetails(job),
  });
  return withPageUrl(job);
}

/** Replaces a posting's fields; its page address never changes (admin only). */
export async function adminUpdateJob(
  admin: AdminContext,
  id: string,
  input: unknown,
): Promise<AdminJob> {
  const job = found(await updateJob(getDb(), jobId(id), jobInputSchema.parse(input)));
  await writeAudit(getDb(), {
    actor: auditActor(admin),
    action: 'job.update',
    target: id,
    details: auditDetails(job),
  });
  return withPageUrl(job);
}

const activeSchema = z.object({ isActive: z.boolean('Say whether the job is active') });

/** Activates or deactivates a posting (admin only). */
export async function adminSetJobActive(
  admin: AdminContext,
  id: string,
  input: unknown,
): Promise<AdminJob> {
  const { isActive } = activeSchema.parse(input);
  const job = found(await setJobActive(getDb(), jobId(id), isActive));
  await writeAudit(getDb(), {
    actor: auditActor(admin),
    action: isActive ? 'job.activate' : 'job.deactivate',
    target: id,
    details: { reqNumber: job.reqNumber, title: job.title },
  });
  return withPageUrl(job);
}

/** Deletes a posting; its page then answers 410 (Gone) (admin only). */
export async function adminDeleteJob(admin: AdminContext, id: string): Promise<void> {
  if (!(await deleteJob(getDb(), jobId(id)))) throw new HttpError('not_found', NOT_FOUND);
  await writeAudit(getDb(), { actor: auditActor(admin), action: 'job.delete', target: id });
}
