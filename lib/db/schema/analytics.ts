import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * One random salt per UTC day for the visitor key. Deleted two days on: once gone, no key made
 * with it can be recomputed from an address and a browser, so the keys stop being linkable.
 */
export const analyticsSalts = pgTable('analytics_salts', {
  /** 'YYYY-MM-DD' (UTC). */
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}).enableRLS();

/**
 * Raw visitor events, kept a configurable number of days and then only as daily rollups. No
 * address, no user agent, no cookie: a visitor is a key that changes every day.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    /** Given when the event is accepted: a batch written again after a lost answer adds nothing. */
    id: uuid('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** 'pageview', 'roi_open', 'demo_click', 'form_seen', 'form_start'. */
    name: text('name').notNull(),
    visitor: text('visitor').notNull(),
    path: text('path').notNull(),
    /** The first page view of a visit (the visitor arrived from elsewhere or typed the address). */
    entry: boolean('entry').notNull().default(false),
    /** The referring site's host, entry page views only. */
    referrer: text('referrer'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    /** The form of a form event. */
    form: text('form'),
    browser: text('browser').notNull(),
    os: text('os').notNull(),
    /** 'desktop', 'mobile', 'tablet' or 'other'. */
    device: text('device').notNull(),
  },
  (t) => [index('analytics_events_at_idx').on(t.at)],
).enableRLS();

/**
 * Daily figures by dimension, made from the raw events of each ended day; the reports read these
 * for past days and the raw events only for today. `value` is '' for the site-wide total.
 * `event` is an event name, or 'visit' and 'bounce' (a visit of one page view), counted on the
 * visit's entry page, referrer and campaign.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: text('day').notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    event: text('event').notNull(),
    events: integer('events').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.value, t.event] })],
).enableRLS();
