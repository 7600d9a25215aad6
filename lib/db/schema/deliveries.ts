import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import type { LeadType } from '@/lib/forms';

// The lead types are the form registry's; re-exported for the tables that store them.
export type { LeadType };

export const DELIVERY_KINDS = [
  'form-webhook',
  'email-webhook',
  'smtp-confirmation',
  'smtp-notification',
  /** A booking's invite, update or cancellation by email with its .ics (visitor or member). */
  'booking-email',
  /** The one "pick a time" email to a routed lead that has not booked, an hour after the form. */
  'booking-reminder',
  /** A signed `lead.booked` / `lead.rescheduled` / `lead.cancelled` event to the form's webhook. */
  'booking-webhook',
  /** Writes or removes the booking's event on the member's CalDAV calendar. */
  'calendar-write',
] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'dead'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The outbox: one row per destination per lead, written in the lead's transaction. */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadType: text('lead_type').$type<LeadType>().notNull(),
    leadId: uuid('lead_id').notNull(),
    kind: text('kind').$type<DeliveryKind>().notNull(),
    destination: text('destination').notNull(),
    settingKey: text('setting_key'),
    webhookId: text('webhook_id').notNull().unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('deliveries_lead_idx').on(t.leadType, t.leadId),
  ],
).enableRLS();
