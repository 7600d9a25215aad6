import { eq } from 'drizzle-orm';
import { auditLog, jobs } from '@/lib/db/schema';
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

describe.each(DATABASE_KINDS)('job management through the admin API on %s', (kind) => {
  let database: TestDatabase;
  let cookie: string;
  const year = Number(companyDate(new Date()).slice(0, 4));

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    cookie = await adminCookie(database);
  });

  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  const create = async (body: unknown = JOB) => callAdmin('jobs', { method: 'POST', body, cookie });

  it('gives a new job the next number of the current year, ignoring other years', async () => {
    // Last year's highest number must not leak into this year's sequence.
    await database.db.insert(jobs).values({
      ...JOB,
      id: 'job-last-year',
      reqNumber: `SON-${year - 1}-042`,
      datePosted: `${year - 1}-12-31`,
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
      .where(eq(auditLog.action, 'job.create'));
    expect(audit).toMatchObject({ actorName: 'test_admin', target: job.id });
    expect(audit?.details).toMatchObject({ reqNumber: job.reqNumber });
  });

  it('starts again at 001 on the first job of a new year', async () => {
    const lastSecond = await createJob(
      database.db,
      JOB,
      new Date(`${year + 1}-12-31T23:59:59-05:00`),
    );
    const newYear = await createJob(database.db, JOB, new Date(`${year + 2}-01-01T00:00:00-05:00`));
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
    expect(numbers.sort()).toEqual([`SON-${year}-004`, `SON-${year}-005`, `SON-${year}-006`]);
    expect(await database.db.select().from(jobs)).toHaveLength(before.length + 3);
  });

  it('refuses an invalid job with the spec messages and changes nothing', async () => {
    const response = await create({ ...JOB, title: 'x', function: 'chef', salaryRange: '' });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { fieldErrors: Record<string, string> };
    expect(body.fieldErrors).toMatchObject({
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
