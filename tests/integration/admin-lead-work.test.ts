import { and, eq } from 'drizzle-orm';
import { auditLog, contactRequests, deliveries, leadNotes, LEAD_STATUSES } from '@/lib/db/schema';
import {
  LEAD_STATUS_OPTIONS,
  type LeadDetail,
  type LeadNoteView,
  type LeadPage,
} from '@/lib/admin/lead-forms';
import { deliverNow } from '@/lib/delivery/dispatcher';
import { setLeadsContextForTests } from '@/lib/leads/context';
import { saveWebhookSettings } from '@/lib/settings/webhook-settings';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import { postContact } from '@/tests/helpers/form-routes';
import {
  VALID_LEADS,
  jsonRequest,
  responseJson,
  setupLeadsContext,
} from '@/tests/helpers/lead-requests';
import { startWebhookReceiver } from '@/tests/helpers/webhook-receiver';
import {
  adminCookie,
  callAdmin,
  releaseTestDatabase,
  useTestDatabase,
} from '@/tests/integration/admin-harness';
import { insertApplication, insertContactLead } from '@/tests/integration/admin-fixtures';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(DATABASE_KINDS)('working a lead on %s', (kind) => {
  let database: TestDatabase;
  let cookie: string;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    cookie = await adminCookie(database);
  });

  afterAll(async () => {
    setLeadsContextForTests({});
    await releaseTestDatabase(database);
  });

  const setStatus = (type: string, id: string, body: unknown, withCookie = cookie) =>
    callAdmin('leads/[type]/[id]', {
      method: 'PATCH',
      params: { type, id },
      body,
      cookie: withCookie,
    });
  const open = async (type: string, id: string) => {
    const response = await callAdmin('leads/[type]/[id]', { params: { type, id }, cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as LeadDetail;
  };
  const addNote = (id: string, body: unknown, type = 'contact') =>
    callAdmin('leads/[type]/[id]/notes', { method: 'POST', params: { type, id }, body, cookie });
  const unread = async () =>
    ((await (await callAdmin('leads/unread', { cookie })).json()) as { unread: number }).unread;
  const audits = (action: string, target: string) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));

  it('offers every stored status, in the schema order', () => {
    expect(LEAD_STATUS_OPTIONS.map((option) => option.value)).toEqual([...LEAD_STATUSES]);
  });

  it('changes a status, audits from and to with no personal data, and refuses bad input', async () => {
    const lead = await insertContactLead(database, {
      firstName: 'Status',
      email: 'st@example.com',
    });
    const response = await setStatus('contact', lead.id, { status: 'contacted' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: lead.id, status: 'contacted' });
    expect((await setStatus('contact', lead.id, { status: 'won' })).status).toBe(200);
    const [stored] = await database.db
      .select({ status: contactRequests.status })
      .from(contactRequests)
      .where(eq(contactRequests.id, lead.id));
    expect(stored?.status).toBe('won');

    const entries = await audits('lead.status.update', lead.id);
    expect(entries.map((entry) => entry.details)).toEqual(
      expect.arrayContaining([
        { form: 'contact', from: 'new', to: 'contacted' },
        { form: 'contact', from: 'contacted', to: 'won' },
      ]),
    );
    expect(entries[0]?.actorName).toBe('test_admin');
    expect(JSON.stringify(entries)).not.toMatch(/Status|st@example\.com/);

    for (const body of [{ status: 'done' }, { status: 1 }, {}, { status: 'won', extra: 1 }, []]) {
      expect((await setStatus('contact', lead.id, body)).status).toBe(422);
    }
    const notJson = await callAdmin('leads/[type]/[id]', {
      method: 'PATCH',
      params: { type: 'contact', id: lead.id },
      cookie,
      headers: { 'content-type': 'application/json' },
      body: undefined,
    });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
    expect((await setStatus('contact', UNKNOWN_ID, { status: 'won' })).status).toBe(404);
    expect((await setStatus('contact', 'not-a-uuid', { status: 'won' })).status).toBe(404);
    // The id names a contact request, not an application.
    expect((await setStatus('application', lead.id, { status: 'won' })).status).toBe(404);
    expect((await setStatus('nope', lead.id, { status: 'won' })).status).toBe(404);
    expect((await setStatus('contact', lead.id, { status: 'lost' }, '')).status).toBe(401);
    const big = await setStatus('contact', lead.id, { status: 'won', pad: 'x'.repeat(5000) });
    expect(big.status).toBe(413);
    expect((await audits('lead.status.update', lead.id)).length).toBe(2);
  });

  it('marks a lead read on first opening and counts unread leads without spam', async () => {
    await database.db.delete(contactRequests);
    const first = await insertContactLead(database);
    await insertContactLead(database);
    await insertContactLead(database, { status: 'spam', spamReason: 'honeypot' });
    const application = await insertApplication(database);
    expect(await unread()).toBe(3);

    const page = (await (await callAdmin('leads', { cookie })).json()) as LeadPage;
    expect(page.leads.filter((lead) => lead.unread)).toHaveLength(3);

    const detail = await open('contact', first.id);
    expect(detail.unread).toBe(true);
    expect(await unread()).toBe(2);
    const [row] = await database.db
      .select({ viewedAt: contactRequests.viewedAt })
      .from(contactRequests)
      .where(eq(contactRequests.id, first.id));
    expect(row?.viewedAt).toBeInstanceOf(Date);

    const again = await open('contact', first.id);
    expect(again.unread).toBe(false);
    expect(again.viewedAt).toBe(row?.viewedAt?.toISOString());
    await open('application', application.id);
    expect(await unread()).toBe(1);
    const after = (await (await callAdmin('leads', { cookie })).json()) as LeadPage;
    expect(after.leads.find((lead) => lead.id === first.id)?.unread).toBe(false);
    expect((await callAdmin('leads/unread', { cookie: '' })).status).toBe(401);
  });

  it('adds notes by the signed-in admin, newest first, audited without their text', async () => {
    const lead = await insertContactLead(database);
    const first = await addNote(lead.id, { body: '  Called, no answer.  ' });
    expect(first.status).toBe(201);
    const created = (await first.json()) as LeadNoteView;
    expect(created).toMatchObject({ authorName: 'test_admin', body: 'Called, no answer.' });
    expect((await addNote(lead.id, { body: 'Booked a demo for Friday.' })).status).toBe(201);

    const detail = await open('contact', lead.id);
    expect(detail.notes.map((note) => note.body)).toEqual([
      'Booked a demo for Friday.',
      'Called, no answer.',
    ]);
    expect(Date.parse(detail.notes[0]!.createdAt)).toBeGreaterThanOrEqual(
      Date.parse(detail.notes[1]!.createdAt),
    );
    const [stored] = await database.db.select().from(leadNotes).where(eq(leadNotes.id, created.id));
    expect(stored).toMatchObject({
      leadType: 'contact',
      leadId: lead.id,
      authorName: 'test_admin',
    });
    expect(stored?.authorId).toBeTruthy();

    const entries = await audits('lead.note.create', lead.id);
    expect(entries).toHaveLength(2);
    expect(JSON.stringify(entries)).not.toMatch(/Called|demo/);
  });

  it('refuses empty, oversized and unstorable notes, unknown leads and signed-out callers', async () => {
    const lead = await insertContactLead(database);
    expect((await addNote(lead.id, { body: 'x'.repeat(5000) })).status).toBe(201);
    for (const body of [
      { body: '' },
      { body: '   ' },
      { body: 'x'.repeat(5001) },
      { body: 'a\u0000b' },
      { body: '\ud800' },
      { body: 42 },
      {},
      'text',
    ]) {
      expect((await addNote(lead.id, body)).status).toBe(422);
    }
    expect((await addNote(UNKNOWN_ID, { body: 'hello' })).status).toBe(404);
    expect((await addNote(lead.id, { body: 'hello' }, 'application')).status).toBe(404);
    const signedOut = await callAdmin('leads/[type]/[id]/notes', {
      method: 'POST',
      params: { type: 'contact', id: lead.id },
      body: { body: 'hello' },
    });
    expect(signedOut.status).toBe(401);
    expect(
      await database.db.select().from(leadNotes).where(eq(leadNotes.leadId, lead.id)),
    ).toHaveLength(1);
  });

  it('never sends a note to a webhook or an email', async () => {
    const receiver = await startWebhookReceiver([{ status: 204 }]);
    try {
      const { dispatched } = setupLeadsContext(database.db);
      const saved = await saveWebhookSettings(
        database.db,
        { contactFormWebhook: receiver.url, emailWebhook: receiver.url },
        null,
        { allowPrivate: true },
      );
      expect(saved.ok).toBe(true);
      const response = await postContact(jsonRequest('contact', VALID_LEADS.contact));
      expect(response.status).toBe(201);
      const leadId = String((await responseJson(response)).id);
      const secret = 'NOTE-ONLY-FOR-THE-TEAM-7d1f';
      expect((await addNote(leadId, { body: secret })).status).toBe(201);

      await deliverNow(database.db, dispatched, { allowPrivate: true });
      expect(receiver.requests.length).toBe(dispatched.length);
      expect(receiver.requests.length).toBeGreaterThanOrEqual(2);
      expect(receiver.requests.map((request) => request.body).join('\n')).toContain(
        VALID_LEADS.contact.email,
      );
      for (const request of receiver.requests) expect(request.body).not.toContain(secret);
      const rows = await database.db.select().from(deliveries).where(eq(deliveries.leadId, leadId));
      expect(JSON.stringify(rows)).not.toContain(secret);
    } finally {
      await receiver.close();
    }
  });
});
