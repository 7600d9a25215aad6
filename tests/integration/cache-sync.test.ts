import CacheHandler from '@/lib/cache/cache-handler.mjs';
import { cacheTagRevisions } from '@/lib/db/schema';
import { createJob } from '@/lib/jobs/job-store';
import { syncTagRevisions } from '@/lib/server/cache-sync';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from '@/tests/helpers/db';

const careersPage = {
  kind: 'APP_PAGE',
  html: '<h1>Jobs</h1>',
  headers: { 'x-next-cache-tags': 'jobs' },
};

/** Starts this process's cache afresh, as another server instance would have it. */
function otherInstanceCache(): CacheHandler {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('sonara.cache-handler')];
  return new CacheHandler();
}

describe.each(DATABASE_KINDS)('cached pages across instances on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('a job change through one instance expires /careers in another on its next poll', async () => {
    const seen = new Map<string, number>();
    expect(await syncTagRevisions(database.db, seen)).toEqual([]);

    await createJob(database.db, {
      title: 'Partner Manager',
      function: 'sales',
      description: 'Grow our reseller and agency partnerships.',
      qualifications: '- 5+ years in channel sales',
      location: 'Remote (US)',
      salaryRange: '$90,000 - $120,000',
    });
    // The change was made through "another" instance: this one still holds the page until it polls.
    const cacheHere = otherInstanceCache();
    await cacheHere.get('/careers');
    await cacheHere.set('/careers', careersPage);
    expect(await cacheHere.get('/careers')).not.toBeNull();

    expect(await syncTagRevisions(database.db, seen)).toEqual(['jobs']);
    expect(await cacheHere.get('/careers')).toBeNull();
    expect(await database.db.select().from(cacheTagRevisions)).toEqual([
      { tag: 'jobs', revision: 1 },
    ]);

    // Nothing new: the next poll expires nothing.
    await cacheHere.set('/careers', careersPage);
    expect(await syncTagRevisions(database.db, seen)).toEqual([]);
    expect(await cacheHere.get('/careers')).not.toBeNull();
  });
});
