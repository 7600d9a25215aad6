import { eq } from 'drizzle-orm';
import { runRetention } from '@/lib/leads/retention-sweep';
import {
  applicationResumes,
  auditLog,
  contactRequests,
  deliveries,
  jobApplications,
  leadNotes,
} from '@/lib/db/schema';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import {
  adminCookie,
  callAdmin,
  releaseTestDatabase,
  useTestDatabase,
} from '@/tests/integration/admin-harness';
import { insertApplication, insertContactLead } from '@/tests/integration/admin-fixtures';

const NOW = new Date('2026-06-15T10:20:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe.each(DATABASE_KINDS)('retention on %s', (kind) => {
  let database: TestDatabase;
  let cookie: string;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    cookie = await adminCookie(database);
  });
  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  const put = (body: unknown) => callAdmin('retention', { method: 'PUT', body, cookie });

  it('is off by default and does nothing', async () => {
    const response = await callAdmin('retention', { cookie });
    expect(await response.json()).toEqual({ leadMonths: null, resumeDays: null });
    await insertContactLead(database, { createdAt: daysAgo(4000) });
    expect(await runRetention(database.db, NOW)).toBeUndefined();
    expect(await database.db.select().from(contactRequests)).toHaveLength(1);
    await database.db.delete(contactRequests);
  });

  it('validates the ranges and audits a change', async () => {
    for (const body of [
      { leadMonths: 0, resumeDays: null },
      { leadMonths: 121, resumeDays: null },
      { leadMonths: null, resumeDays: 3651 },
      { leadMonths: 1.5, resumeDays: null },
      { leadMonths: '6', resumeDays: null },
    ]) {
      expect((await put(body)).status).toBe(422);
    }
    const anonymous = await callAdmin('retention', {
      method: 'PUT',
      body: { leadMonths: 6, resumeDays: 30 },
    });
    expect(anonymous.status).toBe(401);
    const saved = await put({ leadMonths: 6, resumeDays: 30 });
    expect(saved.status).toBe(200);
    expect(await (await callAdmin('retention', { cookie })).json()).toEqual({
      leadMonths: 6,
      resumeDays: 30,
    });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'retention.update'));
    expect(audit.map((entry) => entry.details)).toEqual([{ leadMonths: 6, resumeDays: 30 }]);
  });

  it('deletes old leads and old resume files once per hour, whichever instance sweeps', async () => {
    const old = await insertContactLead(database, { createdAt: daysAgo(200) });
    const recent = await insertContactLead(database, { createdAt: daysAgo(20) });
    await database.db
      .insert(leadNotes)
      .values({ leadType: 'contact', leadId: old.id, authorName: 'admin', body: 'old note' });
    await database.db.insert(deliveries).values({
      leadType: 'contact',
      leadId: old.id,
      kind: 'form-webhook',
      destination: 'http://127.0.0.1:9/contact',
      webhookId: 'msg_retention_old',
      payload: { fields: { email: old.email } },
      status: 'succeeded',
    });
    const oldApplication = await insertApplication(database);
    const newApplication = await insertApplication(database);
    await database.db
      .update(jobApplications)
      .set({ createdAt: daysAgo(60) })
      .where(eq(jobApplications.id, oldApplication.id));
    await database.db
      .update(jobApplications)
      .set({ createdAt: daysAgo(10) })
      .where(eq(jobApplications.id, newApplication.id));

    // Two instances sweep at the same moment: one claims the hour, the other does nothing.
    const runs = await Promise.all([
      runRetention(database.db, NOW),
      runRetention(database.db, NOW),
    ]);
    expect(runs.filter((run) => run === undefined)).toHaveLength(1);
    expect(runs.find((run) => run !== undefined)).toEqual({ leads: 1, resumes: 1 });

    const contacts = await database.db.select({ id: contactRequests.id }).from(contactRequests);
    expect(contacts.map((row) => row.id)).toEqual([recent.id]);
    expect(await database.db.select().from(leadNotes).where(eq(leadNotes.leadId, old.id))).toEqual(
      [],
    );
    expect(
      await database.db.select().from(deliveries).where(eq(deliveries.leadId, old.id)),
    ).toEqual([]);
    const applications = await database.db.select({ id: jobApplications.id }).from(jobApplications);
    expect(applications).toHaveLength(2);
    const resumes = await database.db
      .select({ id: applicationResumes.applicationId })
      .from(applicationResumes);
    expect(resumes.map((row) => row.id)).toEqual([newApplication.id]);

    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'retention.sweep'));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ leads: 1, resumes: 1 });

    // Same hour: already done. Next hour: runs, finds nothing, adds no audit row.
    expect(await runRetention(database.db, new Date(NOW.getTime() + 30 * 60_000))).toBeUndefined();
    expect(await runRetention(database.db, new Date(NOW.getTime() + 60 * 60_000))).toEqual({
      leads: 0,
      resumes: 0,
    });
    expect(
      await database.db.select().from(auditLog).where(eq(auditLog.action, 'retention.sweep')),
    ).toHaveLength(1);

    // The application stays; its dropped file answers 410 with the reason.
    const download = await callAdmin('leads/[type]/[id]/resume', {
      params: { type: 'application', id: oldApplication.id },
      cookie,
    });
    expect(download.status).toBe(410);
    expect(await download.json()).toEqual({
      error: { code: 'gone', message: 'This resume was deleted by the resume retention setting.' },
    });
    const kept = await callAdmin('leads/[type]/[id]/resume', {
      params: { type: 'application', id: newApplication.id },
      cookie,
    });
    expect(kept.status).toBe(200);
  });
});
