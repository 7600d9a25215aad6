import { eq, sql } from 'drizzle-orm';
import { analyticsDaily, analyticsEvents, analyticsSalts, settings } from '@/lib/db/schema';
import { ANALYTICS_SETTING } from '@/lib/analytics/analytics-setting';
import { forgetAnalyticsSetting } from '@/lib/analytics/handle-event-post';
import { analyticsBuffer, writeEvents, type AcceptedEvent } from '@/lib/analytics/record-events';
import { runAnalyticsUpkeep } from '@/lib/analytics/rollup';
import { forgetSalts, utcDay } from '@/lib/analytics/visitor-key';
import { rawEvent } from '@/tests/helpers/analytics-events';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import { SITE, releaseTestDatabase, useTestDatabase } from '@/tests/integration/admin-harness';

process.env.TRUST_PROXY = 'true';

const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.0.0 Safari/537.36';

async function postEvent(
  body: unknown,
  headers: Record<string, string | null> = {},
): Promise<Response> {
  const { POST } = await import('@/app/api/event/route');
  return POST(
    new Request(`${SITE}/api/event`, {
      method: 'POST',
      headers: Object.entries({
        origin: SITE,
        'sec-fetch-site': 'same-origin',
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': CHROME_UA,
        'x-forwarded-for': '198.51.100.23',
        ...headers,
      }).filter((entry): entry is [string, string] => entry[1] !== null),
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

const ENTRY = {
  n: 'pageview',
  p: '/solutions',
  e: 1,
  r: 'https://www.google.com/',
  q: '?utm_source=google&utm_campaign=dental',
};

describe.each(DATABASE_KINDS)('visitor analytics on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    forgetSalts();
  });

  afterAll(async () => {
    await analyticsBuffer().stop();
    await releaseTestDatabase(database);
  });

  beforeEach(async () => {
    await analyticsBuffer().flush();
    await database.db.delete(analyticsEvents);
    await database.db.delete(analyticsDaily);
    await database.db.delete(settings).where(sql`key like 'analytics.%'`);
    forgetAnalyticsSetting();
  });

  const stored = async () => {
    await analyticsBuffer().flush();
    return database.db.select().from(analyticsEvents).orderBy(analyticsEvents.at);
  };

  it('stores a page view with a daily visitor key and no address or user agent', async () => {
    const response = await postEvent(ENTRY);
    expect(response.status).toBe(204);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'pageview',
      path: '/solutions',
      entry: true,
      referrer: 'google.com',
      utmSource: 'google',
      utmMedium: null,
      utmCampaign: 'dental',
      form: null,
      browser: 'Chrome',
      os: 'Linux',
      device: 'desktop',
    });
    expect(rows[0]!.visitor).toMatch(/^[0-9a-f]{32}$/);
    const everything = JSON.stringify(rows);
    expect(everything).not.toContain('198.51.100');
    expect(everything).not.toContain('Mozilla');
    const salts = await database.db.select().from(analyticsSalts);
    expect(salts.map((salt) => salt.day)).toEqual([utcDay(new Date())]);
  });

  it('gives one visitor one key for the day, and another network another key', async () => {
    await postEvent(ENTRY);
    await postEvent({ n: 'pageview', p: '/faq' }, { 'x-forwarded-for': '198.51.100.99' });
    await postEvent({ n: 'form_start', p: '/', f: 'contact' });
    await postEvent(ENTRY, { 'x-forwarded-for': '203.0.113.5' });
    const rows = await stored();
    expect(rows).toHaveLength(4);
    // Same /24 network and browser: the same visitor, whatever the last byte of the address.
    expect(new Set(rows.slice(0, 3).map((row) => row.visitor)).size).toBe(1);
    expect(rows[3]!.visitor).not.toBe(rows[0]!.visitor);
    expect(rows[2]).toMatchObject({ name: 'form_start', form: 'contact', entry: false });
  });

  it('counts no bot and nothing while analytics is off, and says nothing about it', async () => {
    expect((await postEvent(ENTRY, { 'user-agent': GOOGLEBOT })).status).toBe(204);
    expect((await postEvent(ENTRY, { 'user-agent': null })).status).toBe(204);
    await database.db
      .insert(settings)
      .values({ key: ANALYTICS_SETTING, value: 'false' })
      .onConflictDoUpdate({ target: settings.key, set: { value: 'false' } });
    forgetAnalyticsSetting();
    expect((await postEvent(ENTRY)).status).toBe(204);
    expect(await stored()).toHaveLength(0);
  });

  it('drops a flood from one network without telling it', async () => {
    // A network of its own per database kind: the window is the instance's, not the database's.
    const network = { 'x-forwarded-for': kind === 'pglite' ? '192.0.2.7' : '198.18.0.7' };
    for (let sent = 0; sent < 600; sent += 1) {
      expect((await postEvent({ n: 'pageview', p: '/flood' }, network)).status).toBe(204);
    }
    expect((await postEvent({ n: 'pageview', p: '/flood' }, network)).status).toBe(204);
    expect(await stored()).toHaveLength(600);
  });

  it('refuses what no beacon of this site sends', async () => {
    const cross = await postEvent(ENTRY, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(cross.status).toBe(403);
    const bare = await postEvent(ENTRY, { origin: null, 'sec-fetch-site': null });
    expect(bare.status).toBe(403);
    const invalid = await postEvent({ n: 'purchase', p: '/' });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toEqual({
      error: { code: 'invalid_fields', message: 'The event is not valid.' },
    });
    expect((await postEvent('{not json')).status).toBe(400);
    expect((await postEvent({ ...ENTRY, q: `?${'x'.repeat(5_000)}` })).status).toBe(413);
    expect(await stored()).toHaveLength(0);
  });

  it('counts a landing with a long query string, and cleans tags the database could not store', async () => {
    const clickIds = `gclid=${'g'.repeat(900)}&msclkid=${'m'.repeat(400)}`;
    const long = await postEvent({ ...ENTRY, q: `?${clickIds}&utm_source=google` });
    expect(long.status).toBe(204);
    // A NUL (which PostgreSQL refuses in text) and other control characters in a tag.
    const odd = await postEvent({ ...ENTRY, q: '?utm_source=%00news%0Aletter&utm_campaign=%00' });
    expect(odd.status).toBe(204);
    const rows = await stored();
    expect(rows.map((row) => [row.utmSource, row.utmCampaign]).sort()).toEqual([
      ['google', null],
      ['news letter', null],
    ]);
    expect(analyticsBuffer().pending).toBe(0);
  });

  it('writes an event once, however often its batch is written', async () => {
    const event: AcceptedEvent = {
      id: '5b0f6f1e-8d7e-4c1a-9a57-1d7f0c2b9e11',
      at: new Date(),
      name: 'demo_click',
      path: '/',
      entry: false,
      form: null,
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      network: '198.51.100.0/24',
      browser: 'Chrome',
      os: 'Linux',
      device: 'desktop',
    };
    await writeEvents(database.db, '127.0.0.1:3999', [event]);
    await writeEvents(database.db, '127.0.0.1:3999', [event]);
    expect(await stored()).toHaveLength(1);
    // An event from before yesterday has no salt left to be keyed with: dropped.
    const old = { ...event, id: '5b0f6f1e-8d7e-4c1a-9a57-1d7f0c2b9e12' };
    old.at = new Date(Date.now() - 3 * 86_400_000);
    expect(await writeEvents(database.db, '127.0.0.1:3999', [old])).toBe(0);
  });

  describe('the hourly upkeep', () => {
    const NOW = new Date('2026-06-10T09:30:00Z');
    const raw = rawEvent;

    beforeEach(async () => {
      await database.db.delete(analyticsSalts);
      forgetSalts();
    });

    it('rolls ended days up by dimension, with visits and bounces on the entry page', async () => {
      await database.db.insert(analyticsEvents).values([
        // Visitor a: one visit from Google on /solutions, three page views, a form seen.
        raw('a', '2026-06-08T10:00:00Z', {
          path: '/solutions',
          entry: true,
          referrer: 'google.com',
          utmCampaign: 'dental',
        }),
        raw('a', '2026-06-08T10:01:00Z', { path: '/faq' }),
        raw('a', '2026-06-08T10:02:00Z', { name: 'form_seen', form: 'contact' }),
        raw('a', '2026-06-08T10:03:00Z'),
        // Visitor b: two visits (a bounce on /faq, then /), on a phone.
        raw('b', '2026-06-08T11:00:00Z', { path: '/faq', entry: true, device: 'mobile' }),
        raw('b', '2026-06-08T15:00:00Z', { entry: true, device: 'mobile' }),
        raw('b', '2026-06-08T15:05:00Z', { path: '/about-us', device: 'mobile' }),
        // The next day (yesterday at NOW): one bounce.
        raw('c', '2026-06-09T08:00:00Z', { entry: true }),
      ]);
      const result = await runAnalyticsUpkeep(database.db, NOW, 30);
      expect(result?.rolledUp).toEqual(['2026-06-08', '2026-06-09']);
      // The same hour again: another instance (or this one) finds it claimed.
      expect(await runAnalyticsUpkeep(database.db, NOW, 30)).toBeUndefined();

      const rows = await database.db
        .select()
        .from(analyticsDaily)
        .where(eq(analyticsDaily.day, '2026-06-08'));
      const figure = (dimension: string, value: string, event: string) =>
        rows.find(
          (row) => row.dimension === dimension && row.value === value && row.event === event,
        );
      expect(figure('total', '', 'pageview')).toMatchObject({ events: 6, visitors: 2 });
      expect(figure('total', '', 'visit')).toMatchObject({ events: 3, visitors: 2 });
      expect(figure('total', '', 'bounce')).toMatchObject({ events: 1, visitors: 1 });
      expect(figure('entry', '/faq', 'bounce')).toMatchObject({ events: 1 });
      expect(figure('entry', '/solutions', 'visit')).toMatchObject({ events: 1 });
      expect(figure('entry', '/solutions', 'bounce')).toBeUndefined();
      expect(figure('referrer', 'google.com', 'visit')).toMatchObject({ events: 1 });
      expect(figure('referrer', '', 'visit')).toMatchObject({ events: 2 });
      expect(figure('utm_campaign', 'dental', 'visit')).toMatchObject({ events: 1 });
      expect(figure('page', '/', 'pageview')).toMatchObject({ events: 2, visitors: 2 });
      expect(figure('form', 'contact', 'form_seen')).toMatchObject({ events: 1 });
      expect(figure('device', 'mobile', 'visit')).toMatchObject({ events: 2, visitors: 1 });
      // A form dimension only for form events.
      expect(figure('form', '', 'pageview')).toBeUndefined();
    });

    it('rolls yesterday again each hour and deletes raw events only once final and old', async () => {
      await database.db
        .insert(analyticsEvents)
        .values([
          raw('old', '2026-05-01T10:00:00Z', { entry: true }),
          raw('y', '2026-06-09T10:00:00Z', { entry: true }),
        ]);
      await database.db.insert(analyticsSalts).values([
        { day: '2026-06-07', salt: 'x' },
        { day: '2026-06-09', salt: 'y' },
        { day: '2026-06-10', salt: 'z' },
      ]);
      const first = await runAnalyticsUpkeep(database.db, NOW, 30);
      expect(first?.rolledUp[0]).toBe('2026-05-01');
      expect(first?.rolledUp.at(-1)).toBe('2026-06-09');
      expect(first?.rawDeleted).toBe(1);
      expect(first?.saltsDeleted).toBe(1);
      const left = await database.db.select().from(analyticsEvents);
      expect(left.map((row) => row.visitor)).toEqual(['y']);
      const salts = await database.db.select().from(analyticsSalts).orderBy(analyticsSalts.day);
      expect(salts.map((salt) => salt.day)).toEqual(['2026-06-09', '2026-06-10']);
      // The May day stays as its rollup.
      const may = await database.db
        .select()
        .from(analyticsDaily)
        .where(eq(analyticsDaily.day, '2026-05-01'));
      expect(may.find((row) => row.dimension === 'total' && row.event === 'visit')).toMatchObject({
        events: 1,
      });

      // An hour on, a late event of yesterday is counted: yesterday is rolled up again.
      await database.db
        .insert(analyticsEvents)
        .values(raw('late', '2026-06-09T23:59:59Z', { entry: true }));
      const later = await runAnalyticsUpkeep(database.db, new Date('2026-06-10T10:30:00Z'), 30);
      expect(later?.rolledUp).toEqual(['2026-06-09']);
      const yesterday = await database.db
        .select()
        .from(analyticsDaily)
        .where(eq(analyticsDaily.day, '2026-06-09'));
      expect(
        yesterday.find((row) => row.dimension === 'total' && row.event === 'visit'),
      ).toMatchObject({ events: 2, visitors: 2 });
    });
  });
});
