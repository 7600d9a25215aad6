import { and, eq, sql } from 'drizzle-orm';
import {
  auditLog,
  contactRequests,
  deliveries,
  jobApplications,
  leadNotes,
  partnerInquiries,
} from '@/lib/db/schema';
import { setLeadsContextForTests } from '@/lib/leads/context';
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '@/lib/leads/metadata';
import { selectRows } from '@/lib/db/client';
import { purgeSpam } from '@/lib/leads/spam-purge';
import { leadUpkeep } from '@/lib/leads/upkeep';
import { issueFormToken } from '@/lib/leads/spam-token';
import { saveWebhookSettings } from '@/lib/settings/webhook-settings';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import { postApplication, postContact, postPartnership } from '@/tests/helpers/form-routes';
import {
  APPLICATION_FIELDS,
  FIRST_TOUCH,
  UTM,
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
const SHOWN_AT = new Date('2026-03-02T10:00:00Z');
const seconds = (n: number) => new Date(SHOWN_AT.getTime() + n * 1000);

/**
 * Resolves once another session of this database waits for a row lock (the purge meeting the
 * restore's held row): read from the server's own activity view, not guessed from a delay.
 */
async function purgeWaitingForRowLock(database: TestDatabase): Promise<void> {
  for (;;) {
    const [row] = await selectRows<{ waiting: number | string }>(
      database.db,
      sql`select count(*) as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (Number(row?.waiting) > 0) return;
  }
}

describe.each(DATABASE_KINDS)('spam review on %s', (kind) => {
  let database: TestDatabase;
  let dispatched: string[];
  let now: Date;
  let cookie: string;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    cookie = await adminCookie(database);
    const saved = await saveWebhookSettings(database.db, HOOKS, null, { allowPrivate: true });
    expect(saved.ok).toBe(true);
  });
  afterAll(async () => {
    setLeadsContextForTests({});
    await releaseTestDatabase(database);
  });
  beforeEach(() => {
    now = seconds(60);
    ({ dispatched } = setupLeadsContext(database.db, {
      smtpUrl: 'smtp://127.0.0.1:9',
      notifyEmail: 'leads@sonara.test',
      spamMinSubmitSeconds: 3,
      now: () => now,
    }));
  });

  const deliveriesOf = (leadId: string) =>
    database.db.select().from(deliveries).where(eq(deliveries.leadId, leadId));
  const contactRow = async (id: string) =>
    (await database.db.select().from(contactRequests).where(eq(contactRequests.id, id)))[0];

  it('stores a honeypot submission as spam, answered like a success, with nothing sent', async () => {
    const response = await postPartnership(
      jsonRequest('partnership', { ...VALID_LEADS.partnership, [HONEYPOT_FIELD]: '555-0199' }),
    );
    expect(response.status).toBe(201);
    const body = await responseJson(response);
    expect(Object.keys(body)).toEqual(['id']);
    const [row] = await database.db
      .select()
      .from(partnerInquiries)
      .where(eq(partnerInquiries.id, String(body.id)));
    expect(row).toMatchObject({ status: 'spam', spamReason: 'honeypot', firstName: 'Grace' });
    expect(await deliveriesOf(String(body.id))).toEqual([]);
    expect(dispatched).toEqual([]);
  });

  it('stores a form sent sooner than the minimum after it was shown as spam (too-fast)', async () => {
    const token = await issueFormToken(database.db, SHOWN_AT);
    now = seconds(1);
    const response = await postContact(
      jsonRequest('contact', { ...VALID_LEADS.contact, [FORM_TOKEN_FIELD]: token }),
    );
    expect(response.status).toBe(201);
    const id = String((await responseJson(response)).id);
    expect(await contactRow(id)).toMatchObject({ status: 'spam', spamReason: 'too-fast' });
    expect(await deliveriesOf(id)).toEqual([]);
    expect(dispatched).toEqual([]);
  });

  it('delivers a form sent with a valid, old enough token, and one with a forged or no token', async () => {
    const token = await issueFormToken(database.db, SHOWN_AT);
    now = seconds(10);
    const forged = `${SHOWN_AT.getTime() + 9000}.${token.split('.')[1]}`;
    for (const value of [token, forged, undefined]) {
      const fields = value ? { [FORM_TOKEN_FIELD]: value } : {};
      const response = await postContact(
        jsonRequest('contact', { ...VALID_LEADS.contact, ...fields }),
      );
      expect(response.status).toBe(201);
      const id = String((await responseJson(response)).id);
      expect(await contactRow(id)).toMatchObject({ status: 'new', spamReason: null });
      expect((await deliveriesOf(id)).length).toBe(4);
    }
  });

  it('restores a spam lead once, with the deliveries a fresh lead gets, even clicked twice at once', async () => {
    // Both came from a campaign: the restored lead's webhook carries its attribution too.
    const fresh = await postApplication(
      applicationRequest(
        { ...APPLICATION_FIELDS, ...UTM, ...FIRST_TOUCH },
        { name: 'cv.pdf', bytes: fixture('resume.pdf') },
      ),
    );
    const freshId = String((await responseJson(fresh)).id);
    const spam = await postApplication(
      applicationRequest(
        { ...APPLICATION_FIELDS, ...UTM, ...FIRST_TOUCH, [HONEYPOT_FIELD]: 'x' },
        { name: 'cv.pdf', bytes: fixture('resume.pdf') },
      ),
    );
    const spamId = String((await responseJson(spam)).id);
    expect(await deliveriesOf(spamId)).toEqual([]);
    dispatched.length = 0;

    const state = await callAdmin('leads/[type]/[id]/not-spam', {
      params: { type: 'application', id: spamId },
      cookie,
    });
    expect(await state.json()).toEqual({ spam: true, reason: 'honeypot' });

    const click = () =>
      callAdmin('leads/[type]/[id]/not-spam', {
        method: 'POST',
        params: { type: 'application', id: spamId },
        cookie,
      });
    const answers = await Promise.all([click(), click()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as {
      restored: boolean;
    }[];
    expect(bodies.map((body) => body.restored).sort()).toEqual([false, true]);

    const restored = await deliveriesOf(spamId);
    const expected = await deliveriesOf(freshId);
    const shape = (rows: typeof restored, id: string) =>
      rows
        .map((row) => ({
          kind: row.kind,
          destination: row.destination,
          payload: JSON.parse(JSON.stringify(row.payload).replaceAll(id, 'LEAD')) as unknown,
        }))
        .sort((a, b) => a.kind.localeCompare(b.kind));
    expect(restored).toHaveLength(4);
    expect(shape(restored, spamId)).toEqual(shape(expected, freshId));
    expect(dispatched.sort()).toEqual(restored.map((row) => row.id).sort());
    const [row] = await database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, spamId));
    expect(row).toMatchObject({ status: 'new', spamReason: null });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'lead.not-spam'));
    expect(audit.map((entry) => entry.target)).toEqual([`application:${spamId}`]);

    const again = await click();
    expect(await again.json()).toEqual({ restored: false, deliveries: 0 });
    expect(await deliveriesOf(spamId)).toHaveLength(4);
  });

  it('refuses "not spam" without a session and for an unknown lead', async () => {
    const anonymous = await callAdmin('leads/[type]/[id]/not-spam', {
      method: 'POST',
      params: { type: 'contact', id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(anonymous.status).toBe(401);
    const unknown = await callAdmin('leads/[type]/[id]/not-spam', {
      method: 'POST',
      params: { type: 'contact', id: '00000000-0000-4000-8000-000000000000' },
      cookie,
    });
    expect(unknown.status).toBe(404);
  });

  it('purges spam older than 30 days and beyond the kept count, oldest first, leaving other leads', async () => {
    await database.db.execute(sql`delete from contact_requests`);
    await database.db.execute(sql`delete from partner_inquiries`);
    await database.db.execute(sql`delete from job_applications`);
    const base = new Date('2026-05-01T00:00:00Z');
    const day = (n: number) => new Date(base.getTime() - n * 86_400_000);
    const insert = async (name: string, createdAt: Date, status: 'spam' | 'new') => {
      const [row] = await database.db
        .insert(contactRequests)
        .values({
          ...VALID_LEADS.contact,
          firstName: name,
          idempotencyKey: `purge-${name}-${kind}`,
          createdAt,
          status,
          spamReason: status === 'spam' ? 'honeypot' : null,
        })
        .returning({ id: contactRequests.id });
      return row!.id;
    };
    const ancient = await insert('ancient', day(31), 'spam');
    await database.db.insert(leadNotes).values({
      leadType: 'contact',
      leadId: ancient,
      authorName: 'admin',
      body: 'looks fake',
    });
    await insert('oldReal', day(400), 'new');
    await insert('s1', day(5), 'spam');
    await insert('s2', day(4), 'spam');
    await insert('s3', day(3), 'spam');
    await database.db.insert(partnerInquiries).values({
      ...VALID_LEADS.partnership,
      idempotencyKey: `purge-p-${kind}`,
      createdAt: day(2),
      status: 'spam',
      spamReason: 'too-fast',
    });

    // Two sweepers at once: each deletes what is still there, neither fails.
    const removed = await Promise.all([
      purgeSpam(database.db, base, 2),
      purgeSpam(database.db, base, 2),
    ]);
    expect(removed[0]! + removed[1]!).toBe(3);
    const names = await database.db
      .select({ name: contactRequests.firstName })
      .from(contactRequests)
      .orderBy(contactRequests.firstName);
    expect(names.map((row) => row.name)).toEqual(['oldReal', 's3']);
    expect(await database.db.select().from(partnerInquiries)).toHaveLength(1);
    expect(
      await database.db
        .select()
        .from(leadNotes)
        .where(and(eq(leadNotes.leadType, 'contact'), eq(leadNotes.leadId, ancient))),
    ).toEqual([]);
    expect(await purgeSpam(database.db, base, 2)).toBe(0);
  });

  it("is purged by the delivery sweep's upkeep, at most once a minute per process", async () => {
    const insert = async (name: string) => {
      const [row] = await database.db
        .insert(contactRequests)
        .values({
          ...VALID_LEADS.contact,
          firstName: name,
          idempotencyKey: `upkeep-${name}-${kind}`,
          createdAt: new Date(Date.now() - 40 * 86_400_000),
          status: 'spam',
          spamReason: 'honeypot',
        })
        .returning({ id: contactRequests.id });
      return row!.id;
    };
    const upkeep = leadUpkeep({ windowSeconds: 600, spamMaxKept: 1000 });
    const first = await insert('stale1');
    await upkeep(database.db);
    expect(await contactRow(first)).toBeUndefined();
    const second = await insert('stale2');
    await upkeep(database.db);
    expect(await contactRow(second)).toMatchObject({ status: 'spam' });
  });

  const setStatus = (id: string, status: string) =>
    callAdmin('leads/[type]/[id]', {
      method: 'PATCH',
      params: { type: 'contact', id },
      body: { status },
      cookie,
    });
  const notSpam = (id: string, method: 'GET' | 'POST' = 'POST') =>
    callAdmin('leads/[type]/[id]/not-spam', {
      method,
      params: { type: 'contact', id },
      cookie,
    });

  it('files a delivered lead as spam by hand, keeps it through the purge and restores it without sending it twice', async () => {
    const response = await postContact(jsonRequest('contact', VALID_LEADS.contact));
    const id = String((await responseJson(response)).id);
    const sent = (await deliveriesOf(id)).map((row) => row.id).sort();
    expect(sent).toHaveLength(4);

    expect((await setStatus(id, 'spam')).status).toBe(200);
    expect(await contactRow(id)).toMatchObject({ status: 'spam', spamReason: 'manual' });
    expect(await (await notSpam(id, 'GET')).json()).toEqual({ spam: true, reason: 'manual' });

    // A real submission the team filed as spam is not the checks' catch: no age or count purge.
    await database.db
      .update(contactRequests)
      .set({ createdAt: new Date(Date.now() - 90 * 86_400_000) })
      .where(eq(contactRequests.id, id));
    await purgeSpam(database.db, new Date(), 0);
    expect(await contactRow(id)).toMatchObject({ status: 'spam', spamReason: 'manual' });

    const restored = await notSpam(id);
    expect(await restored.json()).toEqual({ restored: true, deliveries: 0 });
    expect(await contactRow(id)).toMatchObject({ status: 'new', spamReason: null });
    expect((await deliveriesOf(id)).map((row) => row.id).sort()).toEqual(sent);
    expect([...dispatched].sort()).toEqual(sent);

    // The status select may file it again and take it back out: still nothing is sent.
    expect((await setStatus(id, 'spam')).status).toBe(200);
    expect((await setStatus(id, 'contacted')).status).toBe(200);
    expect(await contactRow(id)).toMatchObject({ status: 'contacted', spamReason: null });
    expect(await deliveriesOf(id)).toHaveLength(4);
  });

  it('lets a caught lead leave spam only through Not spam, which queues its deliveries', async () => {
    const response = await postContact(
      jsonRequest('contact', { ...VALID_LEADS.contact, [HONEYPOT_FIELD]: '555-0199' }),
    );
    const id = String((await responseJson(response)).id);
    expect(await contactRow(id)).toMatchObject({ status: 'spam', spamReason: 'honeypot' });

    for (const status of ['new', 'qualified']) {
      const refused = await setStatus(id, status);
      expect(refused.status).toBe(409);
      expect((await refused.json()).error).toEqual({
        code: 'conflict',
        message:
          'Use Not spam to restore a submission the spam checks caught: it queues its deliveries.',
      });
    }
    expect(await contactRow(id)).toMatchObject({ status: 'spam', spamReason: 'honeypot' });
    expect(await deliveriesOf(id)).toEqual([]);

    expect(await (await notSpam(id)).json()).toEqual({ restored: true, deliveries: 4 });
    expect(await contactRow(id)).toMatchObject({ status: 'new', spamReason: null });
    expect(await deliveriesOf(id)).toHaveLength(4);
  });

  // Two connections are needed: the restore holds the lead's row while the purge runs.
  (kind === 'postgres' ? it : it.skip)(
    'keeps the notes and deliveries of a lead restored while the purge runs',
    async () => {
      const [lead] = await database.db
        .insert(contactRequests)
        .values({
          ...VALID_LEADS.contact,
          idempotencyKey: `race-${kind}`,
          createdAt: new Date(Date.now() - 40 * 86_400_000),
          status: 'spam',
          spamReason: 'honeypot',
        })
        .returning({ id: contactRequests.id });
      const id = lead!.id;
      await database.db
        .insert(leadNotes)
        .values({ leadType: 'contact', leadId: id, authorName: 'admin', body: 'real customer' });
      await database.db.insert(deliveries).values({
        leadType: 'contact',
        leadId: id,
        kind: 'form-webhook',
        destination: HOOKS.contactFormWebhook,
        webhookId: `msg_race_${kind}`,
        payload: { fields: {} },
      });
      let purged: Promise<number> | undefined;
      await database.db.transaction(async (tx) => {
        // The restore's update holds the row; the purge, started meanwhile, still sees it as
        // spam, waits for the row, then finds it restored and leaves it.
        await tx
          .update(contactRequests)
          .set({ status: 'new', spamReason: null })
          .where(eq(contactRequests.id, id));
        purged = purgeSpam(database.db, new Date(), 1000);
        // Commit only once the purge is blocked on the held row: committing earlier, the purge
        // would start after the restore and never meet the race this test is about.
        await purgeWaitingForRowLock(database);
      });
      expect(await purged).toBe(0);
      expect(await contactRow(id)).toMatchObject({ status: 'new' });
      const notes = await database.db.select().from(leadNotes).where(eq(leadNotes.leadId, id));
      expect(notes.map((note) => note.body)).toEqual(['real customer']);
      expect(await deliveriesOf(id)).toHaveLength(1);
    },
  );
});
