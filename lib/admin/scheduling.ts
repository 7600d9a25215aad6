import 'server-only';
import '@/lib/validation/zod-jitless';
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db/client';
import { bookings, meetingTypes, routingRules, teamMembers } from '@/lib/db/schema';
import { writeAudit } from '@/lib/audit/audit-log';
import { HttpError } from '@/lib/http/errors';
import { isStorableText } from '@/lib/validation/safe-text';
import { auditActor, type AdminContext } from '@/lib/admin/guard';
import {
  canSealCalendarPasswords,
  openCalendarPassword,
  sealCalendarPassword,
} from '@/lib/scheduling/calendar-credentials';
import { testCalendarConnection } from '@/lib/scheduling/caldav';
import {
  meetingTypeInputSchema,
  memberInputSchema,
  moveSchema,
  ruleInputSchema,
  type AdminMeetingType,
  type AdminMember,
  type AdminRule,
  type CalendarTestResult,
  type MemberValues,
  type RuleForm,
  type SchedulingState,
} from '@/lib/admin/scheduling-schema';

const MEMBER_NOT_FOUND = 'That team member no longer exists.';
const RULE_NOT_FOUND = 'That routing rule no longer exists.';
const MEETING_TYPE_NOT_FOUND = 'That meeting type does not exist.';
const NO_KEY_MESSAGE =
  'Calendar passwords cannot be stored: set CALENDAR_ENCRYPTION_KEY on the server first.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not a uuid names no row (and the database is never asked to compare it). */
function uuidParam(id: string, message: string): string {
  if (!UUID.test(id)) throw new HttpError('not_found', message);
  return id.toLowerCase();
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Object;) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

type MemberRow = typeof teamMembers.$inferSelect;
type RuleRow = typeof routingRules.$inferSelect;
type MeetingTypeRow = typeof meetingTypes.$inferSelect;

/** The member as the admin sees it: whether a calendar is connected, never its password. */
function toMember(row: MemberRow): AdminMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    timeZone: row.timeZone,
    weeklyHours: row.weeklyHours,
    daysOff: row.daysOff,
    active: row.active,
    calendarUrl: row.calendarUrl,
    calendarUsername: row.calendarUsername,
    calendarConnected: row.calendarUrl !== '' && row.calendarPasswordSealed !== null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toMeetingType(row: MeetingTypeRow): AdminMeetingType {
  return {
    id: row.id,
    name: row.name,
    durationMinutes: row.durationMinutes,
    bufferBeforeMinutes: row.bufferBeforeMinutes,
    bufferAfterMinutes: row.bufferAfterMinutes,
    minimumNoticeMinutes: row.minimumNoticeMinutes,
    daysAhead: row.daysAhead,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toRule(row: RuleRow): AdminRule {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    formType: row.formType as RuleForm,
    conditions: row.conditions,
    meetingTypeId: row.meetingTypeId,
    members: row.members,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a member: no credential, only whether one was set or changed. */
function memberAudit(member: MemberRow, calendarPasswordChanged: boolean) {
  return {
    name: member.name,
    email: member.email,
    timeZone: member.timeZone,
    weeklyHours: member.weeklyHours,
    daysOff: member.daysOff,
    active: member.active,
    calendarUrl: member.calendarUrl,
    calendarUsername: member.calendarUsername,
    // Named so the audit's secret filter keeps it: it says that, never what.
    calendarCredentialReplaced: calendarPasswordChanged,
  };
}

const ruleAudit = (rule: RuleRow) => ({
  name: rule.name,
  position: rule.position,
  formType: rule.formType,
  conditions: rule.conditions,
  meetingTypeId: rule.meetingTypeId,
  members: rule.members,
});

/** Every member, meeting type and rule (in routing order), for the Scheduling tab (admin only). */
export async function adminSchedulingState(_admin: AdminContext): Promise<SchedulingState> {
  const db = getDb();
  const [members, types, rules] = await Promise.all([
    db.select().from(teamMembers).orderBy(asc(teamMembers.name), asc(teamMembers.createdAt)),
    db.select().from(meetingTypes).orderBy(asc(meetingTypes.durationMinutes), asc(meetingTypes.id)),
    db.select().from(routingRules).orderBy(asc(routingRules.position), asc(routingRules.createdAt)),
  ]);
  return {
    members: members.map(toMember),
    meetingTypes: types.map(toMeetingType),
    rules: rules.map(toRule),
    canStoreCalendarPasswords: canSealCalendarPasswords(),
  };
}

/**
 * The calendar columns to store: no URL removes the calendar and its password; a new password is
 * sealed to this member (refused without the server's key); no new password keeps the stored one.
 */
function calendarColumns(id: string, values: MemberValues, current: MemberRow | undefined) {
  if (values.calendarUrl === '') {
    return { calendarUrl: '', calendarUsername: '', calendarPasswordSealed: null, changed: false };
  }
  const password = values.calendarPassword ?? '';
  if (password !== '' && !canSealCalendarPasswords()) {
    throw new HttpError('invalid_fields', NO_KEY_MESSAGE, {
      fields: { calendarPassword: NO_KEY_MESSAGE },
    });
  }
  return {
    calendarUrl: values.calendarUrl,
    calendarUsername: values.calendarUsername,
    calendarPasswordSealed:
      password === ''
        ? (current?.calendarPasswordSealed ?? null)
        : sealCalendarPassword(password, id),
    changed: password !== '',
  };
}

const EMAIL_TAKEN = 'Another team member already uses this email address.';

/** Saves a member, telling a duplicate address apart as a field error (409). */
async function saveMember<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new HttpError('conflict', EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } });
    }
    throw error;
  }
}

/** Adds a team member (admin only); a calendar password is sealed, never stored or returned plain. */
export async function adminCreateMember(admin: AdminContext, input: unknown): Promise<AdminMember> {
  const values = memberInputSchema.parse(input);
  const id = randomUUID();
  const { changed, ...calendar } = calendarColumns(id, values, undefined);
  const row = await saveMember(() =>
    getDb().transaction(async (tx) => {
      const [created] = await tx
        .insert(teamMembers)
        .values({
          id,
          name: values.name,
          email: values.email,
          timeZone: values.timeZone,
          weeklyHours: values.weeklyHours,
          daysOff: values.daysOff,
          active: values.active,
          ...calendar,
        })
        .returning();
      await writeAudit(tx, {
        actor: auditActor(admin),
        action: 'scheduling.member.create',
        target: id,
        details: memberAudit(created!, changed),
      });
      return created!;
    }),
  );
  return toMember(row);
}

/** Replaces a member's fields; the stored calendar password stays unless a new one is given. */
export async function adminUpdateMember(
  admin: AdminContext,
  id: string,
  input: unknown,
): Promise<AdminMember> {
  const memberId = uuidParam(id, MEMBER_NOT_FOUND);
  const values = memberInputSchema.parse(input);
  const row = await saveMember(() =>
    getDb().transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(teamMembers)
        .where(eq(teamMembers.id, memberId))
        .for('update');
      if (!current) throw new HttpError('not_found', MEMBER_NOT_FOUND);
      const { changed, ...calendar } = calendarColumns(memberId, values, current);
      const [updated] = await tx
        .update(teamMembers)
        .set({
          name: values.name,
          email: values.email,
          timeZone: values.timeZone,
          weeklyHours: values.weeklyHours,
          daysOff: values.daysOff,
          active: values.active,
          ...calendar,
          updatedAt: new Date(),
        })
        .where(eq(teamMembers.id, memberId))
        .returning();
      await writeAudit(tx, {
        actor: auditActor(admin),
        action: 'scheduling.member.update',
        target: memberId,
        details: memberAudit(updated!, changed),
      });
      return updated!;
    }),
  );
  return toMember(row);
}

/**
 * Deletes a member who never had a booking (one with bookings is deactivated instead, so their
 * meetings keep their history) and takes them out of every rule's group, in one transaction.
 */
export async function adminDeleteMember(admin: AdminContext, id: string): Promise<void> {
  const memberId = uuidParam(id, MEMBER_NOT_FOUND);
  await getDb().transaction(async (tx) => {
    const [member] = await tx
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.id, memberId))
      .for('update');
    if (!member) throw new HttpError('not_found', MEMBER_NOT_FOUND);
    const [booked] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.memberId, memberId))
      .limit(1);
    if (booked) {
      throw new HttpError(
        'conflict',
        `${member.name} has bookings, so they cannot be deleted. Turn off "Takes bookings" instead.`,
      );
    }
    const rules = await tx.select().from(routingRules).for('update');
    const changedRules: string[] = [];
    for (const rule of rules) {
      if (!rule.members.some((entry) => entry.memberId === memberId)) continue;
      changedRules.push(rule.name);
      await tx
        .update(routingRules)
        .set({
          members: rule.members.filter((entry) => entry.memberId !== memberId),
          updatedAt: new Date(),
        })
        .where(eq(routingRules.id, rule.id));
    }
    await tx.delete(teamMembers).where(eq(teamMembers.id, memberId));
    await writeAudit(tx, {
      actor: auditActor(admin),
      action: 'scheduling.member.delete',
      target: memberId,
      details: { name: member.name, email: member.email, removedFromRules: changedRules },
    });
  });
}

/** Tries the member's saved calendar with its stored credentials (admin only). */
export async function adminTestMemberCalendar(
  _admin: AdminContext,
  id: string,
): Promise<CalendarTestResult> {
  const memberId = uuidParam(id, MEMBER_NOT_FOUND);
  const [member] = await getDb().select().from(teamMembers).where(eq(teamMembers.id, memberId));
  if (!member) throw new HttpError('not_found', MEMBER_NOT_FOUND);
  if (member.calendarUrl === '') {
    throw new HttpError('invalid_fields', 'Save a calendar URL for this member first.', {
      fields: { calendarUrl: 'Save a calendar URL for this member first.' },
    });
  }
  let password = '';
  if (member.calendarPasswordSealed !== null) {
    const opened = openCalendarPassword(member.calendarPasswordSealed, member.id);
    if (opened === undefined) {
      return {
        ok: false,
        error:
          'The stored calendar password cannot be read with the server’s current CALENDAR_ENCRYPTION_KEY. Enter the password again and save.',
      };
    }
    password = opened;
  }
  const result = await testCalendarConnection({
    calendarUrl: member.calendarUrl,
    username: member.calendarUsername,
    password,
  });
  if (!result.ok) return { ok: false, error: result.error };
  return result.displayName ? { ok: true, calendarName: result.displayName } : { ok: true };
}

/** Changes a meeting type's length, buffers, minimum notice and booking window (admin only). */
export async function adminUpdateMeetingType(
  admin: AdminContext,
  id: string,
  input: unknown,
): Promise<AdminMeetingType> {
  if (!isStorableText(id)) throw new HttpError('not_found', MEETING_TYPE_NOT_FOUND);
  const values = meetingTypeInputSchema.parse(input);
  return getDb().transaction(async (tx) => {
    const [updated] = await tx
      .update(meetingTypes)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(meetingTypes.id, id))
      .returning();
    if (!updated) throw new HttpError('not_found', MEETING_TYPE_NOT_FOUND);
    await writeAudit(tx, {
      actor: auditActor(admin),
      action: 'scheduling.meeting-type.update',
      target: id,
      details: { ...values },
    });
    return toMeetingType(updated);
  });
}

/** The rule's meeting type and members must exist: otherwise field errors, nothing saved. */
async function checkRuleReferences(
  tx: Executor,
  meetingTypeId: string,
  memberIds: string[],
): Promise<void> {
  const fields: Record<string, string> = {};
  const [type] = await tx
    .select({ id: meetingTypes.id })
    .from(meetingTypes)
    .where(eq(meetingTypes.id, meetingTypeId));
  if (!type) fields.meetingTypeId = 'Choose one of the meeting types.';
  const known = new Set(
    (
      await tx
        .select({ id: teamMembers.id })
        .from(teamMembers)
        .where(inArray(teamMembers.id, memberIds))
    ).map((row) => row.id),
  );
  memberIds.forEach((memberId, index) => {
    if (!known.has(memberId)) fields[`members.${index}.memberId`] = 'That member no longer exists.';
  });
  if (Object.keys(fields).length > 0) {
    throw new HttpError('invalid_fields', 'Please correct the highlighted fields.', { fields });
  }
}

/** Adds a routing rule at the end of the order (admin only). */
export async function adminCreateRule(admin: AdminContext, input: unknown): Promise<AdminRule> {
  const values = ruleInputSchema.parse(input);
  return getDb().transaction(async (tx) => {
    await checkRuleReferences(
      tx,
      values.meetingTypeId,
      values.members.map((member) => member.memberId),
    );
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${routingRules.position}), 0)::int` })
      .from(routingRules);
    const [created] = await tx
      .insert(routingRules)
      .values({ ...values, position: Number(last?.position ?? 0) + 1 })
      .returning();
    await writeAudit(tx, {
      actor: auditActor(admin),
      action: 'scheduling.rule.create',
      target: created!.id,
      details: ruleAudit(created!),
    });
    return toRule(created!);
  });
}

/** Replaces a rule's name, form, conditions, meeting type and group; its place stays. */
export async function adminUpdateRule(
  admin: AdminContext,
  id: string,
  input: unknown,
): Promise<AdminRule> {
  const ruleId = uuidParam(id, RULE_NOT_FOUND);
  const values = ruleInputSchema.parse(input);
  return getDb().transaction(async (tx) => {
    await checkRuleReferences(
      tx,
      values.meetingTypeId,
      values.members.map((member) => member.memberId),
    );
    const [updated] = await tx
      .update(routingRules)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(routingRules.id, ruleId))
      .returning();
    if (!updated) throw new HttpError('not_found', RULE_NOT_FOUND);
    await writeAudit(tx, {
      actor: auditActor(admin),
      action: 'scheduling.rule.update',
      target: ruleId,
      details: ruleAudit(updated),
    });
    return toRule(updated);
  });
}

/** Deletes a rule; the routing decisions it made stay on their leads (admin only). */
export async function adminDeleteRule(admin: AdminContext, id: string): Promise<void> {
  const ruleId = uuidParam(id, RULE_NOT_FOUND);
  await getDb().transaction(async (tx) => {
    const [deleted] = await tx.delete(routingRules).where(eq(routingRules.id, ruleId)).returning();
    if (!deleted) throw new HttpError('not_found', RULE_NOT_FOUND);
    await writeAudit(tx, {
      actor: auditActor(admin),
      action: 'scheduling.rule.delete',
      target: ruleId,
      details: ruleAudit(deleted),
    });
  });
}

/**
 * Moves a rule one place up or down in the order the rules are tried (admin only). Every rule is
 * locked and renumbered 1..n, so two admins moving rules at once still leave one clean order.
 * The new order is answered; the first or last rule stays where it is.
 */
export async function adminMoveRule(
  admin: AdminContext,
  id: string,
  input: unknown,
): Promise<AdminRule[]> {
  const ruleId = uuidParam(id, RULE_NOT_FOUND);
  const { direction } = moveSchema.parse(input);
  return getDb().transaction(async (tx) => {
    const rules = await tx
      .select()
      .from(routingRules)
      .orderBy(asc(routingRules.position), asc(routingRules.createdAt))
      .for('update');
    const index = rules.findIndex((rule) => rule.id === ruleId);
    if (index < 0) throw new HttpError('not_found', RULE_NOT_FOUND);
    const target = direction === 'up' ? index - 1 : index + 1;
    if (target >= 0 && target < rules.length) {
      [rules[index], rules[target]] = [rules[target]!, rules[index]!];
    }
    const now = new Date();
    const ordered: RuleRow[] = [];
    for (const [place, rule] of rules.entries()) {
      if (rule.position === place + 1) {
        ordered.push(rule);
        continue;
      }
      const [moved] = await tx
        .update(routingRules)
        .set({ position: place + 1, updatedAt: now })
        .where(eq(routingRules.id, rule.id))
        .returning();
      ordered.push(moved!);
    }
    await writeAudit(tx, {
      actor: auditActor(admin),
      action: 'scheduling.rule.move',
      target: ruleId,
      details: { direction, order: ordered.map((rule) => rule.name) },
    });
    return ordered.map(toRule);
  });
}
