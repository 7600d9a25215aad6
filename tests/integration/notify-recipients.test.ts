import { and, eq } from 'drizzle-orm';
import { auditLog, deliveries, settings } from '@/lib/db/schema';
import { deliverNow } from '@/lib/delivery/dispatcher';
import { setLeadsContextForTests } from '@/lib/leads/context';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import { postContact, postPartnership } from '@/tests/helpers/form-routes';
import { VALID_LEADS, jsonRequest, setupLeadsContext } from '@/tests/helpers/lead-requests';
import { startSmtpSink, type SmtpSink } from '@/tests/helpers/smtp-sink';
import { HONEYPOT_FIELD } from '@/lib/leads/metadata';
import {
  adminCookie,
  callAdmin,
  releaseTestDatabase,
  useTestDatabase,
} from '@/tests/integration/admin-harness';

const FALLBACK = 'fallback@team.test';

describe.each(DATABASE_KINDS)('notification recipients per form on %s', (kind) => {
  let database: TestDatabase;
  let cookie: string;
  let sink: SmtpSink;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    cookie = await adminCookie(database);
    sink = await startSmtpSink({ refuse: ['gone@team.test'] });
  });

  afterAll(async () => {
    setLeadsContextForTests({});
    await sink?.close();
    await releaseTestDatabase(database);
  });

  const save = (notifyRecipients: Record<string, string>, withCookie = cookie) =>
    callAdmin('email/notify', { method: 'PUT', body: { notifyRecipients }, cookie: withCookie });

  async function notifications(leadId: string) {
    return database.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.leadId, leadId), eq(deliveries.kind, 'smtp-notification')));
  }

  it('saves comma- or newline-separated addresses once each, and audits the change', async () => {
    const response = await save({
      contact: ' sales@team.test,\nGone@team.test\n\nSALES@team.test ',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { notifyRecipients: Record<string, string[]> };
    expect(body.notifyRecipients.contact).toEqual(['sales@team.test', 'Gone@team.test']);
    expect(body.notifyRecipients.partnership).toEqual([]);
    const settingsView = await callAdmin('email', { cookie });
    expect(await settingsView.json()).toMatchObject({
      notifyRecipients: { contact: ['sales@team.test', 'Gone@team.test'] },
    });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.notify-recipients.update'));
    expect(audit).toEqual([
      expect.objectContaining({
        target: 'contact',
        actorName: 'test_admin',
        details: { recipients: ['sales@team.test', 'Gone@team.test'] },
      }),
    ]);
  });

  it('refuses a list with a bad address, naming it, and keeps the saved one', async () => {
    const response = await save({ contact: 'ok@team.test, not-an-address', partnership: '' });
    expect(response.status).toBe(422);
    const body = (await response.json()) as {
      error: { message: string; fields: Record<string, string> };
    };
    expect(body.error.message).toBe('"not-an-address" is not a valid email address');
    expect(body.error.fields.contact).toBe(body.error.message);
    const rows = await database.db
      .select()
      .from(settings)
      .where(eq(settings.key, 'notifyRecipients.contact'));
    expect(rows[0]?.value).toBe('sales@team.test\nGone@team.test');
  });

  it('refuses more than ten addresses, an unknown form and a caller without a session', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `person${i}@team.test`).join(', ');
    expect((await save({ contact: eleven })).status).toBe(422);
    expect((await save({ nosuchform: 'a@team.test' })).status).toBe(422);
    expect((await save({ contact: 'a@team.test' }, '')).status).toBe(401);
  });

  it('emails each recipient on its own: a refused address fails alone, the lead is 201', async () => {
    const { dispatched } = setupLeadsContext(database.db, {
      smtpUrl: sink.url,
      notifyEmail: FALLBACK,
    });
    const response = await postContact(jsonRequest('contact', VALID_LEADS.contact));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const rows = await notifications(id);
    expect(rows.map((row) => row.destination).sort()).toEqual([
      'Gone@team.test',
      'sales@team.test',
    ]);

    await deliverNow(database.db, dispatched, { smtpUrl: sink.url });
    const after = new Map((await notifications(id)).map((row) => [row.destination, row]));
    expect(after.get('sales@team.test')?.status).toBe('succeeded');
    expect(['failed', 'dead']).toContain(after.get('Gone@team.test')?.status);
    expect(sink.messages.filter((m) => m.to.includes('sales@team.test'))).toHaveLength(1);
    // The submitter's confirmation went out as well.
    expect(sink.messages.some((m) => m.to.includes('ada@example.com'))).toBe(true);
  });

  it('falls back to LEADS_NOTIFY_EMAIL for a form without recipients of its own', async () => {
    setupLeadsContext(database.db, { smtpUrl: sink.url, notifyEmail: FALLBACK });
    const partner = await postPartnership(jsonRequest('partnership', VALID_LEADS.partnership));
    expect(partner.status).toBe(201);
    const partnerRows = await notifications(((await partner.json()) as { id: string }).id);
    expect(partnerRows.map((row) => row.destination)).toEqual([FALLBACK]);

    expect((await save({ contact: '' })).status).toBe(200);
    const contact = await postContact(jsonRequest('contact', VALID_LEADS.contact));
    const contactRows = await notifications(((await contact.json()) as { id: string }).id);
    expect(contactRows.map((row) => row.destination)).toEqual([FALLBACK]);
  });

  it('notifies nobody of a submission the spam checks caught', async () => {
    setupLeadsContext(database.db, { smtpUrl: sink.url, notifyEmail: FALLBACK });
    await save({ contact: 'sales@team.test' });
    const before = await database.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.kind, 'smtp-notification'));
    const response = await postContact(
      jsonRequest('contact', { ...VALID_LEADS.contact, [HONEYPOT_FIELD]: 'bot was here' }),
    );
    expect(response.status).toBe(201);
    const after = await database.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.kind, 'smtp-notification'));
    expect(after).toHaveLength(before.length);
  });
});
