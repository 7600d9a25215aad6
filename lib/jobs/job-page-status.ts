import 'server-only';
import { companyDate } from '@/lib/config/company';
import { getDb } from '@/lib/db/client';
import { registerJobPageStatus } from '@/lib/jobs/job-page-gate';
import { jobPageStatus } from '@/lib/jobs/job-pages';

/** The status of a job page address today, read from the database (one lookup by slug). */
export function currentJobPageStatus(slug: string) {
  return jobPageStatus(getDb(), slug, companyDate(new Date()));
}

/** Lets the proxy answer 410 for closed and deleted jobs' pages (server start). */
export function startJobPageStatus(): void {
  registerJobPageStatus(currentJobPageStatus);
}
