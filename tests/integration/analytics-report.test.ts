import { analyticsDaily, analyticsEvents, contactRequests, type LeadStatus } from '@/lib/db/schema';
import { runAnalyticsUpkeep } from '@/lib/analytics/rollup';
import { analyticsReport } from '@/lib/analytics/report';
import { rawEvent } from '@/tests/helpers/analytics-events';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import {
  adminCookie,
  callAdmin,
  releaseTestDatabase,
  useTestDatabase,
} from '@/tests/integration/admin-harness';

// Today is 2026-06-10 (09:30 UTC): June 1-8 are final days (read from rollups), June 9 and 10
// are read from raw events.
const NOW = new Date('2026-06-10T09:30:00Z');
const raw = rawEvent;
let serial = 0;

const lead = (
  status: LeadStatus,
  createdAt: string,
  extra: Partial<typeof contactRequests.$inferInsert> = {},
) => ({
  idempotencyKey: `report-${(serial += 1)}`,
  firstName: 'Ana',
  lastName: 'Lead',
  email: `lead-${(serial += 1)}@example.com`,
  phone: '(305) 555-0100',
  company: 'Dental Co',
  industry: 'dental',
  employeeCount: '11-50',
  serviceType: 'managed',
  message: '',
  agreeToTerms: true,
  status,
  createdAt: new Date(createdAt),
  ...extra,
});

describe.each(DATABASE_KINDS)('the analytics report on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    await database.db.insert(analyticsEvents).values([
      // June 8 (rolled up): a campaign visit from Google that sees and starts the contact form.
      raw('a', '2026-06-08T10:00:00Z', {
        path: '/solutions',
        entry: true,
        referrer: 'google.com',
        utmSource: 'google',
        utmCampaign: 'dental',
      }),
      raw('a', '2026-06-08T10:01:00Z'),
      raw('a', '2026-06-08T10:02:00Z', { name: 'form_seen', form: 'contact' }),
      raw('a', '2026-06-08T10:03:00Z', { name: 'form_start', form: 'contact' }),
      // June 10 (today, raw): one bounce on /faq from a phone, one visit to / seeing the form.
      raw('b', '2026-06-10T08:00:00Z', { path: '/faq', entry: true, device: 'mobile' }),
      raw('c', '2026-06-10T08:10:00Z', { entry: true }),
      raw('c', '2026-06-10T08:11:00Z', { name: 'form_seen', form: 'contact' }),
      raw('c', '2026-06-10T08:12:00Z', { path: '/about-us' }),
      // The period before (June 1): one visit, a bounce.
      raw('d', '2026-06-01T12:00:00Z', { entry: true }),
    ]);
    await runAnalyticsUpkeep(database.db, NOW, 30);
    await database.db.insert(contactRequests).values([
      // Sent from / in the visit that began on the campaign's page (its first touch).
      lead('won', '2026-06-08T10:05:00Z', {
        sourcePage: '/#contact',
        referrer: 'https://www.google.com/search',
        firstPage: '/solutions',
        firstReferrer: 'https://www.google.com/search',
        firstUtmSource: 'google',
        firstUtmCampaign: 'dental',
      }),
      // No first touch (the device could not remember it): its last touch is where it began.
      lead('new', '2026-06-10T08:15:00Z', { sourcePage: '/' }),
      lead('spam', '2026-06-10T08:16:00Z', { sourcePage: '/' }),
    ]);
  });

  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  it('adds final days from rollups to the last two days from raw events', async () => {
    const rolled = await database.db.select().from(analyticsDaily);
    expect(new Set(rolled.map((row) => row.day))).toEqual(
      // June 9 had no event, so no row.
      new Set(['2026-06-01', '2026-06-08']),
    );
    const report = await analyticsReport(database.db, 7, NOW);
    expect(report).toMatchObject({ days: 7, from: '2026-06-04', to: '2026-06-10' });
    expect(report.totals).toEqual({
      visitors: { current: 3, previous: 1 },
      pageviews: { current: 5, previous: 1 },
      visits: { current: 3, previous: 1 },
      bounceRate: { current: 1 / 3, previous: 1 },
    });
    expect(report.tables.entries).toEqual([
      expect.objectContaining({ value: '/', count: 1, visitors: 1, bounceRate: 0 }),
      expect.objectContaining({ value: '/faq', count: 1, visitors: 1, bounceRate: 1 }),
      expect.objectContaining({ value: '/solutions', count: 1, visitors: 1, bounceRate: 0 }),
    ]);
    expect(report.tables.referrers).toEqual([
      expect.objectContaining({ value: '', count: 2, visitors: 2 }),
      expect.objectContaining({ value: 'google.com', count: 1, visitors: 1 }),
    ]);
    expect(report.tables.devices[0]).toEqual({ value: 'desktop', count: 2, visitors: 2 });
    // Every day of the period, rolled-up days and raw days alike, zeros where nothing happened.
    const zero = { visitors: 0, pageviews: 0, visits: 0 };
    expect(report.daily).toEqual([
      { day: '2026-06-04', ...zero },
      { day: '2026-06-05', ...zero },
      { day: '2026-06-06', ...zero },
      { day: '2026-06-07', ...zero },
      { day: '2026-06-08', visitors: 1, pageviews: 2, visits: 1 },
      { day: '2026-06-09', ...zero },
      { day: '2026-06-10', visitors: 2, pageviews: 3, visits: 2 },
    ]);
  });

  it('converts pages and campaigns into leads and follows each form from seen to won', async () => {
    const report = await analyticsReport(database.db, 7, NOW);
    // Two real leads sent from / (spam left out), whose page had two visitors.
    expect(report.tables.pages.find((row) => row.value === '/')).toEqual({
      value: '/',
      count: 2,
      visitors: 2,
      leads: 2,
      conversionRate: 1,
    });
    expect(report.tables.utmCampaigns.find((row) => row.value === 'dental')).toMatchObject({
      count: 1,
      leads: 1,
      conversionRate: 1,
    });
    // Each lead counts where its visit began: the first touch when known, else the last.
    const conversion = (rows: { value: string; leads?: number; visitors: number }[]) =>
      Object.fromEntries(rows.map((row) => [row.value, [row.leads, row.visitors]]));
    expect(conversion(report.tables.entries)).toEqual({
      '/solutions': [1, 1],
      '/': [1, 1],
      '/faq': [0, 1],
    });
    expect(conversion(report.tables.referrers)).toEqual({ 'google.com': [1, 1], '': [1, 2] });
    expect(report.tables.referrers.find((row) => row.value === '')?.conversionRate).toBe(0.5);
    expect(conversion(report.tables.utmSources)).toEqual({ google: [1, 1], '': [1, 2] });
    expect(report.funnels.find((funnel) => funnel.type === 'contact')).toEqual({
      type: 'contact',
      label: 'Contact Form',
      seen: 2,
      started: 1,
      submitted: 2,
      booked: 0,
      contacted: 1,
      qualified: 1,
      won: 1,
      conversionRate: 1,
    });
  });

  it('is the admin API, with a CSV per table', async () => {
    const cookie = await adminCookie(database);
    const json = await callAdmin('analytics/report', { cookie, query: 'days=90' });
    expect(json.status).toBe(200);
    expect(((await json.json()) as { days: number }).days).toBe(90);
    const csv = await callAdmin('analytics/export', { cookie, query: 'days=90&table=funnels' });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = await csv.text();
    expect(text).toContain('Form,Seen (visitors),Started (visitors),Submitted');
    expect(text.split('\r\n')[0]).toMatch(/,Won,Conversion rate %$/);
    const daily = await callAdmin('analytics/export', { cookie, query: 'days=7&table=daily' });
    const days = (await daily.text()).trim().split('\r\n');
    expect(days[0]).toBe('Day (UTC),Visitors,Page views,Visits');
    // The API reports up to today: seven days, each a row.
    expect(days.slice(1).map((line) => line.split(',')[0])).toHaveLength(7);
    const entries = await callAdmin('analytics/export', { cookie, query: 'days=7&table=entries' });
    expect((await entries.text()).split('\r\n')[0]).toBe(
      'Entry page,Visits,Visitors,Bounce rate %,Leads,Conversion rate %',
    );
    expect((await callAdmin('analytics/report', { cookie, query: 'days=12' })).status).toBe(400);
    expect((await callAdmin('analytics/export', { cookie, query: 'table=x' })).status).toBe(400);
  });
});
