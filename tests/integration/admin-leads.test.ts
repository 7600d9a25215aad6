import { eq } from 'drizzle-orm';
import { auditLog } from '@/lib/db/schema';
import type { LeadDetail, LeadPage } from '@/lib/admin/lead-forms';
import { parseCsv } from '@/tests/helpers/parse-csv';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import {
  adminCookie,
  callAdmin,
  releaseTestDatabase,
  useTestDatabase,
} from '@/tests/integration/admin-harness';
import { insertApplication, insertContactLead } from '@/tests/integration/admin-fixtures';

describe.each(DATABASE_KINDS)('leads inbox on %s', (kind) => {
  let database: TestDatabase;
  let cookie: string;
  let applicationId: string;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    cookie = await adminCookie(database);
    await insertContactLead(database, {
      firstName: 'Old',
      company: 'Early Bird',
      createdAt: new Date('2025-01-10T12:00:00Z'),
    });
    await insertContactLead(database, {
      firstName: '=HYPERLINK("http://evil.example")',
      lastName: '+Plus',
      company: '@Company, "Quoted"',
      message: '100% sure_thing\nsecond line',
      createdAt: new Date('2025-03-01T08:00:00Z'),
    });
    applicationId = (await insertApplication(database)).id;
  });

  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  const list = async (query = '') =>
    ((await (await callAdmin('leads', { query, cookie })).json()) as LeadPage).leads;

  it('lists every form newest first', async () => {
    const leads = await list();
    expect(leads.map((lead) => lead.type)).toEqual(['application', 'contact', 'contact']);
    expect(leads[0]).toMatchObject({
      name: 'Grace Hopper',
      organization: 'Senior AI Solutions Specialist',
    });
  });

  it('filters by form, date range and text (wildcards taken literally)', async () => {
    expect((await list('form=application')).map((lead) => lead.name)).toEqual(['Grace Hopper']);
    expect(
      (await list('form=contact&from=2025-01-01&to=2025-01-31')).map((lead) => lead.organization),
    ).toEqual(['Early Bird']);
    expect((await list('q=100%25 sure')).map((lead) => lead.organization)).toEqual([
      '@Company, "Quoted"',
    ]);
    expect(await list('q=100%25x')).toEqual([]);
    expect(await list('q=_')).toHaveLength(1);
    const bad = await callAdmin('leads', { query: 'from=yesterday', cookie });
    expect(bad.status).toBe(400);
  });

  it('shows every field of a lead', async () => {
    const [lead] = await list('form=application');
    const response = await callAdmin('leads/[type]/[id]', {
      params: { type: 'application', id: lead?.id ?? '' },
      cookie,
    });
    const detail = (await response.json()) as LeadDetail;
    expect(detail.fields).toContainEqual({
      key: 'jobTitle',
      label: 'Job Title',
      value: 'Senior AI Solutions Specialist',
    });
    expect(detail.resume).toMatchObject({ mediaType: 'application/pdf' });
    const missing = await callAdmin('leads/[type]/[id]', {
      params: { type: 'contact', id: 'not-a-uuid' },
      cookie,
    });
    expect(missing.status).toBe(404);
  });

  it('downloads a resume as a sandboxed attachment', async () => {
    const response = await callAdmin('leads/[type]/[id]/resume', {
      params: { type: 'application', id: applicationId },
      cookie,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="r_sum_ _final_\.pdf"; filename\*=UTF-8''/);
    expect(disposition).toContain(encodeURIComponent('résumé "final".pdf'));
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('exports a form as formula-safe UTF-8 CSV with a byte-order mark, and audits it', async () => {
    const response = await callAdmin('leads/[type]/export', {
      params: { type: 'contact' },
      cookie,
    });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contact-leads-/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(header?.slice(0, 4)).toEqual(['Lead ID', 'Submitted At', 'First Name', 'Last Name']);
    expect(rows).toHaveLength(2);
    const risky = rows.find((row) => row.includes(`'+Plus`));
    expect(risky).toEqual(
      expect.arrayContaining([
        `'=HYPERLINK("http://evil.example")`,
        `'+Plus`,
        `'@Company, "Quoted"`,
        '100% sure_thing\nsecond line',
      ]),
    );
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'lead.export'));
    expect(audit).toMatchObject({
      actorName: 'test_admin',
      target: 'contact',
      details: { rows: 2 },
    });
  });
});
