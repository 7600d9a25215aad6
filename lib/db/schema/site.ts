import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Key/value settings: the five webhook URLs (by the names receivers know) and each endpoint's signing secret. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
}).enableRLS();

export const PIXEL_LOCATIONS = ['head', 'body'] as const;
export type PixelLocation = (typeof PIXEL_LOCATIONS)[number];

/** Consent categories: necessary always runs; the others run only as the visitor's consent allows. */
export const PIXEL_CATEGORIES = ['necessary', 'analytics', 'marketing'] as const;
export type PixelCategory = (typeof PIXEL_CATEGORIES)[number];

export const trackingPixels = pgTable('tracking_pixels', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  location: text('location').$type<PixelLocation>().notNull(),
  code: text('code').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  category: text('category').$type<PixelCategory>().notNull().default('marketing'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}).enableRLS();

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
).enableRLS();

/** Fixed-window counters for the public forms' per-client rate limit (shared by every instance). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  // Pruning expired windows (which keeps the table bounded) scans by window start.
  (t) => [index('rate_limits_window_start_idx').on(t.windowStart)],
).enableRLS();

/**
 * One revision counter per cache tag, raised after each change to its data: every server instance
 * watches it, so a page cached by one instance is expired after a change made through another.
 */
export const cacheTagRevisions = pgTable('cache_tag_revisions', {
  tag: text('tag').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
}).enableRLS();

/**
 * Proof of consent: one row per decision a visitor makes in the consent banner. The consent id is
 * the random value kept in the visitor's first-party cookie; no IP address or full user agent.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    consentId: text('consent_id').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'accept-all', 'reject-all', 'custom' or 'gpc' (an opt-out the browser's signal made). */
    action: text('action').notNull(),
    analytics: boolean('analytics').notNull(),
    marketing: boolean('marketing').notNull(),
    /** The server's consent mode when the decision was recorded. */
    mode: text('mode').notNull(),
    /** The Global Privacy Control signal as the visitor's browser reported it (not verifiable). */
    gpc: boolean('gpc').notNull(),
    policyVersion: text('policy_version').notNull(),
    browserFamily: text('browser_family'),
  },
  (t) => [
    index('consent_records_decided_at_idx').on(t.decidedAt),
    index('consent_records_consent_id_idx').on(t.consentId),
  ],
).enableRLS();
