import { and, eq } from 'drizzle-orm';
import {
  auditLog,
  cacheTagRevisions,
  consentRecords,
  settings,
  trackingPixels,
} from '@/lib/db/schema';
import { CONSENT_MODE_SETTING } from '@/lib/consent/contract';
import { consentCountsByDay } from '@/lib/consent/consent-log';
import { listPolicyPixels } from '@/lib/pixels/policy-pixels';
import { readConsentMode } from '@/lib/consent/mode';
import { CACHE_TAGS } from '@/lib/server/cache-tags';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import { parseCsv } from '@/tests/helpers/parse-csv';
import {
  adminCookie,
  callAdmin,
  releaseTestDatabase,
  useTestDatabase,
} from '@/tests/integration/admin-harness';

process.env.SYSTEM_PIXEL_CODE = '<script>window.__system = 1</script>';
process.env.SYSTEM_PIXEL_NAME = 'Identity Pixel';
process.env.SYSTEM_PIXEL_CATEGORY = 'analytics';
process.env.CONSENT_POLICY_VERSION = '7';

const DAY = 86_400_000;

function record(consentId: string, action: string, decidedAt: Date, extra = {}) {
  return {
    consentId,
    action,
    decidedAt,
    analytics: action === 'accept-all',
    marketing: action === 'accept-all',
    mode: 'opt-in',
    gpc: action === 'gpc',
    policyVersion: '7',
    browserFamily: 'Firefox',
    ...extra,
  };
}

describe.each(DATABASE_KINDS)('consent admin on %s', (kind) => {
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
    await database.db.delete(consentRecords);
    await database.db.delete(trackingPixels);
    await database.db.delete(settings).where(eq(settings.key, CONSENT_MODE_SETTING));
  });

  const pixelsRevision = async () => {
    const [row] = await database.db
      .select({ revision: cacheTagRevisions.revision })
      .from(cacheTagRevisions)
      .where(eq(cacheTagRevisions.tag, CACHE_TAGS.pixels));
    return row?.revision ?? 0;
  };

  it('reads the mode (opt-in until chosen) with the policy version and lifetime', async () => {
    const response = await callAdmin('consent', { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ mode: 'opt-in', policyVersion: '7', maxAgeDays: 182 });
  });

  it('saves the mode, audits from/to and expires the pixels cache tag', async () => {
    const before = await pixelsRevision();
    const response = await callAdmin('consent', {
      method: 'PUT',
      body: { mode: 'opt-out' },
      cookie,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { mode: string }).mode).toBe('opt-out');
    expect(await readConsentMode(database.db)).toBe('opt-out');
    expect(await pixelsRevision()).toBe(before + 1);

    await callAdmin('consent', { method: 'PUT', body: { mode: 'off' }, cookie });
    const audits = await database.db
      .select({ details: auditLog.details, actor: auditLog.actorName })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'consent.mode.update')))
      .orderBy(auditLog.id);
    expect(audits.slice(-2)).toEqual([
      { details: { from: 'opt-in', to: 'opt-out' }, actor: 'test_admin' },
      { details: { from: 'opt-out', to: 'off' }, actor: 'test_admin' },
    ]);
    expect(((await (await callAdmin('consent', { cookie })).json()) as { mode: string }).mode).toBe(
      'off',
    );
  });

  it.each([
    ['an unknown mode', { mode: 'always' }, 422],
    ['a wrong type', { mode: 1 }, 422],
    ['an extra field', { mode: 'off', by: 'me' }, 422],
    ['no mode', {}, 422],
    ['a huge body', { mode: 'off', pad: 'x'.repeat(2000) }, 413],
  ])('refuses %s with a 4xx and changes nothing', async (_name, body, status) => {
    const response = await callAdmin('consent', { method: 'PUT', body, cookie });
    expect(response.status).toBe(status);
    expect(await readConsentMode(database.db)).toBe('opt-in');
  });

  it('refuses every consent endpoint without a session', async () => {
    for (const [route, method] of [
      ['consent', 'GET'],
      ['consent', 'PUT'],
      ['consent/log', 'GET'],
      ['consent/export', 'GET'],
    ] as const) {
      const response = await callAdmin(route, { method, body: method === 'PUT' ? {} : undefined });
      expect(response.status).toBe(401);
    }
  });

  it('counts decisions per UTC day and action over the last 30 days', async () => {
    const now = new Date('2026-03-31T10:00:00Z');
    await database.db.insert(consentRecords).values([
      record('a', 'accept-all', new Date('2026-03-31T00:00:01Z')),
      record('b', 'accept-all', new Date('2026-03-31T09:00:00Z')),
      record('c', 'reject-all', new Date('2026-03-31T08:00:00Z')),
      record('d', 'gpc', new Date('2026-03-30T23:59:59Z')),
      record('e', 'custom', new Date('2026-03-02T00:00:00Z')),
      // Older than the 30 days shown (the 1st of March is day 31).
      record('f', 'custom', new Date('2026-03-01T23:59:59Z')),
    ]);
    const days = await consentCountsByDay(database.db, 30, now);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({
      day: '2026-03-31',
      'accept-all': 2,
      'reject-all': 1,
      custom: 0,
      gpc: 0,
    });
    expect(days[1]).toEqual({
      day: '2026-03-30',
      'accept-all': 0,
      'reject-all': 0,
      custom: 0,
      gpc: 1,
    });
    expect(days[29]).toEqual({
      day: '2026-03-02',
      'accept-all': 0,
      'reject-all': 0,
      custom: 1,
      gpc: 0,
    });
    const total = days.reduce(
      (sum, d) => sum + d['accept-all'] + d['reject-all'] + d.custom + d.gpc,
      0,
    );
    expect(total).toBe(5);
  });

  it('serves the last 30 days to the admin, newest first', async () => {
    await database.db.insert(consentRecords).values(record('a', 'reject-all', new Date()));
    const response = await callAdmin('consent/log', { cookie });
    expect(response.status).toBe(200);
    const days = (await response.json()) as { day: string; 'reject-all': number }[];
    expect(days).toHaveLength(30);
    expect(days[0]).toMatchObject({ day: new Date().toISOString().slice(0, 10), 'reject-all': 1 });
    expect(days[29]?.day).toBe(new Date(Date.now() - 29 * DAY).toISOString().slice(0, 10));
  });

  it('exports every decision as formula-safe CSV, in pages, and audits it', async () => {
    const base = Date.parse('2026-01-01T00:00:00Z');
    const many = Array.from({ length: 2_503 }, (_, index) =>
      record(`id-${index}`, 'custom', new Date(base + index * 1000)),
    );
    many[0] = record('=HYPERLINK("http://evil")', 'accept-all', new Date(base), {
      policyVersion: '+1',
    });
    for (let start = 0; start < many.length; start += 500) {
      await database.db.insert(consentRecords).values(many.slice(start, start + 500));
    }
    const response = await callAdmin('consent/export', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="consent-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    // Decoded by hand: Response.text() drops the byte-order mark spreadsheets rely on.
    const text = Buffer.from(await response.arrayBuffer()).toString('utf8');
    expect(text.startsWith('\ufeff')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([
      'Decided at (UTC)',
      'Consent ID',
      'Action',
      'Analytics',
      'Marketing',
      'GPC (reported by browser)',
      'Mode',
      'Policy version',
      'Browser',
    ]);
    expect(rows).toHaveLength(1 + 2_503);
    expect(rows[1]).toEqual([
      '2026-01-01T00:00:00.000Z',
      `'=HYPERLINK("http://evil")`,
      'accept-all',
      'true',
      'true',
      'false',
      'opt-in',
      "'+1",
      'Firefox',
    ]);
    expect(rows.at(-1)?.[1]).toBe('id-2502');
    expect(new Set(rows.slice(1).map((row) => row[1])).size).toBe(2_503);
    const [audit] = await database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'consent.export'));
    expect(audit?.details).toEqual({ rows: 2_503 });
  });

  it('exports just the header when the log is empty', async () => {
    const text = await (await callAdmin('consent/export', { cookie })).text();
    expect(parseCsv(text)).toHaveLength(1);
  });

  it('lists the system pixel and the enabled pixels with their category for the policy', async () => {
    const add = (body: unknown) => callAdmin('pixels', { method: 'POST', body, cookie });
    expect(
      (await add({ name: 'Plausible', location: 'head', code: '<i></i>', category: 'analytics' }))
        .status,
    ).toBe(201);
    await add({ name: 'Meta Pixel', location: 'body', code: '<i></i>' });
    await add({ name: 'Chat', location: 'body', code: '<i></i>', category: 'necessary' });
    await add({ name: 'Paused', location: 'head', code: '<i></i>', enabled: false });
    expect(await listPolicyPixels(database.db)).toEqual([
      { name: 'Identity Pixel', category: 'analytics' },
      { name: 'Plausible', category: 'analytics' },
      { name: 'Meta Pixel', category: 'marketing' },
      { name: 'Chat', category: 'necessary' },
    ]);
  });

  it('round-trips a pixel category through the admin API and refuses an unknown one', async () => {
    const created = await callAdmin('pixels', {
      method: 'POST',
      body: { name: 'GA', location: 'head', code: '<i></i>', category: 'analytics' },
      cookie,
    });
    const pixel = (await created.json()) as { id: string; category: string };
    expect(pixel.category).toBe('analytics');
    const updated = await callAdmin('pixels/[id]', {
      method: 'PUT',
      params: { id: pixel.id },
      body: { name: 'GA', location: 'head', code: '<i></i>', category: 'necessary' },
      cookie,
    });
    expect(((await updated.json()) as { category: string }).category).toBe('necessary');
    const list = (await (await callAdmin('pixels', { cookie })).json()) as {
      name: string;
      category: string;
    }[];
    expect(list.map((p) => [p.name, p.category])).toEqual([
      ['Identity Pixel', 'analytics'],
      ['GA', 'necessary'],
    ]);
    const refused = await callAdmin('pixels', {
      method: 'POST',
      body: { name: 'X', location: 'head', code: '<i></i>', category: 'ads' },
      cookie,
    });
    expect(refused.status).toBe(422);
  });
});
