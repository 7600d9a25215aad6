import 'server-only';
import { eq } from 'drizzle-orm';
import { companyDate } from '@/lib/config/company';
import { env } from '@/lib/config/env';
import type { Executor } from '@/lib/db/client';
import { jobs, settings } from '@/lib/db/schema';
import { defaultValidThrough, jobSlug } from '@/lib/jobs/job-slug';
import { defaultJobs } from '@/content/default-jobs';

/** The settings row that records the seed ran, so a deleted default job stays deleted. */
export const SEED_MARKER = 'seed.defaultJobs';

/** Inserts the two default job postings the first time only, so a deleted default stays deleted. */
export async function seedDatabase(db: Executor, now = new Date()): Promise<void> {
  const done = await db
    .select({ key: settings.key })
    .from(settings)
    .where(eq(settings.key, SEED_MARKER));
  if (done.length > 0) return;
  // The company's calendar day, as for jobs the admin creates: a UTC date would post an evening
  // seed in New York "tomorrow", and on Dec 31 number the defaults in the year that has not begun.
  const today = companyDate(now);
  const year = Number(today.slice(0, 4));
  const prefix = env().REQ_PREFIX;
  const rows = defaultJobs.map((job, index) => {
    const reqNumber = `${prefix}-${year}-${String(index + 1).padStart(3, '0')}`;
    return {
      ...job,
      id: `job-default-${index + 1}`,
      reqNumber,
      slug: jobSlug(job.title, reqNumber),
      datePosted: today,
      validThrough: defaultValidThrough(today),
      remote: /remote/i.test(job.location),
      isActive: true,
    };
  });
  await db.insert(jobs).values(rows).onConflictDoNothing();
  await db.insert(settings).values({ key: SEED_MARKER, value: today }).onConflictDoNothing();
}
