import { eq, sql } from 'drizzle-orm';
import { selectRows } from '@/lib/db/client';
import {
  auditLog,
  contactRequests,
  deliveries,
  leadNotes,
  partnerInquiries,
} from '@/lib/db/schema';
import { setLeadsContextForTests } from '@/lib/leads/context';
import { saveWebhookSettings } from '@/lib/settings/webhook-settings';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import { postApplication, postContact, postPartnership } from '@/tests/helpers/form-routes';
import {
  APPLICATION_FIELDS,
  VALID_LEADS,
  applicationRequest,
  fixture,
  jsonRequest,
  responseJson,
  setupLeadsContext,
} from '@/tests/helpers/lead-requests';
import {
  adminCookie,
  callAdmin,
  releaseTestDatabase,
  useTestDatabase,
} from '@/tests/integration/admin-harness';

const HOOKS = {
  contactFormWebhook: 'http://127.0.0.1:9/contact',
  partnerFormWebhook: 'http://127.0.0.1:9/partner',
  jobApplicationWebhook: 'http://127.0.0.1:9/jobs',
  customSolutionWebhook: 'http://127.0.0.1:9/custom',
  emailWebhook: 'http://127.0.0.1:9/email',
};
const ADDRESS = 'pat.doe@example.com';
/** The campaign of the first page of Pat's visit: it must leave with Pat's lead. */
const TOUCH_MARKER = 'pat-first-touch-7f3a';

interface ExportDocument {
  email: string;
  leads: {
    form: string;
    id: string;
    email: string;
    firstName: string;
    message: string;
    utmSource?: string;
    firstUtmCampaign?: string;
    resume?: { fileName: string; size: number } | null;
    notes: { body: string }[];
  }[];
  deliveries: {
    id: string;
    kind: string;
    destination?: string;
    payload?: unknown;
    lastError: string | null;
  }[];
  consentRecords: unknown[];
  consentRecordsNote: string;
}

/** `an@acme.co` as a whole address: not inside `dan@acme.com` nor `an@acme.co.uk`. */
const WHOLE_AN = '(^|[^a-z0-9._%+-])an@acme\\.co($|[^a-z0-9.-]|\\.($|[^a-z0-9-]))';

/**
 * Every text, varchar and json(b) column of every table that holds the text (case-insensitive),
 * or, given a regular expression, a match of it.
 */
async function findEverywhere(
  database: TestDatabase,
  text: string,
  regex?: string,
): Promise<string[]> {
  const columns = await selectRows<{
    table_schema: string;
    table_name: string;
    column_name: string;
  }>(
    database.db,
    sql`select c.table_schema, c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where t.table_type = 'BASE TABLE'
          and c.table_schema not in ('pg_catalog', 'information_schema')
          and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`,
  );
  expect(columns.length).toBeGreaterThan(20);
  const found: string[] = [];
  for (const { table_schema, table_name, column_name } of columns) {
    const column = sql`${sql.identifier(column_name)}::text`;
    const [row] = await selectRows<{ n: number | string }>(
      database.db,
      sql`select count(*) as n from ${sql.identifier(table_schema)}.${sql.identifier(table_name)}
          where ${regex ? sql`${column} ~* ${regex}` : sql`${column} ilike ${`%${text}%`}`}`,
    );
    if (Number(row?.n) > 0) found.push(`${table_schema}.${table_name}.${column_name}`);
  }
  return found;
}

describe.each(DATABASE_KINDS)('privacy requests on %s', (kind) => {
  let database: TestDatabase;
  let cookie: string;
  let contactId: string;
  let applicationId: string;
  let bystanderId: string;
  let quoterId: string;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    cookie = await adminCookie(database);
    const saved = await saveWebhookSettings(database.db, HOOKS, null, { allowPrivate: true });
    expect(saved.ok).toBe(true);
    setupLeadsContext(database.db, {
      smtpUrl: 'smtp://127.0.0.1:9',
      notifyEmail: 'leads@sonara.test',
    });

    const contact = await postContact(
      jsonRequest('contact', {
        ...VALID_LEADS.contact,
        email: 'Pat.Doe@Example.com',
        utmSource: 'newsletter',
        firstPage: '/industries',
        firstUtmCampaign: TOUCH_MARKER,
      }),
    );
    contactId = String((await responseJson(contact)).id);
    const application = await postApplication(
      applicationRequest(
        { ...APPLICATION_FIELDS, email: ADDRESS },
        { name: 'pat-cv.pdf', bytes: fixture('resume.pdf') },
      ),
    );
    applicationId = String((await responseJson(application)).id);
    const bystander = await postPartnership(
      jsonRequest('partnership', { ...VALID_LEADS.partnership, message: 'Referred by a friend' }),
    );
    bystanderId = String((await responseJson(bystander)).id);
    expect([contact.status, application.status, bystander.status]).toEqual([201, 201, 201]);

    await database.db.insert(leadNotes).values([
      {
        leadType: 'contact',
        leadId: contactId,
        authorName: 'admin',
        body: 'Called back, wants a demo',
      },
      {
        leadType: 'partnership',
        leadId: bystanderId,
        authorName: 'admin',
        body: `Mentioned ${ADDRESS.toUpperCase()} as a contact`,
      },
    ]);
    // Another person's lead that quotes the address in free text: in its row and in its
    // delivery payloads (form webhook, email webhook, SMTP).
    const quoter = await postPartnership(
      jsonRequest('partnership', {
        ...VALID_LEADS.partnership,
        email: 'sam.quote@example.org',
        message: `Please also loop in my colleague ${ADDRESS}, she decides.`,
      }),
    );
    expect(quoter.status).toBe(201);
    quoterId = String((await responseJson(quoter)).id);
    // The address typed as a sign-in username, as the audit log records a failed sign-in.
    await database.db.insert(auditLog).values({
      actorName: ADDRESS,
      action: 'auth.sign-in.failed',
      details: { path: '/sign-in/username', typed: ADDRESS.toUpperCase() },
    });
    // A receiver's error text that quotes the address, on someone else's delivery row.
    const [bystanderHook] = await database.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.leadId, bystanderId));
    await database.db
      .update(deliveries)
      .set({ lastError: `HTTP 400: mailbox ${ADDRESS} rejected` })
      .where(eq(deliveries.id, bystanderHook!.id));
  });
  afterAll(async () => {
    setLeadsContextForTests({});
    await releaseTestDatabase(database);
  });

  it('refuses a request without a session, and an invalid address', async () => {
    const anonymous = await callAdmin('privacy/export', {
      method: 'POST',
      body: { email: ADDRESS },
    });
    expect(anonymous.status).toBe(401);
    const invalid = await callAdmin('privacy/erase', {
      method: 'POST',
      body: { email: 'nope' },
      cookie,
    });
    expect(invalid.status).toBe(422);
  });

  it('exports every stored item for the address across forms as one JSON download', async () => {
    const response = await callAdmin('privacy/export', {
      method: 'POST',
      body: { email: `  ${ADDRESS.toUpperCase()} ` },
      cookie,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="privacy-export-/,
    );
    const document = (await response.json()) as ExportDocument;
    expect(document.email).toBe(ADDRESS);
    const byForm = Object.fromEntries(document.leads.map((lead) => [lead.form, lead]));
    expect(Object.keys(byForm).sort()).toEqual(['application', 'contact']);
    expect(byForm.contact).toMatchObject({
      id: contactId,
      firstName: 'Ada',
      utmSource: 'newsletter',
      firstUtmCampaign: TOUCH_MARKER,
      notes: [{ body: 'Called back, wants a demo' }],
    });
    expect(byForm.application).toMatchObject({
      id: applicationId,
      resume: { fileName: 'pat-cv.pdf', size: fixture('resume.pdf').length },
      notes: [],
    });
    expect(JSON.stringify(document)).not.toContain(
      fixture('resume.pdf').toString('base64').slice(0, 40),
    );
    const own = await database.db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(sql`lead_id in (${contactId}, ${applicationId})`);
    expect(own.length).toBeGreaterThanOrEqual(8);
    const exported = document.deliveries.map((row) => row.id).sort();
    expect(exported).toEqual(expect.arrayContaining(own.map((row) => row.id)));
    // The bystander's webhook row that quotes the address in its error carries the bystander's
    // fields, so it is not the person's data and stays out.
    expect(exported).toHaveLength(own.length);
    expect(JSON.stringify(document)).not.toContain('Referred by a friend');
    // A webhook URL can hold a credential; a receiver's error text can quote anything.
    const webhooks = document.deliveries.filter((row) => row.kind.endsWith('-webhook'));
    expect(webhooks.length).toBeGreaterThanOrEqual(4);
    for (const row of webhooks) {
      expect(row).not.toHaveProperty('destination');
      expect(row.payload).toBeDefined();
    }
    expect(JSON.stringify(document)).not.toContain('127.0.0.1:9');
    const confirmations = document.deliveries.filter((row) => row.kind === 'smtp-confirmation');
    expect(confirmations.map((row) => row.destination?.toLowerCase())).toEqual([ADDRESS, ADDRESS]);
    expect(document.consentRecords).toEqual([]);
    expect(document.consentRecordsNote).toMatch(/no\s+email address/);
  });

  it('erases the address everywhere, keeps other people, and audits a hash, never the address', async () => {
    expect((await findEverywhere(database, ADDRESS)).length).toBeGreaterThan(3);
    // The first touch is in the lead and in its webhook's payload.
    expect((await findEverywhere(database, TOUCH_MARKER)).length).toBeGreaterThanOrEqual(2);
    const response = await callAdmin('privacy/erase', {
      method: 'POST',
      body: { email: ADDRESS },
      cookie,
    });
    expect(response.status).toBe(200);
    const result = (await response.json()) as Record<string, number>;
    expect(result).toMatchObject({
      leads: 2,
      resumes: 1,
      notes: 1,
      notesRedacted: 1,
    });

    expect(await findEverywhere(database, ADDRESS)).toEqual([]);
    expect(await findEverywhere(database, TOUCH_MARKER)).toEqual([]);
    expect(result).toMatchObject({ leadsRedacted: 1, auditRedacted: 1 });
    expect(result.deliveriesRedacted).toBeGreaterThanOrEqual(2);
    // The other person's lead stays, with the address replaced in its text and payloads.
    const quoted = await database.db
      .select({ message: partnerInquiries.message })
      .from(partnerInquiries)
      .where(eq(partnerInquiries.id, quoterId));
    expect(quoted.map((row) => row.message)).toEqual([
      'Please also loop in my colleague [erased], she decides.',
    ]);
    const quotedPayloads = await database.db
      .select({ payload: deliveries.payload })
      .from(deliveries)
      .where(eq(deliveries.leadId, quoterId));
    expect(quotedPayloads.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(quotedPayloads)).toContain('[erased]');
    expect(JSON.stringify(quotedPayloads)).toContain('sam.quote@example.org');
    const bystander = await database.db
      .select()
      .from(leadNotes)
      .where(eq(leadNotes.leadId, bystanderId));
    expect(bystander.map((note) => note.body)).toEqual(['Mentioned [erased] as a contact']);
    expect(await database.db.select().from(contactRequests)).toEqual([]);
    // The bystander's rows stay; only the quote of the address in the receiver's error goes.
    const bystanderRows = await database.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.leadId, bystanderId));
    expect(bystanderRows.length).toBeGreaterThan(1);
    expect(bystanderRows.map((row) => row.lastError).filter(Boolean)).toEqual([
      'HTTP 400: mailbox [erased] rejected',
    ]);

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'privacy.erase'));
    expect(entry?.details).toMatchObject({
      leads: 2,
      addressHash: expect.stringMatching(/^[\w-]{32}$/),
    });
    const [exportEntry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'privacy.export'));
    expect(exportEntry?.details?.addressHash).toBe(entry?.details?.addressHash);

    const again = await callAdmin('privacy/erase', {
      method: 'POST',
      body: { email: ADDRESS },
      cookie,
    });
    expect(await again.json()).toMatchObject({ leads: 0, resumes: 0, notes: 0, deliveries: 0 });
  });

  it('never exports or erases someone whose address merely contains the one requested', async () => {
    const dan = await postContact(
      jsonRequest('contact', {
        ...VALID_LEADS.contact,
        firstName: 'Dan',
        email: 'dan@acme.com',
        phone: '(305) 555-0199',
        message: 'Dan needs a quote',
      }),
    );
    const an = await postContact(
      jsonRequest('contact', { ...VALID_LEADS.contact, firstName: 'An', email: 'AN@acme.co' }),
    );
    expect([dan.status, an.status]).toEqual([201, 201]);
    const danId = String((await responseJson(dan)).id);
    const anId = String((await responseJson(an)).id);
    await database.db.insert(leadNotes).values([
      { leadType: 'contact', leadId: danId, authorName: 'admin', body: 'Reply to dan@acme.com' },
      { leadType: 'contact', leadId: danId, authorName: 'admin', body: 'CC an@acme.co. Then call' },
    ]);
    const [danHook] = await database.db
      .select()
      .from(deliveries)
      .where(sql`lead_id = ${danId} and kind = 'form-webhook'`);
    await database.db
      .update(deliveries)
      .set({ lastError: 'HTTP 400: mailbox dan@acme.com rejected' })
      .where(eq(deliveries.id, danHook!.id));
    const danState = async () => ({
      lead: await database.db.select().from(contactRequests).where(eq(contactRequests.id, danId)),
      deliveries: await database.db
        .select()
        .from(deliveries)
        .where(eq(deliveries.leadId, danId))
        .orderBy(deliveries.id),
      notes: await database.db
        .select()
        .from(leadNotes)
        .where(eq(leadNotes.leadId, danId))
        .orderBy(leadNotes.createdAt, leadNotes.body),
    });
    const before = await danState();
    expect(before.deliveries.length).toBeGreaterThanOrEqual(4);

    const exported = await callAdmin('privacy/export', {
      method: 'POST',
      body: { email: 'an@acme.co' },
      cookie,
    });
    const document = (await exported.json()) as ExportDocument;
    expect(document.leads.map((lead) => lead.id)).toEqual([anId]);
    const text = JSON.stringify(document);
    for (const danText of ['dan@acme.com', 'Dan needs a quote', '555-0199', danId]) {
      expect(text).not.toContain(danText);
    }
    const danDeliveries = new Set(before.deliveries.map((row) => row.id));
    expect(document.deliveries.filter((row) => danDeliveries.has(row.id))).toEqual([]);
    expect(document.deliveries.length).toBeGreaterThanOrEqual(4);

    expect((await findEverywhere(database, 'an@acme.co', WHOLE_AN)).length).toBeGreaterThan(2);
    const erased = await callAdmin('privacy/erase', {
      method: 'POST',
      body: { email: 'an@acme.co' },
      cookie,
    });
    expect(await erased.json()).toMatchObject({ leads: 1, notesRedacted: 1 });
    const after = await danState();
    expect(after.lead).toEqual(before.lead);
    expect(after.deliveries).toEqual(before.deliveries);
    expect(after.notes.map((note) => note.body).sort()).toEqual([
      'CC [erased]. Then call',
      'Reply to dan@acme.com',
    ]);
    expect(await database.db.select().from(deliveries).where(eq(deliveries.leadId, anId))).toEqual(
      [],
    );
    // The whole address, matched independently of the code under test, is gone everywhere.
    expect(await findEverywhere(database, 'an@acme.co', WHOLE_AN)).toEqual([]);
  });
});
