import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { companyDate } from '@/lib/config/company';
import { selectRows } from '@/lib/db/client';
import { deliveries, jobApplications, partnerInquiries } from '@/lib/db/schema';
import type { OverviewReport } from '@/lib/admin/overview-types';
import { addDays } from '@/lib/admin/overview';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import {
  adminCookie,
  callAdmin,
  releaseTestDatabase,
  useTestDatabase,
} from '@/tests/integration/admin-harness';
import { insertContactLead } from '@/tests/integration/admin-fixtures';

const TODAY = companyDate(new Date());
const day = (offset: number) => addDays(TODAY, -offset);
const WEBHOOK = {
  kind: 'form-webhook',
  destination: 'https://hooks.example.com/secret-path',
} as const;
const confirmationTo = (destination: string) => ({
  kind: 'smtp-confirmation' as const,
  destination,
});

describe.each(DATABASE_KINDS)('admin overview on %s', (kind) => {
  let database: TestDatabase;
  let cookie: string;

  /** A moment at a wall-clock time of a company calendar day (`offset` days before today). */
  async function at(offset: number, time: string): Promise<Date> {
    const [row] = await selectRows<{ t: Date | string }>(
      database.db,
      sql`select (${day(offset)}::date + ${time}::time) at time zone 'America/New_York' as t`,
    );
    return new Date(row!.t);
  }

  const contact = async (offset: number, time: string, extra: Record<string, unknown> = {}) =>
    insertContactLead(database, { createdAt: await at(offset, time), ...extra });

  async function partner(offset: number, extra: Record<string, unknown> = {}) {
    await database.db.insert(partnerInquiries).values({
      idempotencyKey: randomUUID(),
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      company: 'Compiler Agency',
      website: 'https://compiler.example',
      partnerType: 'referral',
      companySize: '1-10',
      agreeToTerms: true,
      createdAt: await at(offset, '00:30'),
      ...extra,
    });
  }

  async function application(offset: number, extra: Record<string, unknown> = {}) {
    await database.db.insert(jobApplications).values({
      idempotencyKey: randomUUID(),
      firstName: 'Alan',
      lastName: 'Turing',
      email: 'alan@example.com',
      resumeFile: 'cv.pdf',
      jobId: 'job-default-1',
      jobTitle: 'Senior AI Solutions Specialist',
      createdAt: await at(offset, '12:00'),
      ...extra,
    });
  }

  async function delivery(
    status: 'succeeded' | 'failed' | 'dead',
    createdAt: Date,
    to: { kind: 'form-webhook' | 'smtp-confirmation'; destination: string } = WEBHOOK,
  ) {
    const lead = await contact(200, '12:00');
    await database.db.insert(deliveries).values({
      leadType: 'contact',
      leadId: lead.id,
      ...to,
      settingKey: to.kind === 'form-webhook' ? 'contactFormWebhook' : null,
      webhookId: `msg_${randomUUID()}`,
      payload: {},
      status,
      createdAt,
      lastAttemptAt: status === 'succeeded' ? null : createdAt,
    });
  }

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    cookie = await adminCookie(database);
    // This period (the last 30 company days): contact 4, partnership 1, application 1.
    await contact(0, '10:00', { sourcePage: '/pricing', utmCampaign: 'fall' });
    await contact(0, '00:15', { sourcePage: '/pricing' });
    // 23:30 in Miami is already the next day in UTC: it must count on its company day.
    await contact(1, '23:30', { sourcePage: '/pricing' });
    await contact(29, '12:00', { sourcePage: '/contact' });
    await partner(1, { utmCampaign: 'spring' });
    await application(5, { utmCampaign: 'fall' });
    // Caught spam: counted as spam, never as a submission, a page or a campaign.
    await contact(2, '09:00', { status: 'spam', sourcePage: '/pricing', utmCampaign: 'fall' });
    await contact(2, '09:05', { status: 'spam', sourcePage: '/spam', utmCampaign: 'spam' });
    // The previous 30 days: contact 2, application 1.
    await contact(30, '12:00', { sourcePage: '/old' });
    await contact(40, '12:00');
    await application(45);
    // Only within 90 days, and one in the 90 days before those.
    await contact(70, '12:00');
    await contact(100, '12:00');
    // Deliveries made in the period, and an old dead one that still waits for a replay.
    const now = new Date();
    await delivery('succeeded', now);
    await delivery('succeeded', now);
    await delivery('failed', now);
    await delivery('dead', now);
    await delivery('dead', await at(120, '12:00'));
    // Confirmations to two submitters that the SMTP server refuses, from long ago.
    await delivery('dead', await at(150, '12:00'), confirmationTo('ada@example.com'));
    await delivery('dead', await at(150, '12:00'), confirmationTo('bob@example.com'));
  });

  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  async function overview(query: string): Promise<OverviewReport> {
    const response = await callAdmin('overview', { cookie, query });
    expect(response.status).toBe(200);
    return (await response.json()) as OverviewReport;
  }

  it('counts submissions per company day and form, with empty days as 0', async () => {
    const report = await overview('days=30');
    expect(report).toMatchObject({ days: 30, from: day(29), to: TODAY });
    expect(report.series).toHaveLength(30);
    expect(report.series[0]?.day).toBe(day(29));
    const byDay = new Map(report.series.map((entry) => [entry.day, entry]));
    expect(byDay.get(TODAY)).toMatchObject({ contact: 2, partnership: 0, application: 0 });
    expect(byDay.get(day(1))).toMatchObject({ contact: 1, partnership: 1 });
    expect(byDay.get(day(2))).toMatchObject({ contact: 0, partnership: 0, application: 0 });
    expect(byDay.get(day(29))).toMatchObject({ contact: 1 });
    expect(report.series.every((entry) => entry['custom-solution'] === 0)).toBe(true);
  });

  it('compares the totals with the previous period of equal length', async () => {
    const report = await overview('days=30');
    expect(report.totals.overall).toEqual({ current: 6, previous: 3, changePercent: 100 });
    const perForm = Object.fromEntries(report.totals.perForm.map((row) => [row.type, row]));
    expect(perForm.contact).toMatchObject({ current: 4, previous: 2, changePercent: 100 });
    expect(perForm.partnership).toMatchObject({ current: 1, previous: 0, changePercent: null });
    expect(perForm.application).toMatchObject({ current: 1, previous: 1, changePercent: 0 });
    expect(report.spamCaught).toBe(2);
  });

  it('ranks source pages and campaigns of real leads in the period', async () => {
    const report = await overview('days=30');
    expect(report.topPages).toEqual([
      { value: '/pricing', count: 3 },
      { value: '/contact', count: 1 },
    ]);
    expect(report.topCampaigns).toEqual([
      { value: 'fall', count: 2 },
      { value: 'spring', count: 1 },
    ]);
  });

  it('reports delivery health without showing a hook URL whole', async () => {
    const report = await overview('days=30');
    expect(report.deliveries).toMatchObject({
      total: 4,
      delivered: 2,
      deliveredShare: 0.5,
      deadNow: 4,
    });
    expect(report.deliveries.failingEndpoints).toEqual([
      expect.objectContaining({
        kind: 'form-webhook',
        settingKey: 'contactFormWebhook',
        destination: 'hooks.example.com',
        failing: 1,
        held: 0,
        dead: 2,
      }),
      expect.objectContaining({
        kind: 'smtp-confirmation',
        destination: 'SMTP (each submitter)',
        failing: 0,
        dead: 2,
      }),
    ]);
    expect(JSON.stringify(report.deliveries)).not.toMatch(/secret-path|ada@|bob@/);
  });

  it('covers 90 days on request', async () => {
    const report = await overview('days=90');
    expect(report.series).toHaveLength(90);
    expect(report.totals.overall).toEqual({ current: 10, previous: 1, changePercent: 900 });
  });

  it.each(['days=7', 'days=abc', 'days='])('answers 400 for %s', async (query) => {
    const response = await callAdmin('overview', { cookie, query });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'bad_request', message: expect.stringContaining('days') },
    });
  });

  it('answers 401 without a session', async () => {
    const response = await callAdmin('overview', { query: 'days=30' });
    expect(response.status).toBe(401);
  });
});
