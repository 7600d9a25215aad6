import 'server-only';
import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { env } from '@/lib/config/env';
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

/** The next sequence for a year: the highest existing number of that year plus one. */
export function nextReqSequence(existing: readonly string[], prefix: string, year: number): number {
  const pattern = new RegExp(`^${prefix}-${year}-(\\d+)$`);
  let highest = 0;
  for (const reqNumber of existing) {
    const match = pattern.exec(reqNumber);
    if (match?.[1]) highest = Math.max(highest, Number.parseInt(match[1], 10));
  }
  return highest + 1;
}

type JobRow = typeof jobs.$inferSelect;

// Any constant works as long as every instance uses the same one (migrations use 727_011).
const REQ_NUMBER_LOCK_ID = 727_012;
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
 * Creates a posting with a random id, today's date (in the company's time zone) and the next
 * requisition number of the year. An advisory lock serializes concurrent creates so two admins
 * never get the same number; a unique violation (a number taken outside the lock) is retried with
 * the next one.
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
        await tx.execute(sql`select pg_advisory_xact_lock(${REQ_NUMBER_LOCK_ID})`);
        const taken = await selectRows<{ req_number: string }>(
          tx,
          sql`select req_number from jobs where req_number like ${`${prefix}-${year}-%`}`,
        );
        const sequence = nextReqSequence(
          taken.map((item) => item.req_number),
          prefix,
          year,
        );
        const [inserted] = await tx
          .insert(jobs)
          .values({
            ...values,
            id: `job-${randomUUID()}`,
            reqNumber: formatReqNumber(prefix, year, sequence),
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
