import { and, desc, eq, like } from 'drizzle-orm';
import { auditLog, leadRoutes, meetingTypes, routingRules, teamMembers } from '@/lib/db/schema';
import { openCalendarPassword } from '@/lib/scheduling/calendar-credentials';
import type { AdminMember, AdminRule, SchedulingState } from '@/lib/admin/scheduling-schema';
import type { LeadDetail, LeadPage } from '@/lib/admin/lead-forms';
import type { OverviewReport } from '@/lib/admin/overview-types';
import type { AnalyticsReport } from '@/lib/analytics/report-types';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import {
  adminCookie,
  callAdmin,
  releaseTestDatabase,
  useTestDatabase,
} from '@/tests/integration/admin-harness';
import {
  WEEKDAY_HOURS,
  ensureMeetingTypes,
  insertApplication,
  insertBooking,
  insertContactLead,
  insertMember,
} from '@/tests/integration/admin-fixtures';

// The server can seal calendar passwords in this file (the key is read on first use).
process.env.CALENDAR_ENCRYPTION_KEY = 'a'.repeat(64);

const PASSWORD = 'app-password-4f9c1e';

const member = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  timeZone: 'Europe/Madrid',
  weeklyHours: WEEKDAY_HOURS,
  daysOff: ['2026-12-25', '2026-12-24', '2026-12-25'],
  active: true,
  calendarUrl: 'https://caldav.example.com/calendars/ana/work/',
  calendarUsername: 'ana',
  calendarPassword: PASSWORD,
  ...overrides,
});

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

describe.each(DATABASE_KINDS)('scheduling admin API on %s', (kind) => {
  let database: TestDatabase;
  let cookie: string;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    cookie = await adminCookie(database);
    await ensureMeetingTypes(database);
  });

  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  const call = (route: string, options: Parameters<typeof callAdmin>[1] = {}) =>
    callAdmin(`scheduling${route}`, { cookie, ...options });

  const lastAudit = async (action: string) => {
    const [row] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row;
  };

  const createMember = async (overrides: Record<string, unknown> = {}) => {
    const response = await call('/members', { method: 'POST', body: member(overrides) });
    expect(response.status).toBe(201);
    return json<AdminMember>(response);
  };

  describe('team members', () => {
    beforeEach(async () => {
      await database.db.delete(routingRules);
      await database.db.delete(leadRoutes);
      await database.db.execute('delete from bookings');
      await database.db.delete(teamMembers);
    });

    it('stores a member with a sealed password, answers only that a calendar is connected, and audits without it', async () => {
      const response = await call('/members', { method: 'POST', body: member() });
      expect(response.status).toBe(201);
      const text = await response.text();
      expect(text).not.toContain(PASSWORD);
      const created = JSON.parse(text) as AdminMember & Record<string, unknown>;
      expect(created).toMatchObject({
        name: 'Ana Ruiz',
        email: 'ana@example.com',
        timeZone: 'Europe/Madrid',
        daysOff: ['2026-12-24', '2026-12-25'],
        calendarUrl: 'https://caldav.example.com/calendars/ana/work/',
        calendarUsername: 'ana',
        calendarConnected: true,
      });
      expect(Object.keys(created)).not.toEqual(
        expect.arrayContaining(['calendarPassword', 'calendarPasswordSealed']),
      );

      const [row] = await database.db
        .select()
        .from(teamMembers)
        .where(eq(teamMembers.id, created.id));
      expect(row!.calendarPasswordSealed).not.toContain(PASSWORD);
      expect(openCalendarPassword(row!.calendarPasswordSealed!, created.id)).toBe(PASSWORD);

      const audit = await lastAudit('scheduling.member.create');
      expect(audit?.target).toBe(created.id);
      expect(JSON.stringify(audit?.details)).not.toContain(PASSWORD);
      expect(JSON.stringify(audit?.details)).not.toContain(row!.calendarPasswordSealed!);
      expect(audit?.details).toMatchObject({ name: 'Ana Ruiz', calendarCredentialReplaced: true });

      const state = await call('');
      expect(state.status).toBe(200);
      const stateText = await state.text();
      expect(stateText).not.toContain(PASSWORD);
      expect(stateText).not.toContain(row!.calendarPasswordSealed!);
      const parsed = JSON.parse(stateText) as SchedulingState;
      expect(parsed.canStoreCalendarPasswords).toBe(true);
      expect(parsed.members.map((m) => m.id)).toEqual([created.id]);
      expect(parsed.meetingTypes.map((t) => t.id)).toEqual(
        expect.arrayContaining(['demo', 'consultation']),
      );
    });

    it('keeps the stored password when none is sent, replaces it when one is, and drops it with the URL', async () => {
      const created = await createMember();
      const sealed = async () =>
        (
          await database.db
            .select({ sealed: teamMembers.calendarPasswordSealed })
            .from(teamMembers)
            .where(eq(teamMembers.id, created.id))
        )[0]!.sealed;
      const before = await sealed();

      const kept = await call('/members/[id]', {
        method: 'PUT',
        params: { id: created.id },
        body: member({ name: 'Ana R.', calendarPassword: undefined }),
      });
      expect(kept.status).toBe(200);
      expect(await json<AdminMember>(kept)).toMatchObject({
        name: 'Ana R.',
        calendarConnected: true,
      });
      expect(await sealed()).toBe(before);
      expect((await lastAudit('scheduling.member.update'))?.details).toMatchObject({
        calendarCredentialReplaced: false,
      });

      const replaced = await call('/members/[id]', {
        method: 'PUT',
        params: { id: created.id },
        body: member({ calendarPassword: 'another-secret' }),
      });
      expect(replaced.status).toBe(200);
      expect(openCalendarPassword((await sealed())!, created.id)).toBe('another-secret');

      const cleared = await call('/members/[id]', {
        method: 'PUT',
        params: { id: created.id },
        body: member({ calendarUrl: '', calendarPassword: undefined }),
      });
      expect(await json<AdminMember>(cleared)).toMatchObject({
        calendarUrl: '',
        calendarUsername: '',
        calendarConnected: false,
      });
      expect(await sealed()).toBeNull();
    });

    it.each([
      ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone'],
      ['a zone that is not text', { timeZone: 5 }, 'timeZone'],
      [
        'an end before the start',
        { weeklyHours: { ...WEEKDAY_HOURS, '1': [{ start: 600, end: 540 }] } },
        'weeklyHours.1.0.end',
      ],
      [
        'overlapping ranges',
        {
          weeklyHours: {
            ...WEEKDAY_HOURS,
            '2': [
              { start: 540, end: 720 },
              { start: 700, end: 800 },
            ],
          },
        },
        'weeklyHours.2',
      ],
      ['a missing weekday', { weeklyHours: { '1': [] } }, 'weeklyHours.0'],
      [
        'hours past midnight',
        { weeklyHours: { ...WEEKDAY_HOURS, '3': [{ start: 0, end: 1500 }] } },
        'weeklyHours.3.0.end',
      ],
      ['a day off that is no date', { daysOff: ['2026-02-30'] }, 'daysOff.0'],
      ['a bad email', { email: 'not-an-email' }, 'email'],
      ['an empty name', { name: '  ' }, 'name'],
      ['a name with U+0000', { name: 'a\u0000b' }, 'name'],
      ['a calendar URL that is not http', { calendarUrl: 'ftp://example.com/cal' }, 'calendarUrl'],
      [
        'credentials inside the calendar URL',
        { calendarUrl: 'https://ana:secret@caldav.example.com/cal/' },
        'calendarUrl',
      ],
    ])('refuses %s with a field error (422)', async (_name, overrides, field) => {
      const response = await call('/members', { method: 'POST', body: member(overrides) });
      expect(response.status).toBe(422);
      const body = await json<{ error: { fields: Record<string, string> } }>(response);
      expect(Object.keys(body.error.fields)).toContain(field);
      expect(await database.db.select().from(teamMembers)).toEqual([]);
    });

    it('refuses a second member with the same email, ignoring case (409)', async () => {
      await createMember();
      const response = await call('/members', {
        method: 'POST',
        body: member({ email: 'ANA@example.com' }),
      });
      expect(response.status).toBe(409);
      expect(await json<{ error: { fields: Record<string, string> } }>(response)).toMatchObject({
        error: { fields: { email: 'Another team member already uses this email address.' } },
      });
    });

    it('answers 404 for an unknown or malformed member id', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', 'a\u0000b']) {
        const response = await call('/members/[id]', {
          method: 'PUT',
          params: { id },
          body: member(),
        });
        expect(response.status).toBe(404);
      }
    });

    it('tests the saved calendar: asks for a URL first, then answers whether it was reached', async () => {
      const plain = await createMember({ calendarUrl: '', calendarPassword: undefined });
      const none = await call('/members/[id]/calendar-test', {
        method: 'POST',
        params: { id: plain.id },
      });
      expect(none.status).toBe(422);

      // Nothing listens on port 9: the connection cannot succeed, and says why.
      const withCalendar = await createMember({
        email: 'ana2@example.com',
        calendarUrl: 'http://127.0.0.1:9/calendars/ana/',
      });
      const response = await call('/members/[id]/calendar-test', {
        method: 'POST',
        params: { id: withCalendar.id },
      });
      expect(response.status).toBe(200);
      const result = await json<{ ok: boolean; error?: string }>(response);
      expect(result.ok).toBe(false);
      expect(result.error).toEqual(expect.any(String));
      expect(JSON.stringify(result)).not.toContain(PASSWORD);
    });

    it('deletes a member without bookings and takes them out of every rule, but keeps one with bookings', async () => {
      const ana = await createMember();
      const ben = await createMember({ name: 'Ben', email: 'ben@example.com' });
      const rule = await call('/rules', {
        method: 'POST',
        body: {
          name: 'Both',
          formType: '',
          meetingTypeId: 'demo',
          members: [
            { memberId: ana.id, weight: 2 },
            { memberId: ben.id, weight: 1 },
          ],
        },
      });
      expect(rule.status).toBe(201);
      const removed = await call('/members/[id]', { method: 'DELETE', params: { id: ana.id } });
      expect(removed.status).toBe(200);
      const [stored] = await database.db.select().from(routingRules);
      expect(stored!.members).toEqual([{ memberId: ben.id, weight: 1 }]);
      expect((await lastAudit('scheduling.member.delete'))?.details).toMatchObject({
        name: 'Ana Ruiz',
        removedFromRules: ['Both'],
      });

      const lead = await insertContactLead(database);
      await insertBooking(database, { type: 'contact', id: lead.id }, ben.id, new Date());
      const kept = await call('/members/[id]', { method: 'DELETE', params: { id: ben.id } });
      expect(kept.status).toBe(409);
      expect((await json<{ error: { message: string } }>(kept)).error.message).toContain(
        'has bookings',
      );
    });
  });

  describe('meeting types', () => {
    const DEMO = {
      name: 'Product demo',
      durationMinutes: 40,
      bufferBeforeMinutes: 5,
      bufferAfterMinutes: 10,
      minimumNoticeMinutes: 120,
      daysAhead: 21,
    };

    it('changes a meeting type and audits it', async () => {
      const response = await call('/meeting-types/[id]', {
        method: 'PUT',
        params: { id: 'demo' },
        body: DEMO,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id: 'demo', ...DEMO });
      const [row] = await database.db
        .select()
        .from(meetingTypes)
        .where(eq(meetingTypes.id, 'demo'));
      expect(row).toMatchObject(DEMO);
      expect((await lastAudit('scheduling.meeting-type.update'))?.details).toMatchObject(DEMO);
    });

    it.each([
      ['a length of 0', { durationMinutes: 0 }, 'durationMinutes'],
      ['a fractional buffer', { bufferAfterMinutes: 2.5 }, 'bufferAfterMinutes'],
      ['a negative notice', { minimumNoticeMinutes: -1 }, 'minimumNoticeMinutes'],
      ['a year ahead', { daysAhead: 365 }, 'daysAhead'],
      ['a number as text', { durationMinutes: '30' }, 'durationMinutes'],
    ])('refuses %s (422)', async (_name, overrides, field) => {
      const response = await call('/meeting-types/[id]', {
        method: 'PUT',
        params: { id: 'demo' },
        body: { ...DEMO, ...overrides },
      });
      expect(response.status).toBe(422);
      const body = await json<{ error: { fields: Record<string, string> } }>(response);
      expect(Object.keys(body.error.fields)).toContain(field);
    });

    it('answers 404 for an unknown meeting type', async () => {
      for (const id of ['webinar', 'a\u0000b']) {
        const response = await call('/meeting-types/[id]', {
          method: 'PUT',
          params: { id },
          body: DEMO,
        });
        expect(response.status).toBe(404);
      }
    });
  });

  describe('routing rules', () => {
    let ana: AdminMember;
    let ben: AdminMember;

    beforeEach(async () => {
      await database.db.delete(routingRules);
      await database.db.execute('delete from bookings');
      await database.db.delete(teamMembers);
      ana = await createMember({ calendarUrl: '', calendarPassword: undefined });
      ben = await createMember({
        name: 'Ben',
        email: 'ben@example.com',
        calendarUrl: '',
        calendarPassword: undefined,
      });
    });

    const rule = (overrides: Record<string, unknown> = {}) => ({
      name: 'Dental',
      formType: 'contact',
      conditions: {
        industry: ['dental', 'veterinary'],
        employeeCount: [],
        serviceType: ['managed'],
      },
      meetingTypeId: 'demo',
      members: [
        { memberId: ana.id, weight: 3 },
        { memberId: ben.id, weight: 1 },
      ],
      ...overrides,
    });

    const createRule = async (overrides: Record<string, unknown> = {}) => {
      const response = await call('/rules', { method: 'POST', body: rule(overrides) });
      expect(response.status).toBe(201);
      return json<AdminRule>(response);
    };

    it('creates rules at the end of the order, with the chosen answers only, and audits them', async () => {
      const first = await createRule();
      expect(first).toMatchObject({
        name: 'Dental',
        position: 1,
        formType: 'contact',
        conditions: { industry: ['dental', 'veterinary'], serviceType: ['managed'] },
        members: [
          { memberId: ana.id, weight: 3 },
          { memberId: ben.id, weight: 1 },
        ],
      });
      const second = await createRule({
        name: 'Custom',
        formType: 'custom-solution',
        conditions: { solutionType: ['full-ai-call-center'] },
        meetingTypeId: 'consultation',
      });
      expect(second.position).toBe(2);
      const audit = await lastAudit('scheduling.rule.create');
      expect(audit).toMatchObject({
        target: second.id,
        details: expect.objectContaining({ name: 'Custom' }),
      });
    });

    it.each([
      [
        'an answer the form does not offer',
        { conditions: { industry: ['space'] } },
        'conditions.industry',
      ],
      [
        'a service type on the custom solution form',
        { formType: 'custom-solution', conditions: { serviceType: ['managed'] } },
        'conditions.serviceType',
      ],
      [
        'a solution type on the contact form',
        { conditions: { solutionType: ['multiple'] } },
        'conditions.solutionType',
      ],
      ['an unknown form', { formType: 'partnership' }, 'formType'],
      ['no members', { members: [] }, 'members'],
      [
        'a weight of 0',
        { members: [{ memberId: '00000000-0000-4000-8000-000000000001', weight: 0 }] },
        'members.0.weight',
      ],
      [
        'a weight over 100',
        { members: [{ memberId: '00000000-0000-4000-8000-000000000001', weight: 101 }] },
        'members.0.weight',
      ],
      [
        'a member twice',
        {
          members: [
            { memberId: '00000000-0000-4000-8000-000000000001', weight: 1 },
            { memberId: '00000000-0000-4000-8000-000000000001', weight: 2 },
          ],
        },
        'members',
      ],
    ])('refuses %s (422)', async (_name, overrides, field) => {
      const response = await call('/rules', { method: 'POST', body: rule(overrides) });
      expect(response.status).toBe(422);
      const body = await json<{ error: { fields: Record<string, string> } }>(response);
      expect(Object.keys(body.error.fields)).toContain(field);
      expect(await database.db.select().from(routingRules)).toEqual([]);
    });

    it('refuses a member or meeting type that does not exist (422)', async () => {
      const response = await call('/rules', {
        method: 'POST',
        body: rule({
          meetingTypeId: 'webinar',
          members: [{ memberId: '00000000-0000-4000-8000-000000000001', weight: 1 }],
        }),
      });
      expect(response.status).toBe(422);
      const body = await json<{ error: { fields: Record<string, string> } }>(response);
      expect(body.error.fields).toMatchObject({
        meetingTypeId: 'Choose one of the meeting types.',
        'members.0.memberId': 'That member no longer exists.',
      });
    });

    it('edits, moves up and down (renumbering), and deletes rules, auditing each', async () => {
      const a = await createRule({ name: 'A' });
      const b = await createRule({ name: 'B' });
      const c = await createRule({ name: 'C' });

      const edited = await call('/rules/[id]', {
        method: 'PUT',
        params: { id: b.id },
        body: rule({
          name: 'B2',
          formType: '',
          conditions: {},
          members: [{ memberId: ben.id, weight: 100 }],
        }),
      });
      expect(edited.status).toBe(200);
      expect(await edited.json()).toMatchObject({
        name: 'B2',
        position: 2,
        formType: '',
        conditions: {},
        members: [{ memberId: ben.id, weight: 100 }],
      });

      const order = async () =>
        (await json<SchedulingState>(await call(''))).rules.map((r) => [r.name, r.position]);
      const move = (id: string, direction: string) =>
        call('/rules/[id]/move', { method: 'POST', params: { id }, body: { direction } });

      expect((await move(c.id, 'up')).status).toBe(200);
      expect(await order()).toEqual([
        ['A', 1],
        ['C', 2],
        ['B2', 3],
      ]);
      const top = await move(a.id, 'up');
      expect(top.status).toBe(200);
      expect((await json<AdminRule[]>(top)).map((r) => r.name)).toEqual(['A', 'C', 'B2']);
      await move(a.id, 'down');
      expect(await order()).toEqual([
        ['C', 1],
        ['A', 2],
        ['B2', 3],
      ]);
      expect((await lastAudit('scheduling.rule.move'))?.details).toEqual({
        direction: 'down',
        order: ['C', 'A', 'B2'],
      });
      expect((await move(a.id, 'sideways')).status).toBe(422);

      expect((await call('/rules/[id]', { method: 'DELETE', params: { id: c.id } })).status).toBe(
        200,
      );
      expect((await lastAudit('scheduling.rule.delete'))?.target).toBe(c.id);
      expect(await order()).toEqual([
        ['A', 2],
        ['B2', 3],
      ]);
      expect((await call('/rules/[id]', { method: 'DELETE', params: { id: c.id } })).status).toBe(
        404,
      );
      expect((await move('nope', 'up')).status).toBe(404);
      const audits = await database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(like(auditLog.action, 'scheduling.rule.%'));
      expect(new Set(audits.map((row) => row.action))).toEqual(
        new Set([
          'scheduling.rule.create',
          'scheduling.rule.update',
          'scheduling.rule.move',
          'scheduling.rule.delete',
        ]),
      );
    });
  });

  describe('leads and the overview', () => {
    it('filters the inbox by meeting, and shows the routing decision and bookings on the lead', async () => {
      const ana = await insertMember(database, { name: 'Ana' });
      const booked = await insertContactLead(database, { email: 'booked@example.com' });
      const cancelled = await insertContactLead(database, { email: 'cancelled@example.com' });
      const waiting = await insertContactLead(database, { email: 'waiting@example.com' });
      const application = await insertApplication(database);
      const start = new Date('2026-12-01T15:00:00Z');
      await insertBooking(database, { type: 'contact', id: cancelled.id }, ana.id, start, {
        status: 'cancelled',
        cancelledAt: new Date(),
      });
      const live = await insertBooking(
        database,
        { type: 'contact', id: booked.id },
        ana.id,
        new Date('2026-12-02T15:00:00Z'),
        { calendarState: 'written' },
      );
      await database.db.insert(leadRoutes).values({
        leadType: 'contact',
        leadId: booked.id,
        memberId: ana.id,
        ruleName: 'Dental',
        meetingTypeId: 'demo',
        email: 'booked@example.com',
        reason: 'Routed to Ana by rule Dental',
      });

      const ids = async (query: string) => {
        const response = await callAdmin('leads', { cookie, query });
        expect(response.status).toBe(200);
        return (await json<LeadPage>(response)).leads.map((lead) => lead.id);
      };
      const mine = new Set([booked.id, cancelled.id, waiting.id, application.id]);
      const only = (list: string[]) => list.filter((id) => mine.has(id)).sort();

      expect(only(await ids('meeting=booked'))).toEqual([booked.id]);
      expect(only(await ids('meeting=not-booked'))).toEqual([cancelled.id, waiting.id].sort());
      expect(only(await ids('meeting=booked&form=contact'))).toEqual([booked.id]);
      expect(only(await ids('meeting=not-booked&form=contact'))).toEqual(
        [cancelled.id, waiting.id].sort(),
      );
      expect(await ids('meeting=not-booked&form=application')).toEqual([]);
      expect(only(await ids(''))).toEqual([...mine].sort());
      const bad = await callAdmin('leads', { cookie, query: 'meeting=maybe' });
      expect(bad.status).toBe(400);

      const detail = await json<LeadDetail>(
        await callAdmin('leads/[type]/[id]', {
          cookie,
          params: { type: 'contact', id: booked.id },
        }),
      );
      expect(detail.routing).toMatchObject({
        reason: 'Routed to Ana by rule Dental',
        ruleName: 'Dental',
        memberName: 'Ana',
      });
      expect(detail.bookings).toEqual([
        expect.objectContaining({
          id: live.id,
          startsAt: '2026-12-02T15:00:00.000Z',
          status: 'booked',
          calendarState: 'written',
          memberName: 'Ana',
          meetingTypeName: expect.any(String),
        }),
      ]);
      const other = await json<LeadDetail>(
        await callAdmin('leads/[type]/[id]', {
          cookie,
          params: { type: 'contact', id: waiting.id },
        }),
      );
      expect(other.routing).toBeNull();
      expect(other.bookings).toEqual([]);
    });

    it("counts the period's meetings booked in the Overview, not cancelled ones", async () => {
      await database.db.execute('delete from bookings');
      const ana = await insertMember(database, { name: 'Counted' });
      const lead = await insertContactLead(database);
      const day = 24 * 60 * 60_000;
      const now = Date.now();
      const slot = (n: number) => new Date(Date.UTC(2027, 0, 4, 14 + n));
      await insertBooking(database, { type: 'contact', id: lead.id }, ana.id, slot(0));
      await insertBooking(database, { type: 'contact', id: lead.id }, ana.id, slot(1));
      await insertBooking(database, { type: 'contact', id: lead.id }, ana.id, slot(2), {
        status: 'cancelled',
      });
      await insertBooking(database, { type: 'contact', id: lead.id }, ana.id, slot(3), {
        createdAt: new Date(now - 40 * day),
      });
      await insertBooking(database, { type: 'contact', id: lead.id }, ana.id, slot(4), {
        createdAt: new Date(now - 80 * day),
      });
      const report = await json<OverviewReport>(
        await callAdmin('overview', { cookie, query: 'days=30' }),
      );
      expect(report.meetingsBooked).toEqual({ current: 2, previous: 1, changePercent: 100 });
      const longer = await json<OverviewReport>(
        await callAdmin('overview', { cookie, query: 'days=90' }),
      );
      expect(longer.meetingsBooked).toMatchObject({ current: 4, previous: 0 });
    });
  });

  it("counts leads with a live booking in the analytics funnel's booked step", async () => {
    await database.db.execute('delete from bookings');
    const ana = await insertMember(database, { name: 'Funnel' });
    const booked = await insertContactLead(database);
    const cancelled = await insertContactLead(database);
    // Two bookings of one lead (a reschedule leaves the old one cancelled) count it once.
    await insertBooking(
      database,
      { type: 'contact', id: booked.id },
      ana.id,
      new Date(Date.UTC(2027, 1, 1, 14)),
      {
        status: 'cancelled',
      },
    );
    await insertBooking(
      database,
      { type: 'contact', id: booked.id },
      ana.id,
      new Date(Date.UTC(2027, 1, 2, 14)),
    );
    await insertBooking(
      database,
      { type: 'contact', id: cancelled.id },
      ana.id,
      new Date(Date.UTC(2027, 1, 3, 14)),
      {
        status: 'cancelled',
      },
    );
    const response = await callAdmin('analytics/report', { cookie, query: 'days=7' });
    expect(response.status).toBe(200);
    const report = await json<AnalyticsReport>(response);
    const funnel = (type: string) => report.funnels.find((item) => item.type === type);
    expect(funnel('contact')?.booked).toBe(1);
    expect(funnel('contact')?.submitted).toBeGreaterThanOrEqual(2);
    expect(funnel('application')?.booked).toBe(0);
    const csv = await callAdmin('analytics/export', { cookie, query: 'days=7&table=funnels' });
    expect((await csv.text()).split('\r\n')[0]).toContain('Submitted,Booked a meeting,Contacted');
  });

  it('never stores a rule pointing at a member removed meanwhile', async () => {
    const gone = await insertMember(database);
    await database.db.delete(teamMembers).where(and(eq(teamMembers.id, gone.id)));
    const response = await call('/rules', {
      method: 'POST',
      body: {
        name: 'Late',
        formType: '',
        meetingTypeId: 'demo',
        members: [{ memberId: gone.id, weight: 1 }],
      },
    });
    expect(response.status).toBe(422);
  });
});
