import 'server-only';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { writeAudit } from '@/lib/audit/audit-log';
import { createJob, deleteJob, listJobs, setJobActive, updateJob } from '@/lib/jobs/job-store';
import { jobInputSchema } from '@/lib/jobs/job-schema';
import type { Job } from '@/lib/jobs/job-types';
import { auditActor, type AdminContext } from '@/lib/admin/guard';
import { HttpError } from '@/lib/admin/http';
import { isStorableText } from '@/lib/validation/safe-text';

const NOT_FOUND = 'That job listing no longer exists.';

/** A path id the database could not even compare (U+0000) names no posting. */
function jobId(id: string): string {
  if (!isStorableText(id)) throw new HttpError(404, NOT_FOUND);
  return id;
}

function found(job: Job | null): Job {
  if (!job) throw new HttpError(404, NOT_FOUND);
  return job;
}

/** Every job posting, active or not, for the Careers tab (admin only). */
export async function adminListJobs(_admin: AdminContext): Promise<Job[]> {
  return listJobs(getDb());
}

/** Creates a posting with today's date and the next requisition number (admin only). */
export async function adminCreateJob(admin: AdminContext, input: unknown): Promise<Job> {
  const job = await createJob(getDb(), jobInputSchema.parse(input));
  await writeAudit(getDb(), {
    actor: auditActor(admin),
    action: 'job.create',
    target: job.id,
    details: { reqNumber: job.reqNumber, title: job.title, isActive: job.isActive },
  });
  return job;
}

/** Replaces a posting's fields (admin only). */
export async function adminUpdateJob(
  admin: AdminContext,
  id: string,
  input: unknown,
): Promise<Job> {
  const job = found(await updateJob(getDb(), jobId(id), jobInputSchema.parse(input)));
  await writeAudit(getDb(), {
    actor: auditActor(admin),
    action: 'job.update',
    target: id,
    details: { reqNumber: job.reqNumber, title: job.title, isActive: job.isActive },
  });
  return job;
}

const activeSchema = z.object({ isActive: z.boolean('Say whether the job is active') });

/** Activates or deactivates a posting (admin only). */
export async function adminSetJobActive(
  admin: AdminContext,
  id: string,
  input: unknown,
): Promise<Job> {
  const { isActive } = activeSchema.parse(input);
  const job = found(await setJobActive(getDb(), jobId(id), isActive));
  await writeAudit(getDb(), {
    actor: auditActor(admin),
    action: isActive ? 'job.activate' : 'job.deactivate',
    target: id,
    details: { reqNumber: job.reqNumber, title: job.title },
  });
  return job;
}

/** Deletes a posting (admin only). */
export async function adminDeleteJob(admin: AdminContext, id: string): Promise<void> {
  if (!(await deleteJob(getDb(), jobId(id)))) throw new HttpError(404, NOT_FOUND);
  await writeAudit(getDb(), { actor: auditActor(admin), action: 'job.delete', target: id });
}
