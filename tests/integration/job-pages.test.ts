import { ZodError } from 'zod';
import { jobs, reqNumberCounters, retiredJobSlugs } from '@/lib/db/schema';
import { findJobBySlug, jobPageStatus } from '@/lib/jobs/job-pages';
import { CLOSING_BEFORE_POSTED_MESSAGE, type JobFormInput } from '@/lib/jobs/job-schema';
import {
  createJob,
  deleteJob,
  listActiveJobs,
  setJobActive,
  updateJob,
} from '@/lib/jobs/job-store';
import type { Job } from '@/lib/jobs/job-types';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import {
  adminCookie,
  callAdmin,
  releaseTestDatabase,
  useTestDatabase,
} from '@/tests/integration/admin-harness';

const POSTING: JobFormInput = {
  title: 'AI Implementation Engineer',
  function: 'tech',
  description: 'Turn signed customers into live AI voice agents.',
  qualifications: '- REST APIs\n- Telephony basics',
  location: 'New York, NY',
  salaryRange: '$120,000 - $155,000',
};

// Noon in New York on the posting day: the company's calendar day is unambiguous.
const POSTED_AT = new Date('2026-03-02T17:00:00Z');

describe.each(DATABASE_KINDS)('job pages: closing date, slug and lifecycle on %s', (kind) => {
  let database: TestDatabase;
  let cookie: string;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    cookie = await adminCookie(database);
  });

  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  beforeEach(async () => {
    await database.db.delete(jobs);
    await database.db.delete(reqNumberCounters);
    await database.db.delete(retiredJobSlugs);
  });

  it('stores employment type, remote and a closing date 60 days after posting by default', async () => {
    const job = await createJob(database.db, POSTING, POSTED_AT);
    expect(job).toMatchObject({
      slug: 'ai-implementation-engineer-son-2026-001',
      employmentType: 'FULL_TIME',
      remote: false,
      datePosted: '2026-03-02',
      validThrough: '2026-05-01',
    });
    const chosen = await createJob(
      database.db,
      { ...POSTING, employmentType: 'CONTRACTOR', remote: true, validThrough: '2026-03-02' },
      POSTED_AT,
    );
    expect(chosen).toMatchObject({
      employmentType: 'CONTRACTOR',
      remote: true,
      validThrough: '2026-03-02',
    });
  });

  it('refuses a closing date before the posted date, on create and on edit', async () => {
    const early = createJob(database.db, { ...POSTING, validThrough: '2026-03-01' }, POSTED_AT);
    await expect(early).rejects.toBeInstanceOf(ZodError);
    const error = (await early.catch((caught: unknown) => caught)) as ZodError;
    expect(error.issues).toMatchObject([
      { path: ['validThrough'], message: CLOSING_BEFORE_POSTED_MESSAGE },
    ]);
    expect(await database.db.select().from(jobs)).toEqual([]);

    const job = await createJob(database.db, POSTING, POSTED_AT);
    await expect(
      updateJob(database.db, job.id, { ...POSTING, validThrough: '2026-02-28' }),
    ).rejects.toBeInstanceOf(ZodError);
    expect((await findJobBySlug(database.db, job.slug))?.validThrough).toBe('2026-05-01');
  });

  it('keeps the slug when the title changes, and the closing date when an edit leaves it out', async () => {
    const job = await createJob(database.db, POSTING, POSTED_AT);
    const edited = await updateJob(database.db, job.id, {
      ...POSTING,
      title: 'Senior AI Implementation Engineer',
      validThrough: '',
    });
    expect(edited).toMatchObject({
      title: 'Senior AI Implementation Engineer',
      slug: job.slug,
      validThrough: job.validThrough,
    });
    expect((await findJobBySlug(database.db, job.slug))?.title).toBe(
      'Senior AI Implementation Engineer',
    );
  });

  it('answers live, gone (deactivated, closed, deleted) and unknown for page addresses', async () => {
    const job = await createJob(database.db, POSTING, POSTED_AT);
    expect(await jobPageStatus(database.db, job.slug, '2026-03-02')).toBe('live');
    // Open through its whole closing day, closed the day after.
    expect(await jobPageStatus(database.db, job.slug, '2026-05-01')).toBe('live');
    expect(await jobPageStatus(database.db, job.slug, '2026-05-02')).toBe('gone');
    expect((await listActiveJobs(database.db, '2026-05-01')).map((row) => row.id)).toEqual([
      job.id,
    ]);
    expect(await listActiveJobs(database.db, '2026-05-02')).toEqual([]);

    await setJobActive(database.db, job.id, false);
    expect(await jobPageStatus(database.db, job.slug, '2026-03-02')).toBe('gone');

    expect(await deleteJob(database.db, job.id)).toBe(true);
    expect(await database.db.select().from(retiredJobSlugs)).toMatchObject([{ slug: job.slug }]);
    expect(await jobPageStatus(database.db, job.slug, '2026-03-02')).toBe('gone');
    expect(await jobPageStatus(database.db, 'no-such-job-son-2026-999', '2026-03-02')).toBe(
      'unknown',
    );
  });

  it('never gives a new job the address of a deleted one', async () => {
    const first = await createJob(database.db, POSTING, POSTED_AT);
    await deleteJob(database.db, first.id);
    const next = await createJob(database.db, POSTING, POSTED_AT);
    expect(next.slug).not.toBe(first.slug);
    // Even a requisition number issued again (the counter reset by hand) cannot take it over.
    await database.db.delete(reqNumberCounters);
    await database.db.delete(jobs);
    await expect(createJob(database.db, POSTING, POSTED_AT)).rejects.toThrow(
      `The job page address ${first.slug} belonged to a deleted job`,
    );
  });

  it('takes the new fields through the admin API, with 422 for a closing date before posting', async () => {
    const created = await callAdmin('jobs', {
      method: 'POST',
      body: { ...POSTING, employmentType: 'PART_TIME', remote: true },
      cookie,
    });
    expect(created.status).toBe(201);
    const job = (await created.json()) as Job;
    expect(job).toMatchObject({ employmentType: 'PART_TIME', remote: true });

    const early = await callAdmin('jobs/[id]', {
      method: 'PUT',
      params: { id: job.id },
      body: { ...POSTING, validThrough: '2000-01-01' },
      cookie,
    });
    expect(early.status).toBe(422);
    expect(
      ((await early.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toEqual({
      validThrough: CLOSING_BEFORE_POSTED_MESSAGE,
    });

    const invalid = await callAdmin('jobs', {
      method: 'POST',
      body: { ...POSTING, employmentType: 'GIG', validThrough: '2026-02-30', remote: 'yes' },
      cookie,
    });
    expect(invalid.status).toBe(422);
    expect(
      ((await invalid.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toEqual({
      employmentType: 'Please select an employment type',
      validThrough: 'Enter the closing date as a valid date',
      remote: 'Remote must be yes or no',
    });

    const renamed = await callAdmin('jobs/[id]', {
      method: 'PUT',
      params: { id: job.id },
      body: { ...POSTING, title: 'Renamed Role', slug: 'hijacked' },
      cookie,
    });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as Job).slug).toBe(job.slug);
  });
});
