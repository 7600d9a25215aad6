import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import { defaultValidThrough, jobSlug } from '@/lib/jobs/job-slug';
import { selectRows, type Executor } from '@/lib/db/client';
import { jobs, retiredJobSlugs } from '@/lib/db/schema';
import { checkClosingDate, jobInputSchema, type JobFormInput } from '@/lib/jobs/job-schema';
import type { Job } from '@/lib/jobs/job-types';
import { CACHE_TAGS } from '@/lib/server/cache-tags';
import { expireCacheTag } from '@/lib/server/expire-tag';
import { companyDate } from '@/lib/config/company';

/** `${prefix}-${year}-${NNN}`: the sequence zero-padded to three digits, so numbers sort as text. */
export function formatReqNumber(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(3, '0')}`;
}

type JobRow = typeof jobs.$inferSelect;

const CREATE_ATTEMPTS = 3;

export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    reqNumber: row.reqNumber,
    title: row.title,
    function: row.function,
    description: row.description,
    qualifications: row.qualifications,
    location: row.location,
    salaryRange: row.salaryRange,
    datePosted: row.datePosted,
    isActive: row.isActive,
    slug: row.slug,
    employmentType: row.employmentType,
    validThrough: row.validThrough,
    remote: row.remote,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Object;) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Every job posting, active or not, newest first (the admin's table). */
export async function listJobs(db: Executor): Promise<Job[]> {
  const rows = await db.select().from(jobs).orderBy(desc(jobs.datePosted), desc(jobs.reqNumber));
  return rows.map(toJob);
}

/** The open postings on a company day: active and not past their closing date, newest first. */
export async function listActiveJobs(db: Executor, today: string): Promise<Job[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.isActive, true), gte(jobs.validThrough, today)))
    .orderBy(desc(jobs.datePosted), desc(jobs.reqNumber));
  return rows.map(toJob);
}

/**
 * Issues the next requisition number of a prefix and year from its counter row. The upsert takes
 * that row's lock, so concurrent creates (on any instance) queue behind each other and each gets
 * its own number; numbers already in the jobs table (written before the counter existed, or by
 * hand) are never issued again either.
 */
async function issueReqSequence(tx: Executor, prefix: string, year: number): Promise<number> {
  const pattern = `^${prefix}-${year}-[0-9]{1,9}$`;
  const [row] = await selectRows<{ last_sequence: number }>(
    tx,
    sql`insert into req_number_counters as c (prefix, year, last_sequence)
      select ${prefix}::text, ${year}::integer, coalesce(max(split_part(req_number, '-', 3)::integer), 0) + 1
      from jobs where req_number ~ ${pattern}
      on conflict (prefix, year) do update set last_sequence = greatest(
        c.last_sequence,
        (select coalesce(max(split_part(req_number, '-', 3)::integer), 0)
          from jobs where req_number ~ ${pattern})
      ) + 1
      returning c.last_sequence`,
  );
  if (!row) throw new Error('Issuing a requisition number returned no row');
  return Number(row.last_sequence);
}

/**
 * A new job's slug is its title plus a requisition number that is never issued twice, so it can
 * never be a deleted job's; this holds even if a number were issued again by hand.
 */
async function assertSlugNeverUsed(tx: Executor, slug: string): Promise<void> {
  const [retired] = await tx
    .select({ slug: retiredJobSlugs.slug })
    .from(retiredJobSlugs)
    .where(eq(retiredJobSlugs.slug, slug));
  if (retired) throw new Error(`The job page address ${slug} belonged to a deleted job`);
}

/**
 * Creates a posting with a random id, today's date (in the company's time zone) and the next
 * requisition number of the year. A number, once issued, is never issued again, even after its
 * posting is deleted; a unique violation (a number taken outside the counter) is retried with the
 * next one.
 */
export async function createJob(
  db: Executor,
  input: JobFormInput,
  now: Date = new Date(),
): Promise<Job> {
  const values = jobInputSchema.parse(input);
  const prefix = env().REQ_PREFIX;
  // Today in the company's time zone: an evening post in Miami is not dated tomorrow.
  const datePosted = companyDate(now);
  const year = Number(datePosted.slice(0, 4));
  const validThrough = values.validThrough ?? defaultValidThrough(datePosted);
  checkClosingDate(validThrough, datePosted);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const row = await db.transaction(async (tx) => {
        const sequence = await issueReqSequence(tx, prefix, year);
        const reqNumber = formatReqNumber(prefix, year, sequence);
        const slug = jobSlug(values.title, reqNumber);
        await assertSlugNeverUsed(tx, slug);
        const [inserted] = await tx
          .insert(jobs)
          .values({
            ...values,
            id: `job-${randomUUID()}`,
            reqNumber,
            slug,
            validThrough,
            datePosted,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!inserted) throw new Error('Inserting the job returned no row');
        return inserted;
      });
      await expireCacheTag(db, CACHE_TAGS.jobs);
      return toJob(row);
    } catch (error) {
      if (attempt >= CREATE_ATTEMPTS || !isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * Replaces a posting's editable fields; null if missing. The id, requisition number, posted date
 * and page address (slug) stay: a shared link keeps working when the title is edited. A closing
 * date left out keeps the current one.
 */
export async function updateJob(
  db: Executor,
  id: string,
  input: JobFormInput,
): Promise<Job | null> {
  const { validThrough, ...values } = jobInputSchema.parse(input);
  const [current] = await db
    .select({ datePosted: jobs.datePosted })
    .from(jobs)
    .where(eq(jobs.id, id));
  if (!current) return null;
  if (validThrough) checkClosingDate(validThrough, current.datePosted);
  const [row] = await db
    .update(jobs)
    .set({ ...values, ...(validThrough ? { validThrough } : {}), updatedAt: new Date() })
    .where(eq(jobs.id, id))
    .returning();
  if (!row) return null;
  await expireCacheTag(db, CACHE_TAGS.jobs);
  return toJob(row);
}

/** Shows or hides a posting on the careers page; null if it does not exist. */
export async function setJobActive(
  db: Executor,
  id: string,
  isActive: boolean,
): Promise<Job | null> {
  const [row] = await db
    .update(jobs)
    .set({ isActive, updatedAt: new Date() })
    .where(eq(jobs.id, id))
    .returning();
  if (!row) return null;
  await expireCacheTag(db, CACHE_TAGS.jobs);
  return toJob(row);
}

/**
 * Deletes a posting, keeping its page address as retired so the page answers 410 (Gone), not 404;
 * false if it did not exist.
 */
export async function deleteJob(db: Executor, id: string): Promise<boolean> {
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx.delete(jobs).where(eq(jobs.id, id)).returning({ slug: jobs.slug });
    for (const { slug } of rows) {
      await tx.insert(retiredJobSlugs).values({ slug }).onConflictDoNothing();
    }
    return rows;
  });
  if (deleted.length === 0) return false;
  await expireCacheTag(db, CACHE_TAGS.jobs);
  return true;
}
