import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Minutes from the local midnight: 540 is 09:00. A range ends after it starts. */
export interface TimeRange {
  start: number;
  end: number;
}

/** A member's working hours by weekday, 0 (Sunday) to 6 (Saturday), in the member's own zone. */
export type WeeklyHours = Record<'0' | '1' | '2' | '3' | '4' | '5' | '6', TimeRange[]>;

/**
 * A person leads can book: their zone, hours and days off, and optionally a CalDAV calendar whose
 * busy times block slots and where bookings are written. The password is stored encrypted.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** An IANA zone, e.g. America/New_York. */
    timeZone: text('time_zone').notNull(),
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull(),
    /** Whole days off as YYYY-MM-DD in the member's zone. */
    daysOff: jsonb('days_off').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    /** The CalDAV calendar collection's URL (empty: no calendar, working hours only). */
    calendarUrl: text('calendar_url').notNull().default(''),
    calendarUsername: text('calendar_username').notNull().default(''),
    /** AES-256-GCM sealed with CALENDAR_ENCRYPTION_KEY; never returned by any API. */
    calendarPasswordSealed: text('calendar_password_sealed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('team_members_email_idx').on(sql`lower(${t.email})`)],
).enableRLS();

/** What a lead can book: its length, the buffers around it, how soon and how far ahead. */
export const meetingTypes = pgTable('meeting_types', {
  /** A stable key: 'demo', 'consultation'. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
  bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
  minimumNoticeMinutes: integer('minimum_notice_minutes').notNull().default(240),
  daysAhead: integer('days_ahead').notNull().default(14),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}).enableRLS();

/** Which answers a rule matches: each listed field must hold one of its values; empty matches all. */
export interface RoutingConditions {
  industry?: string[];
  employeeCount?: string[];
  serviceType?: string[];
  solutionType?: string[];
}

/** A member of a rule's group and their share of its leads. */
export interface RoutingMember {
  memberId: string;
  weight: number;
}

/**
 * Routing rules, tried in `position` order: the first whose form and conditions match a lead picks
 * its group; inside the group, weighted round robin over members with a free slot.
 */
export const routingRules = pgTable(
  'routing_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    /** 'contact', 'custom-solution', or '' for both. */
    formType: text('form_type').notNull().default(''),
    conditions: jsonb('conditions').$type<RoutingConditions>().notNull().default({}),
    meetingTypeId: text('meeting_type_id')
      .notNull()
      .references(() => meetingTypes.id),
    members: jsonb('members').$type<RoutingMember[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('routing_rules_position_idx').on(t.position)],
).enableRLS();

/**
 * The routing decision for one lead (contact and custom-solution leads): who owns it, by which rule
 * and why, in words the admin reads on the lead ("Routed to Ana by rule Dental").
 */
export const leadRoutes = pgTable(
  'lead_routes',
  {
    leadType: text('lead_type').notNull(),
    leadId: uuid('lead_id').primaryKey(),
    memberId: uuid('member_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    ruleId: uuid('rule_id'),
    ruleName: text('rule_name').notNull().default(''),
    meetingTypeId: text('meeting_type_id').notNull(),
    /** Lower-cased submitter address, so a later lead with it finds its owner. */
    email: text('email').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lead_routes_email_idx').on(t.email, t.createdAt),
    index('lead_routes_rule_member_idx').on(t.ruleId, t.memberId),
  ],
).enableRLS();

export const BOOKING_STATUSES = ['booked', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Where the booking's calendar event stands on the member's CalDAV calendar. */
export const CALENDAR_STATES = ['none', 'pending', 'written', 'removed', 'failed'] as const;
export type CalendarState = (typeof CALENDAR_STATES)[number];

/**
 * A booked meeting. A reschedule cancels the old row and books a new one that points back to it.
 * A member holds at most one live booking per start time (the unique index), and every booking
 * takes the member's row lock first, so overlapping meetings cannot be booked by two instances.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadType: text('lead_type').notNull(),
    leadId: uuid('lead_id').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => teamMembers.id),
    meetingTypeId: text('meeting_type_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The span the meeting keeps busy: its buffers included. */
    blockedFrom: timestamp('blocked_from', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    status: text('status').$type<BookingStatus>().notNull().default('booked'),
    visitorName: text('visitor_name').notNull(),
    visitorEmail: text('visitor_email').notNull(),
    visitorTimeZone: text('visitor_time_zone').notNull(),
    /** The iCalendar UID, shared by the invite, its updates and the calendar event. */
    icalUid: text('ical_uid').notNull().unique(),
    /** Raised with each change of the event (RFC 5545 SEQUENCE). */
    sequence: integer('sequence').notNull().default(0),
    calendarState: text('calendar_state').$type<CalendarState>().notNull().default('none'),
    calendarHref: text('calendar_href'),
    rescheduledFrom: uuid('rescheduled_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bookings_member_start_live_idx')
      .on(t.memberId, t.startsAt)
      .where(sql`${t.status} = 'booked'`),
    index('bookings_member_blocked_idx').on(t.memberId, t.blockedFrom),
    index('bookings_lead_idx').on(t.leadType, t.leadId),
  ],
).enableRLS();
