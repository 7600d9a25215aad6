import { ZodError } from 'zod';
import { companyDate } from '@/lib/config/company';
import { jobs, reqNumberCounters } from '@/lib/db/schema';
import {
  createJob,
  deleteJob,
  listActiveJobs,
  listJobs,
  setJobActive,
  updateJob,
} from '@/lib/jobs/job-store';
import type { JobFormInput } from '@/lib/jobs/job-schema';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from '@/tests/helpers/db';

const posting = (title: string, overrides: Partial<JobFormInput> = {}): JobFormInput => ({
  title,
  function: 'marketing',
  description: 'Plan and run campaigns that fill our sales pipeline.',
  qualifications: '- 3+ years in B2B marketing\n- Strong writing',
  location: 'Miami, FL',
  salaryRange: '$80,000 - $100,000',
  ...overrides,
});

describe.each(DATABASE_KINDS)('job data functions on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  beforeEach(async () => {
    await database.db.delete(jobs);
    await database.db.delete(reqNumberCounters);
  });

  it('creates a posting with a random id, today’s date and the first number of the year', async () => {
    const job = await createJob(
      database.db,
      posting('Growth Marketer'),
      new Date('2026-03-04T15:00:00Z'),
    );
    expect(job).toMatchObject({
      title: 'Growth Marketer',
      function: 'marketing',
      reqNumber: 'SON-2026-001',
      datePosted: '2026-03-04',
      isActive: true,
    });
    expect(job.id).toMatch(/^job-[0-9a-f-]{36}$/);
    const other = await createJob(
      database.db,
      posting('Content Lead'),
      new Date('2026-03-05T09:00:00Z'),
    );
    expect(other.id).not.toBe(job.id);
    expect(other.reqNumber).toBe('SON-2026-002');
  });

  it('continues from the highest number of the year, not the count, and restarts each year', async () => {
    const first = await createJob(
      database.db,
      posting('A'.repeat(5)),
      new Date('2026-12-31T23:59:00-05:00'),
    );
    await createJob(database.db, posting('B'.repeat(5)), new Date('2026-12-31T23:59:30-05:00'));
    await deleteJob(database.db, first.id);
    const third = await createJob(
      database.db,
      posting('C'.repeat(5)),
      new Date('2026-12-31T23:59:59-05:00'),
    );
    expect(third.reqNumber).toBe('SON-2026-003');

    const nextYear = await createJob(
      database.db,
      posting('D'.repeat(5)),
      new Date('2027-01-01T00:00:01-05:00'),
    );
    expect(nextYear.reqNumber).toBe('SON-2027-001');
    expect(nextYear.datePosted).toBe('2027-01-01');
    const later = await createJob(
      database.db,
      posting('E'.repeat(5)),
      new Date('2027-01-02T00:00:00-05:00'),
    );
    expect(later.reqNumber).toBe('SON-2027-002');
  });

  it('gives concurrent creates distinct, consecutive numbers', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const created = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        createJob(database.db, posting(`Role ${index}`), now),
      ),
    );
    const numbers = created.map((job) => job.reqNumber).sort();
    expect(numbers).toEqual([
      'SON-2026-001',
      'SON-2026-002',
      'SON-2026-003',
      'SON-2026-004',
      'SON-2026-005',
      'SON-2026-006',
    ]);
  });

  it('stores the inactive flag and lists only active postings for the careers page', async () => {
    const visible = await createJob(database.db, posting('Visible Role'));
    const hidden = await createJob(database.db, posting('Hidden Role', { isActive: false }));
    expect(hidden.isActive).toBe(false);
    expect(
      (await listActiveJobs(database.db, companyDate(new Date()))).map((job) => job.id),
    ).toEqual([visible.id]);
    expect((await listJobs(database.db)).map((job) => job.id).sort()).toEqual(
      [visible.id, hidden.id].sort(),
    );
  });

  it('toggles, updates and deletes, keeping id, number and posted date on update', async () => {
    const job = await createJob(
      database.db,
      posting('Sales Lead', { function: 'sales' }),
      new Date('2026-02-01T10:00:00Z'),
    );

    const hidden = await setJobActive(database.db, job.id, false);
    expect(hidden?.isActive).toBe(false);
    expect(await listActiveJobs(database.db, '2026-02-01')).toEqual([]);
    expect((await setJobActive(database.db, job.id, true))?.isActive).toBe(true);

    const updated = await updateJob(
      database.db,
      job.id,
      posting('Head of Sales', { function: 'executive', location: 'Remote (United States)' }),
    );
    expect(updated).toMatchObject({
      id: job.id,
      reqNumber: job.reqNumber,
      datePosted: '2026-02-01',
      title: 'Head of Sales',
      function: 'executive',
      location: 'Remote (United States)',
    });

    expect(await deleteJob(database.db, job.id)).toBe(true);
    expect(await listJobs(database.db)).toEqual([]);
  });

  it('reports a missing posting instead of throwing', async () => {
    expect(await updateJob(database.db, 'job-missing', posting('Nobody Here'))).toBeNull();
    expect(await setJobActive(database.db, 'job-missing', false)).toBeNull();
    expect(await deleteJob(database.db, 'job-missing')).toBe(false);
  });

  it('refuses invalid input with the spec’s messages and stores nothing', async () => {
    const attempt = createJob(database.db, posting('X', { salaryRange: '' }));
    await expect(attempt).rejects.toBeInstanceOf(ZodError);
    const error = (await attempt.catch((caught: unknown) => caught)) as ZodError;
    expect(error.issues.map((issue) => issue.message)).toEqual([
      'Job title is required',
      'Salary range is required',
    ]);
    expect(await listJobs(database.db)).toEqual([]);
  });
});
