import { and, eq } from 'drizzle-orm';
import { auditLog, jobs, reqNumberCounters, retiredJobSlugs, settings } from '@/lib/db/schema';
import { SEED_MARKER, seedDatabase } from '@/lib/db/seed';
import { createJob } from '@/lib/jobs/job-store';
import type { JobFormInput } from '@/lib/jobs/job-schema';
import type { Job } from '@/lib/jobs/job-types';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import { companyDate } from '@/lib/config/company';
import {
  adminCookie,
  callAdmin,
  releaseTestDatabase,
  useTestDatabase,
} from '@/tests/integration/admin-harness';

const JOB: JobFormInput = {
  title: 'Voice AI Engineer',
  function: 'tech',
  description: 'Builds the voice agents our customers rely on.',
  qualifications: '- TypeScript\n- Telephony',
  location: 'New York, NY',
  salaryRange: '$150,000 - $180,000',
  isActive: true,
};

/** Freezes Date at a moment, leaving real every timer the database drivers rely on. */
function freezeDate(moment: string): void {
  jest.useFakeTimers({
    now: new Date(moment),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

/**
 * Moments the admin's calendar (America/New_York) and UTC disagree on the day, or even the year:
 * seeded and created jobs must both be dated, and numbered, by the company's day.
 */
const CLOCKS = [
  ['an evening in New York', '2026-11-24T20:30:00-05:00'],
  ['Dec 31 23:30 in New York', '2026-12-31T23:30:00-05:00'],
  ["New Year's morning in UTC (still Dec 31 in New York)", '2027-01-01T03:00:00Z'],
  ["New Year's morning in New York", '2027-01-01T09:00:00-05:00'],
] as const;

describe.each(DATABASE_KINDS)('job management through the admin API on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
  });

  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  describe.each(CLOCKS)('at %s', (_, moment) => {
    let cookie: string;
    const year = Number(companyDate(new Date(moment)).slice(0, 4));

    beforeAll(async () => {
      freezeDate(moment);
      // Signed in under the frozen clock, so the session is valid at that moment.
      cookie = await adminCookie(database);
    });

    afterAll(() => {
      jest.useRealTimers();
    });

    // Every test starts from a fresh database's jobs (the seeded ones, seeded at this moment, and
    // no number issued before them), so it passes in any order or alone.
    beforeEach(async () => {
      await database.db.delete(jobs);
      await database.db.delete(reqNumberCounters);
      // Numbers start again here, so the page addresses of jobs deleted by earlier tests go too.
      await database.db.delete(retiredJobSlugs);
      await database.db.delete(settings).where(eq(settings.key, SEED_MARKER));
      await seedDatabase(database.db);
    });

    const create = async (body: unknown = JOB) =>
      callAdmin('jobs', { method: 'POST', body, cookie });

    it("dates and numbers the seeded jobs by the company's calendar day", async () => {
      const seeded = await database.db.select().from(jobs);
      expect(seeded.map((job) => [job.reqNumber, job.datePosted]).sort()).toEqual([
        [`SON-${year}-001`, companyDate(new Date(moment))],
        [`SON-${year}-002`, companyDate(new Date(moment))],
      ]);
    });

    it('gives a new job the next number of the current year, ignoring other years', async () => {
      // Last year's highest number must not leak into this year's sequence.
      await database.db.insert(jobs).values({
        ...JOB,
        id: 'job-last-year',
        reqNumber: `SON-${year - 1}-042`,
        slug: 'last-year',
        datePosted: `${year - 1}-12-31`,
        validThrough: `${year}-02-28`,
      });
      const response = await create();
      expect(response.status).toBe(201);
      const job = (await response.json()) as Job;
      expect(job.reqNumber).toBe(`SON-${year}-003`);
      expect(job.datePosted).toBe(companyDate(new Date()));
      expect(job.id).toMatch(/^job-/);
      const [audit] = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'job.create'), eq(auditLog.target, job.id)));
      expect(audit).toMatchObject({ actorName: 'test_admin', target: job.id });
      expect(audit?.details).toMatchObject({ reqNumber: job.reqNumber });
    });

    it('starts again at 001 on the first job of a new year', async () => {
      const lastSecond = await createJob(
        database.db,
        JOB,
        new Date(`${year + 1}-12-31T23:59:59-05:00`),
      );
      const newYear = await createJob(
        database.db,
        JOB,
        new Date(`${year + 2}-01-01T00:00:00-05:00`),
      );
      expect(lastSecond.reqNumber).toBe(`SON-${year + 1}-001`);
      expect(newYear.reqNumber).toBe(`SON-${year + 2}-001`);
      expect(newYear.datePosted).toBe(`${year + 2}-01-01`);
    });

    it('gives two admins creating at the same moment different numbers', async () => {
      const before = await database.db.select().from(jobs);
      const responses = await Promise.all([create(), create(), create()]);
      expect(responses.map((response) => response.status)).toEqual([201, 201, 201]);
      const created = (await Promise.all(responses.map((response) => response.json()))) as Job[];
      const numbers = created.map((job) => job.reqNumber);
      expect(new Set(numbers).size).toBe(3);
      expect(numbers.sort()).toEqual([`SON-${year}-003`, `SON-${year}-004`, `SON-${year}-005`]);
      expect(await database.db.select().from(jobs)).toHaveLength(before.length + 3);
    });

    it('refuses an invalid job with the spec messages and changes nothing', async () => {
      const response = await create({ ...JOB, title: 'x', function: 'chef', salaryRange: '' });
      expect(response.status).toBe(422);
      const body = (await response.json()) as { error: { fields: Record<string, string> } };
      expect(body.error.fields).toMatchObject({
        title: 'Job title is required',
        function: 'Please select a job function',
        salaryRange: 'Salary range is required',
      });
    });

    it('edits, deactivates and deletes a job, auditing each change', async () => {
      const job = (await (await create()).json()) as Job;
      const edited = await callAdmin('jobs/[id]', {
        method: 'PUT',
        params: { id: job.id },
        body: { ...JOB, title: 'Lead Voice AI Engineer' },
        cookie,
      });
      expect(((await edited.json()) as Job).title).toBe('Lead Voice AI Engineer');
      const hidden = await callAdmin('jobs/[id]/active', {
        method: 'PUT',
        params: { id: job.id },
        body: { isActive: false },
        cookie,
      });
      expect(((await hidden.json()) as Job).isActive).toBe(false);
      const deleted = await callAdmin('jobs/[id]', {
        method: 'DELETE',
        params: { id: job.id },
        cookie,
      });
      expect(deleted.status).toBe(200);
      const again = await callAdmin('jobs/[id]', {
        method: 'DELETE',
        params: { id: job.id },
        cookie,
      });
      expect(again.status).toBe(404);
      const actions = (
        await database.db.select().from(auditLog).where(eq(auditLog.target, job.id))
      ).map((row) => row.action);
      expect(actions).toEqual(['job.create', 'job.update', 'job.deactivate', 'job.delete']);
    });
  });
});
