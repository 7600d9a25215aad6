import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { selectRows } from '@/lib/db/client';
import { leadConditions, leadFiltersSchema } from '@/lib/admin/lead-filters';
import { leadTableOf } from '@/lib/admin/lead-columns';
import { contactRequests, type LeadStatus, type LeadType } from '@/lib/db/schema';
import type { LeadDetail, LeadPage } from '@/lib/admin/lead-forms';
import { LEAD_TYPES, formDefinition } from '@/lib/forms';
import { leadTable } from '@/lib/leads/form-tables';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import { APPLICATION_FIELDS, VALID_LEADS } from '@/tests/helpers/lead-requests';
import {
  adminCookie,
  callAdmin,
  releaseTestDatabase,
  useTestDatabase,
} from '@/tests/integration/admin-harness';

const BASE: Record<LeadType, Record<string, unknown>> = {
  contact: VALID_LEADS.contact,
  partnership: VALID_LEADS.partnership,
  'custom-solution': VALID_LEADS['custom-solution'],
  application: { ...APPLICATION_FIELDS, resumeFile: 'cv.pdf', jobTitle: 'Voice Engineer' },
};

/** The fields a search must reach in every form: the company column is the job for applicants. */
const SEARCHED = ['firstName', 'email', 'organization', 'message'] as const;
const PER_FORM = 7;
const START = Date.UTC(2026, 0, 1);

/** Where the last lead of each form came from: a campaign or source on its first or last touch. */
const ATTRIBUTION: Record<LeadType, Record<string, string>> = {
  contact: { firstPage: '/solutions', firstUtmCampaign: 'Dental-Spring', utmSource: 'newsletter' },
  partnership: { sourcePage: '/partners', utmCampaign: 'dental-spring' },
  application: { firstPage: '/careers', firstUtmSource: 'Google' },
  'custom-solution': {},
};

type Seeded = { type: LeadType; createdAt: Date; token?: string; status: LeadStatus };

describe.each(DATABASE_KINDS)('the all-forms inbox on %s', (kind) => {
  let database: TestDatabase;
  let cookie: string;
  const seeded: Seeded[] = [];

  async function insert(type: LeadType, createdAt: Date, values: Record<string, unknown>) {
    // Each form's table has its own columns; the test fills them from the form's valid sample.
    const table = leadTable(type) as typeof contactRequests;
    await database.db
      .insert(table)
      .values({ ...BASE[type], idempotencyKey: randomUUID(), createdAt, ...values } as never);
  }

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    cookie = await adminCookie(database);
    let minute = 0;
    for (let index = 0; index < PER_FORM; index += 1) {
      for (const type of LEAD_TYPES) {
        const createdAt = new Date(START + minute++ * 60_000);
        const field = SEARCHED[index];
        const token = field ? `tok${type.replace('-', '')}${field}` : undefined;
        const column = field === 'organization' ? formDefinition(type).admin.organization : field;
        const value =
          field === 'email' ? `${token}@example.com` : field ? `x ${token} y` : undefined;
        const status: LeadStatus = index === 5 && type !== 'application' ? 'contacted' : 'new';
        const touch = index === PER_FORM - 1 ? ATTRIBUTION[type] : {};
        await insert(type, createdAt, { ...(column ? { [column]: value } : {}), status, ...touch });
        seeded.push({ type, createdAt, token, status });
      }
    }
    // Spam is reviewed on its own: it must not appear under "All".
    await insert('contact', new Date(START + 9_999 * 60_000), {
      status: 'spam',
      firstName: 'Spammy',
    });
    await insert('application', new Date(START + 9_998 * 60_000), {
      status: 'spam',
      firstName: 'Spammy',
    });
  });

  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  async function list(query = ''): Promise<LeadPage> {
    const response = await callAdmin('leads', { query, cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as LeadPage;
  }

  it('pages through every form together, newest first, with the total count', async () => {
    const expected = [...seeded].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const first = await list();
    expect(first).toMatchObject({ total: 28, page: 1, pageSize: 25, pageCount: 2, columns: [] });
    expect(first.leads).toHaveLength(25);
    // Newest first across forms: the four newest are one of each form.
    expect(new Set(first.leads.slice(0, 4).map((lead) => lead.type))).toEqual(new Set(LEAD_TYPES));
    const second = await list('page=2');
    expect(second.leads).toHaveLength(3);
    expect(second.pageCount).toBe(2);
    const shown = [...first.leads, ...second.leads];
    expect(shown.map((lead) => lead.createdAt)).toEqual(
      expected.map((lead) => lead.createdAt.toISOString()),
    );
    expect(shown.map((lead) => lead.type)).toEqual(expected.map((lead) => lead.type));
    expect(new Set(shown.map((lead) => lead.id)).size).toBe(28);
    expect((await list('page=3')).leads).toEqual([]);
    const bigger = await list('pageSize=50');
    expect(bigger).toMatchObject({ total: 28, pageCount: 1 });
    expect(bigger.leads).toHaveLength(28);
    expect(shown.some((lead) => lead.name.startsWith('Spammy'))).toBe(false);
  });

  it('shows the job applied for where other forms show the company', async () => {
    const page = await list('pageSize=100');
    const application = page.leads.find((lead) => lead.type === 'application');
    const contact = page.leads.find(
      (lead) => lead.type === 'contact' && !lead.name.includes('tok'),
    );
    expect(application?.organization).toBe('Voice Engineer');
    expect(contact?.organization).toBe(VALID_LEADS.contact.company);
  });

  it.each(LEAD_TYPES.flatMap((type) => SEARCHED.map((field) => [type, field] as const)))(
    'finds a %s lead by its %s',
    async (type, field) => {
      const token = `tok${type.replace('-', '')}${field}`;
      const page = await list(`q=${token.toUpperCase()}`);
      expect(page.total).toBe(1);
      expect(page.leads.map((lead) => lead.type)).toEqual([type]);
    },
  );

  it('filters by status; spam only when asked for', async () => {
    const contacted = await list('status=contacted');
    expect(contacted.total).toBe(3);
    expect(contacted.leads.every((lead) => lead.status === 'contacted')).toBe(true);
    const spam = await list('status=spam');
    expect(spam.total).toBe(2);
    expect(spam.leads.map((lead) => lead.type).sort()).toEqual(['application', 'contact']);
    expect((await list('status=new')).total).toBe(25);
  });

  it('filters by UTM source or campaign of the first or the last touch, ignoring case', async () => {
    const campaign = await list('campaign=DENTAL-spring');
    expect(campaign.total).toBe(2);
    expect(campaign.leads.map((lead) => lead.type).sort()).toEqual(['contact', 'partnership']);
    expect((await list('source=google')).leads.map((lead) => lead.type)).toEqual(['application']);
    expect((await list('source=Newsletter')).leads.map((lead) => lead.type)).toEqual(['contact']);
    expect((await list('form=contact&campaign=dental-spring')).total).toBe(1);
    expect((await list('form=custom-solution&campaign=dental-spring')).total).toBe(0);
    expect((await list('campaign=dental')).total).toBe(0);
    const csv = await callAdmin('leads/[type]/export', {
      cookie,
      params: { type: 'partnership' },
      query: 'campaign=dental-spring',
    });
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(
      (await callAdmin('leads', { query: `campaign=${'x'.repeat(201)}`, cookie })).status,
    ).toBe(400);
  });

  it('shows both touches in the lead detail', async () => {
    const [lead] = (await list('form=contact&campaign=dental-spring')).leads;
    const response = await callAdmin('leads/[type]/[id]', {
      cookie,
      params: { type: 'contact', id: lead!.id },
    });
    expect(response.status).toBe(200);
    const detail = (await response.json()) as LeadDetail;
    expect(detail.attribution.first).toMatchObject({
      page: '/solutions',
      utmCampaign: 'Dental-Spring',
      utmSource: '',
    });
    expect(detail.attribution.last).toMatchObject({ utmSource: 'newsletter' });
    const [plain] = (await list('form=custom-solution')).leads;
    const other = await callAdmin('leads/[type]/[id]', {
      cookie,
      params: { type: 'custom-solution', id: plain!.id },
    });
    expect(((await other.json()) as LeadDetail).attribution.first).toBeNull();
  });

  it('keeps one form view with its own columns and the same pagination', async () => {
    const page = await list('form=partnership&pageSize=25');
    expect(page.total).toBe(PER_FORM);
    expect(page.leads.every((lead) => lead.type === 'partnership')).toBe(true);
    expect(page.columns.map((column) => column.label)).toContain('Website');
    expect(page.columns.map((column) => column.key)).not.toContain('message');
    expect(page.leads[0]?.values?.website).toBe(VALID_LEADS.partnership.website);
    const spam = await list('form=contact&status=spam');
    expect(spam.total).toBe(1);
  });

  it('searches with the trigram index on PostgreSQL, where pg_trgm is available', async () => {
    if (kind !== 'postgres') return;
    const [available] = await selectRows<{ count: string | number }>(
      database.db,
      sql`select count(*) as "count" from pg_available_extensions where name = 'pg_trgm'`,
    );
    if (Number(available?.count) === 0) return;
    for (const type of LEAD_TYPES) {
      const plan = await database.db.transaction(async (tx) => {
        // A handful of rows: the planner would rather scan; the point is that it can use the index.
        await tx.execute(sql`set local enable_seqscan = off`);
        const filters = leadFiltersSchema.parse({ q: 'someone' });
        const { table } = leadTableOf(type);
        return selectRows<{ 'QUERY PLAN': string }>(
          tx,
          sql`explain select count(*) from ${table} where ${leadConditions(type, filters)}`,
        );
      });
      const text = plan.map((line) => line['QUERY PLAN']).join('\n');
      expect(text).toContain(`${formDefinition(type).table}_search_trgm_idx`);
    }
  });

  it('answers 400 to a bad page, page size or status', async () => {
    for (const query of ['page=0', 'page=-1', 'page=x', 'pageSize=30', 'status=done', 'page=1e9']) {
      expect((await callAdmin('leads', { query, cookie })).status).toBe(400);
    }
  });
});
