import { eq } from 'drizzle-orm';
import { consentRecords, rateLimits, settings } from '@/lib/db/schema';
import { CONSENT_ID_COOKIE, type ConsentDecision } from '@/lib/consent/contract';
import { STALE_POLICY } from '@/lib/consent/submit-consent';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import { SITE, releaseTestDatabase, useTestDatabase } from '@/tests/integration/admin-harness';

// Read once, at the first env() call: a small budget (4 x 2 decisions) and the client address
// taken from X-Forwarded-For, so each test can be its own client.
process.env.RATE_LIMIT_MAX = '2';
process.env.TRUST_PROXY = 'true';
process.env.CONSENT_MAX_AGE_DAYS = '30';
process.env.CONSENT_POLICY_VERSION = '3';

const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const DECISION: ConsentDecision = {
  action: 'custom',
  analytics: true,
  marketing: false,
  gpc: false,
  policyVersion: '3',
};

let clients = 0;

interface PostOptions {
  cookie?: string;
  /** Headers to add or replace; `null` leaves a default header out. */
  headers?: Record<string, string | null>;
  /** A raw body (sent as is); otherwise the decision as JSON. */
  raw?: string | Uint8Array<ArrayBuffer>;
}

async function postConsent(body: unknown, { cookie, headers = {}, raw }: PostOptions = {}) {
  const { POST } = await import('@/app/api/consent/route');
  return POST(
    new Request(`${SITE}/api/consent`, {
      method: 'POST',
      headers: Object.entries({
        origin: SITE,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
        'user-agent': CHROME_UA,
        'x-forwarded-for': `198.51.100.${(clients += 1)}`,
        ...(cookie ? { cookie } : {}),
        ...headers,
      }).filter((entry): entry is [string, string] => entry[1] !== null),
      body: raw ?? JSON.stringify(body),
    }),
  );
}

describe.each(DATABASE_KINDS)('POST /api/consent on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
  });

  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  beforeEach(async () => {
    await database.db.delete(consentRecords);
    await database.db.delete(rateLimits);
    await database.db.delete(settings).where(eq(settings.key, 'consent.mode'));
  });

  const records = () => database.db.select().from(consentRecords);

  it('stores the decision with the browser family only and sets the consent id cookie', async () => {
    const response = await postConsent(DECISION);
    expect(response.status).toBe(201);
    const { consentId } = (await response.json()) as { consentId: string };
    expect(consentId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );

    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toBe(
      `${CONSENT_ID_COOKIE}=${consentId}; Path=/; Max-Age=${30 * 86_400}; HttpOnly; SameSite=Lax`,
    );

    const rows = await records();
    expect(rows).toHaveLength(1);
    const { id, decidedAt, ...stored } = rows[0]!;
    expect(id).toBeGreaterThan(0);
    expect(Date.now() - decidedAt.getTime()).toBeLessThan(60_000);
    expect(stored).toEqual({
      consentId,
      action: 'custom',
      analytics: true,
      marketing: false,
      mode: 'opt-in',
      gpc: false,
      policyVersion: '3',
      browserFamily: 'Chrome',
    });
    // Neither the address nor the full user agent is kept anywhere in the row.
    const text = JSON.stringify(rows);
    expect(text).not.toContain('198.51.100');
    expect(text).not.toContain('Mozilla');
  });

  it('marks the cookie Secure when the site runs on https', async () => {
    const { POST } = await import('@/app/api/consent/route');
    const response = await POST(
      new Request('https://www.example.test/api/consent', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.250' },
        body: JSON.stringify(DECISION),
      }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()[0]).toMatch(/; Secure$/);
  });

  it('keeps a valid consent id from the cookie, so one browser has one id', async () => {
    const first = (await (await postConsent(DECISION)).json()) as { consentId: string };
    const again = await postConsent(
      { ...DECISION, action: 'reject-all', analytics: false },
      { cookie: `other=1; ${CONSENT_ID_COOKIE}=${first.consentId.toUpperCase()}` },
    );
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ consentId: first.consentId });
    const rows = await records();
    expect(rows.map((row) => [row.consentId, row.action])).toEqual([
      [first.consentId, 'custom'],
      [first.consentId, 'reject-all'],
    ]);
  });

  it.each([
    ['not a UUID', 'not-a-uuid'],
    ['a UUID with extra text', '3f2b6c1e-8a4d-4e5f-9a6b-1c2d3e4f5a6b;x'],
    ['a long value', 'a'.repeat(500)],
  ])('replaces a malformed consent id cookie (%s) with a new random one', async (_name, value) => {
    const response = await postConsent(DECISION, { cookie: `${CONSENT_ID_COOKIE}=${value}` });
    expect(response.status).toBe(201);
    const { consentId } = (await response.json()) as { consentId: string };
    expect(consentId).not.toBe(value);
    expect(consentId).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await records();
    expect(row?.consentId).toBe(consentId);
  });

  it("records the server's mode, not the one the page claims", async () => {
    // No mode stored: the site runs in opt-in.
    expect((await postConsent({ ...DECISION, mode: 'off' })).status).toBe(201);
    await database.db.insert(settings).values({ key: 'consent.mode', value: 'opt-out' });
    expect((await postConsent({ ...DECISION, mode: 'opt-in' })).status).toBe(201);
    expect((await postConsent(DECISION)).status).toBe(201);
    const rows = await database.db
      .select({ mode: consentRecords.mode })
      .from(consentRecords)
      .orderBy(consentRecords.id);
    expect(rows.map((row) => row.mode)).toEqual(['opt-in', 'opt-out', 'opt-out']);
  });

  it('records "Accept all" made while the browser sends GPC, with the signal noted', async () => {
    const response = await postConsent(
      { ...DECISION, action: 'accept-all', marketing: true, gpc: true },
      { headers: { 'sec-gpc': '1' } },
    );
    expect(response.status).toBe(201);
    const [row] = await records();
    expect(row).toMatchObject({
      action: 'accept-all',
      analytics: true,
      marketing: true,
      gpc: true,
      mode: 'opt-in',
    });
  });

  it.each([
    ['a wrong type', { ...DECISION, analytics: 'yes' }, 'analytics'],
    ['an unknown action', { ...DECISION, action: 'maybe' }, 'action'],
    ['an unknown mode', { ...DECISION, mode: 'sometimes' }, 'mode'],
    ['a missing field', { ...DECISION, gpc: undefined }, 'gpc'],
    ['an unknown field', { ...DECISION, ip: '203.0.113.9' }, 'form'],
    ['a NUL in the version', { ...DECISION, policyVersion: 'v\u00001' }, 'policyVersion'],
    ['a lone surrogate', { ...DECISION, policyVersion: '\ud800' }, 'policyVersion'],
    ['a version too long', { ...DECISION, policyVersion: 'v'.repeat(41) }, 'policyVersion'],
    ['accept-all refusing a category', { ...DECISION, action: 'accept-all' }, 'action'],
    ['an array', [DECISION], 'form'],
    ['null', null, 'form'],
  ])('refuses %s with 422 and stores nothing', async (_name, body, field) => {
    const response = await postConsent(body);
    expect(response.status).toBe(422);
    const answer = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(answer.error.fields)).toContain(field);
    expect(await records()).toEqual([]);
  });

  it('refuses a decision made under another policy version with 422 and a clear message', async () => {
    const response = await postConsent({ ...DECISION, policyVersion: '2' });
    expect(response.status).toBe(422);
    const answer = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(answer.error.fields.policyVersion).toBe(STALE_POLICY);
    expect(await records()).toEqual([]);
  });

  it.each([
    ['malformed JSON', { raw: '{"action":' }, 400],
    ['invalid UTF-8', { raw: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) }, 400],
    ['form data', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415],
    ['a huge body', { raw: JSON.stringify({ ...DECISION, pad: 'x'.repeat(3000) }) }, 413],
    // A browser without Fetch Metadata sends only its Origin.
    [
      'a cross-site origin',
      { headers: { origin: 'https://evil.example', 'sec-fetch-site': null } },
      403,
    ],
    ['a cross-site fetch', { headers: { 'sec-fetch-site': 'cross-site' } }, 403],
  ] as const)('refuses %s with a 4xx', async (_name, options, status) => {
    const response = await postConsent(DECISION, options);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBeTruthy();
    expect(await records()).toEqual([]);
  });

  it('limits a burst from one client with 429 and Retry-After, per client', async () => {
    const client = { 'x-forwarded-for': '203.0.113.7' };
    for (let index = 0; index < 8; index += 1) {
      expect((await postConsent(DECISION, { headers: client })).status).toBe(201);
    }
    const limited = await postConsent(DECISION, { headers: client });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await records()).toHaveLength(8);
    // Another client is not affected, and the lead forms' buckets are separate.
    expect((await postConsent(DECISION)).status).toBe(201);
    const keys = await database.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(keys.every(({ key }) => key.startsWith('consent:'))).toBe(true);
  });
});

describe('POST /api/consent without a database', () => {
  it('answers 503 with Retry-After, never 500', async () => {
    const database = await useTestDatabase('pglite');
    await database.close();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await postConsent(DECISION);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
      // Through the site's logger: an event name a log collector can match.
      expect(errors.mock.calls.flat().join('\n')).toContain('consent.database-failed');
    } finally {
      errors.mockRestore();
      await releaseTestDatabase(database).catch(() => undefined);
    }
  });
});
