import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const JOB_FUNCTIONS = ['sales', 'marketing', 'operations', 'tech', 'executive'] as const;
export type JobFunction = (typeof JOB_FUNCTIONS)[number];

/** The schema.org employmentType values the admin can choose from. */
export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    reqNumber: text('req_number').notNull().unique(),
    title: text('title').notNull(),
    function: text('function').$type<JobFunction>().notNull(),
    description: text('description').notNull(),
    qualifications: text('qualifications').notNull(),
    location: text('location').notNull(),
    salaryRange: text('salary_range').notNull(),
    datePosted: date('date_posted', { mode: 'string' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** The job page's address; set once when the job is created and never reused. */
    slug: text('slug').notNull().unique(),
    employmentType: text('employment_type').$type<EmploymentType>().notNull().default('FULL_TIME'),
    /** Closing date: after it the job's page answers 410 and leaves the sitemap. */
    validThrough: date('valid_through', { mode: 'string' }).notNull(),
    remote: boolean('remote').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_active_idx').on(t.isActive, t.datePosted)],
).enableRLS();

/**
 * The last requisition sequence issued per prefix and year. Numbers come from here, not from the
 * jobs that still exist, so a deleted posting's number is never issued again.
 */
export const reqNumberCounters = pgTable(
  'req_number_counters',
  {
    prefix: text('prefix').notNull(),
    year: integer('year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.year] })],
).enableRLS();

/**
 * Page addresses of deleted jobs: their pages answer 410 (Gone), not 404, and no new job ever
 * takes one of them.
 */
export const retiredJobSlugs = pgTable('retired_job_slugs', {
  slug: text('slug').primaryKey(),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
}).enableRLS();
