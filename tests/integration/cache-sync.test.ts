import { sql } from 'drizzle-orm';
import { createPageStore } from '@/lib/cache/page-store.mjs';
import { changedTags, type RevisionRow } from '@/lib/cache/tag-revisions.mjs';
import { selectRows } from '@/lib/db/client';
import { cacheTagRevisions } from '@/lib/db/schema';
import { createJob } from '@/lib/jobs/job-store';
import { revalidatedTags } from '@/tests/helpers/next-cache';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from '@/tests/helpers/db';

const careersPage = {
  kind: 'APP_PAGE',
  html: '<h1>Jobs</h1>',
  headers: { 'x-next-cache-tags': 'jobs' },
};

describe.each(DATABASE_KINDS)('cached pages across instances on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('a job change through one instance expires /careers in another on its next poll', async () => {
    // What another instance's cache handler reads each second (the same query as tag-revisions).
    const read = () =>
      selectRows<RevisionRow>(database.db, sql`select tag, revision from cache_tag_revisions`);
    const seen = new Map<string, number>();
    expect(changedTags(await read(), seen)).toEqual([]);

    const cacheThere = createPageStore();
    cacheThere.get('/careers');
    cacheThere.set('/careers', careersPage);

    await createJob(database.db, {
      title: 'Partner Manager',
      function: 'sales',
      description: 'Grow our reseller and agency partnerships.',
      qualifications: '- 5+ years in channel sales',
      location: 'Remote (US)',
      salaryRange: '$90,000 - $120,000',
    });
    // Expired at once in the instance that made the change...
    expect(revalidatedTags).toContain('jobs');
    // ...while the other one still holds the page until it polls.
    expect(cacheThere.get('/careers')).not.toBeNull();
    const changed = changedTags(await read(), seen);
    expect(changed).toEqual(['jobs']);
    cacheThere.expireTags(changed);
    expect(cacheThere.get('/careers')).toBeNull();
    expect(await database.db.select().from(cacheTagRevisions)).toEqual([
      { tag: 'jobs', revision: 1 },
    ]);

    // Nothing new: the next poll expires nothing.
    cacheThere.set('/careers', careersPage);
    expect(changedTags(await read(), seen)).toEqual([]);
    expect(cacheThere.get('/careers')).not.toBeNull();
  });
});
