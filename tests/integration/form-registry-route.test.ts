import { eq } from 'drizzle-orm';
import { partnerInquiries, rateLimits } from '@/lib/db/schema';
import { setLeadsContextForTests } from '@/lib/leads/context';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from '@/tests/helpers/db';
import { postForm, postPartnership } from '@/tests/helpers/form-routes';
import {
  TEST_SITE_URL,
  VALID_LEADS,
  jsonRequest,
  responseJson,
  setupLeadsContext,
} from '@/tests/helpers/lead-requests';

describe.each(DATABASE_KINDS)('the one form route on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    setLeadsContextForTests({});
    await database?.destroy();
  });
  beforeEach(async () => {
    setupLeadsContext(database.db);
    await database.db.delete(rateLimits);
  });

  it('answers 404 for a form the registry does not know, and stores nothing', async () => {
    const request = new Request(`${TEST_SITE_URL}/api/forms/unknown`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify(VALID_LEADS.contact),
    });
    const response = await postForm('unknown')(request);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // A prototype key is no form either.
    expect((await postForm('__proto__')(jsonRequest('contact', {}))).status).toBe(404);
  });

  it('stores a bare-domain website as https', async () => {
    const response = await postPartnership(
      jsonRequest('partnership', { ...VALID_LEADS.partnership, website: 'hopper.example' }),
    );
    expect(response.status).toBe(201);
    const { id } = await responseJson(response);
    const [row] = await database.db
      .select({ website: partnerInquiries.website })
      .from(partnerInquiries)
      .where(eq(partnerInquiries.id, String(id)));
    expect(row?.website).toBe('https://hopper.example');
  });

  it('tells a rate-limited visitor when to try again', async () => {
    setupLeadsContext(database.db, { rateLimit: { max: 1, windowSeconds: 540 } });
    expect(
      (await postPartnership(jsonRequest('partnership', VALID_LEADS.partnership))).status,
    ).toBe(201);
    const limited = await postPartnership(jsonRequest('partnership', VALID_LEADS.partnership));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('540');
    expect(await limited.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Too many submissions. Please try again in 9 minutes.',
      },
    });
  });
});
