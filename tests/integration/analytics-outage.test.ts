import { analyticsEvents } from '@/lib/db/schema';
import { forgetAnalyticsSetting } from '@/lib/analytics/handle-event-post';
import { analyticsBuffer } from '@/lib/analytics/record-events';
import { forgetSalts } from '@/lib/analytics/visitor-key';
import { DATABASE_KINDS, takeDatabaseDown, type TestDatabase } from '@/tests/helpers/db';
import { SITE, releaseTestDatabase, useTestDatabase } from '@/tests/integration/admin-harness';

const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function postEvent(path: string): Promise<Response> {
  const { POST } = await import('@/app/api/event/route');
  return POST(
    new Request(`${SITE}/api/event`, {
      method: 'POST',
      headers: { origin: SITE, 'sec-fetch-site': 'same-origin', 'user-agent': CHROME_UA },
      body: JSON.stringify({ n: 'pageview', p: path }),
    }),
  );
}

describe.each(DATABASE_KINDS)('visitor events while the database is down, on %s', (kind) => {
  let lost: TestDatabase | undefined;
  let back: TestDatabase | undefined;

  afterAll(async () => {
    await analyticsBuffer().stop();
    await releaseTestDatabase(back);
    await lost?.destroy().catch(() => undefined);
  });

  it('are taken in and kept, then written once each when a database answers again', async () => {
    lost = await useTestDatabase(kind);
    forgetSalts();
    forgetAnalyticsSetting();
    expect((await postEvent('/before')).status).toBe(204);
    await analyticsBuffer().flush();
    expect(analyticsBuffer().pending).toBe(0);

    await takeDatabaseDown(lost);
    forgetAnalyticsSetting();
    for (const path of ['/during-1', '/during-2', '/during-3']) {
      expect((await postEvent(path)).status).toBe(204);
    }
    await analyticsBuffer().flush();
    await analyticsBuffer().flush();
    expect(analyticsBuffer().pending).toBe(3);

    // The database is back (here: a fresh one in its place): the next flush writes them.
    back = await useTestDatabase(kind);
    forgetSalts();
    await analyticsBuffer().flush();
    await analyticsBuffer().flush();
    expect(analyticsBuffer().pending).toBe(0);
    const rows = await back.db.select().from(analyticsEvents).orderBy(analyticsEvents.path);
    expect(rows.map((row) => row.path)).toEqual(['/during-1', '/during-2', '/during-3']);
  });
});
