import 'server-only';
import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import { defaultValidThrough, jobSlug } from '@/lib/jobs/job-slug';
import { selectRows, type Executor } from '@/lib/db/client';
import { jobs } from '@/lib/db/schema';
import { jobInputSchema, type JobFormInput } from '@/lib/jobs/job-schema';
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

/** The active postings, newest first (the careers page). */
export async function listActiveJobs(db: Executor): Promise<Job[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(eq(jobs.isActive, true))
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
  for (let attempt = 1; ; attempt += 1) {
    try {
      const row = await db.transaction(async (tx) => {
        const sequence = await issueReqSequence(tx, prefix, year);
        const reqNumber = formatReqNumber(prefix, year, sequence);
        const [inserted] = await tx
          .insert(jobs)
          .values({
            ...values,
            id: `job-${randomUUID()}`,
            reqNumber,
            slug: jobSlug(values.title, reqNumber),
            validThrough: defaultValidThrough(datePosted),
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

/** Replaces a posting's editable fields (id, req number and posted date stay); null if missing. */
export async function updateJob(
  db: Executor,
  id: string,
  input: JobFormInput,
): Promise<Job | null> {
  const values = jobInputSchema.parse(input);
  const [row] = await db
    .update(jobs)
    .set({ ...values, updatedAt: new Date() })
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

/** Deletes a posting; false if it did not exist. */
export async function deleteJob(db: Executor, id: string): Promise<boolean> {
  const deleted = await db.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id });
  if (deleted.length === 0) return false;
  await expireCacheTag(db, CACHE_TAGS.jobs);
  return true;
}
