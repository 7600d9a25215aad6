import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';
import { jobs, reqNumberCounters } from '@/lib/db/schema';
import { createJob, deleteJob } from '@/lib/jobs/job-store';
import type { JobFormInput } from '@/lib/jobs/job-schema';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from '@/tests/helpers/db';

const posting = (title: string): JobFormInput => ({
  title,
  function: 'sales',
  description: 'Run discovery calls and close mid-market accounts.',
  qualifications: '- 2+ years closing SaaS deals',
  location: 'Remote',
  salaryRange: '$90,000 - $120,000',
});

const NOW = new Date('2026-05-10T15:00:00Z');

describe.each(DATABASE_KINDS)('requisition numbers are never reissued on %s', (kind) => {
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

  it('gives the next posting a new number after the newest one is deleted', async () => {
    await createJob(database.db, posting('First Role'), NOW);
    const second = await createJob(database.db, posting('Second Role'), NOW);
    expect(second.reqNumber).toBe('SON-2026-002');
    await deleteJob(database.db, second.id);
    const third = await createJob(database.db, posting('Third Role'), NOW);
    expect(third.reqNumber).toBe('SON-2026-003');
  });

  it('does not restart at 001 after every posting is deleted', async () => {
    const created = [];
    for (const title of ['Role One', 'Role Two', 'Role Three']) {
      created.push(await createJob(database.db, posting(title), NOW));
    }
    for (const job of created) await deleteJob(database.db, job.id);
    const next = await createJob(database.db, posting('Role Four'), NOW);
    expect(next.reqNumber).toBe('SON-2026-004');
  });

  it('continues after numbers already in the jobs table that the counter never issued', async () => {
    await database.db.insert(jobs).values({
      ...posting('Imported Role'),
      id: 'job-imported',
      reqNumber: 'SON-2026-041',
      slug: 'imported-role-son-2026-041',
      datePosted: '2026-05-01',
      validThrough: '2026-06-30',
    });
    const next = await createJob(database.db, posting('New Role'), NOW);
    expect(next.reqNumber).toBe('SON-2026-042');
  });

  it('gives concurrent creates from two server instances distinct numbers', async () => {
    // A second connection pool stands in for a second server instance (PGlite has one process).
    const other = database.url ? openDatabase({ databaseUrl: database.url }) : null;
    try {
      const executors = other ? [database.db, other.db] : [database.db];
      const created = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          createJob(executors[index % executors.length]!, posting(`Role ${index}`), NOW),
        ),
      );
      const numbers = created.map((job) => job.reqNumber).sort();
      expect(numbers).toEqual(Array.from({ length: 8 }, (_, index) => `SON-2026-00${index + 1}`));
      await Promise.all(created.map((job) => deleteJob(database.db, job.id)));
      const after = await createJob(database.db, posting('After Role'), NOW);
      expect(after.reqNumber).toBe('SON-2026-009');
    } finally {
      await other?.close();
    }
  });

  it('seeds the counter from existing postings in the migration', async () => {
    const migration = readFileSync(
      path.join(process.cwd(), 'drizzle/0002_req_number_counters.sql'),
      'utf8',
    );
    const seed = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .find((statement) => statement.startsWith('INSERT'));
    expect(seed).toBeDefined();
    await database.db.insert(jobs).values([
      {
        ...posting('Old A'),
        id: 'job-a',
        reqNumber: 'SON-2026-007',
        slug: 'job-a',
        datePosted: '2026-02-01',
        validThrough: '2026-02-01',
      },
      {
        ...posting('Old B'),
        id: 'job-b',
        reqNumber: 'SON-2026-012',
        slug: 'job-b',
        datePosted: '2026-03-01',
        validThrough: '2026-03-01',
      },
      {
        ...posting('Old C'),
        id: 'job-c',
        reqNumber: 'SON-2025-030',
        slug: 'job-c',
        datePosted: '2025-03-01',
        validThrough: '2025-03-01',
      },
    ]);
    await database.db.execute(sql.raw(seed ?? ''));
    const counters = await database.db.select().from(reqNumberCounters);
    expect(counters.sort((a, b) => a.year - b.year)).toEqual([
      { prefix: 'SON', year: 2025, lastSequence: 30 },
      { prefix: 'SON', year: 2026, lastSequence: 12 },
    ]);
  });
});
