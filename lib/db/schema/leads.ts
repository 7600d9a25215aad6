import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/*
 * Besides the indexes declared below, migration 0005 gives each lead table a trigram (GIN) index on
 * its search text where PostgreSQL has pg_trgm. It is not declared here: PGlite has no pg_trgm, so
 * the migration creates it only where the extension exists (see lib/admin/lead-filters.ts).
 */

/** Columns every lead table carries besides the form's own fields. */
const leadMetadata = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  sourcePage: text('source_page'),
  referrer: text('referrer'),
  utmSource: text('utm_source'),
  utmMedium: text('utm_medium'),
  utmCampaign: text('utm_campaign'),
  utmTerm: text('utm_term'),
  utmContent: text('utm_content'),
  /*
   * The first page of the visit (first touch): kept on the visitor's device for the visit when
   * their consent allows, so null for leads whose visit could not be remembered. The columns above
   * are the page where the form was sent (last touch).
   */
  firstPage: text('first_page'),
  firstReferrer: text('first_referrer'),
  firstUtmSource: text('first_utm_source'),
  firstUtmMedium: text('first_utm_medium'),
  firstUtmCampaign: text('first_utm_campaign'),
  firstUtmTerm: text('first_utm_term'),
  firstUtmContent: text('first_utm_content'),
  userAgent: text('user_agent'),
  /** Where the team stands with this lead; spam-caught submissions are stored as 'spam'. */
  status: text('status').$type<LeadStatus>().notNull().default('new'),
  /** When an admin first opened the lead; null while unread. */
  viewedAt: timestamp('viewed_at', { withTimezone: true }),
  /** Why the spam checks caught it ('honeypot', 'too-fast'); null for leads they passed. */
  spamReason: text('spam_reason'),
});

export const contactRequests = pgTable(
  'contact_requests',
  {
    ...leadMetadata(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company').notNull(),
    industry: text('industry').notNull(),
    employeeCount: text('employee_count').notNull(),
    serviceType: text('service_type').notNull(),
    message: text('message').notNull().default(''),
    agreeToTerms: boolean('agree_to_terms').notNull(),
  },
  (t) => [
    index('contact_requests_created_at_idx').on(t.createdAt),
    index('contact_requests_status_created_at_idx').on(t.status, t.createdAt),
  ],
).enableRLS();

export const partnerInquiries = pgTable(
  'partner_inquiries',
  {
    ...leadMetadata(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    company: text('company').notNull(),
    website: text('website').notNull(),
    partnerType: text('partner_type').notNull(),
    companySize: text('company_size').notNull(),
    message: text('message').notNull().default(''),
    agreeToTerms: boolean('agree_to_terms').notNull(),
  },
  (t) => [
    index('partner_inquiries_created_at_idx').on(t.createdAt),
    index('partner_inquiries_status_created_at_idx').on(t.status, t.createdAt),
  ],
).enableRLS();

export const customSolutionRequests = pgTable(
  'custom_solution_requests',
  {
    ...leadMetadata(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company').notNull(),
    industry: text('industry').notNull(),
    employeeCount: text('employee_count').notNull(),
    solutionType: text('solution_type').notNull(),
    message: text('message').notNull().default(''),
    agreeToTerms: boolean('agree_to_terms').notNull(),
  },
  (t) => [
    index('custom_solution_requests_created_at_idx').on(t.createdAt),
    index('custom_solution_requests_status_created_at_idx').on(t.status, t.createdAt),
  ],
).enableRLS();

export const jobApplications = pgTable(
  'job_applications',
  {
    ...leadMetadata(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    desiredSalary: text('desired_salary').notNull().default(''),
    linkedinUrl: text('linkedin_url').notNull().default(''),
    resumeFile: text('resume_file').notNull(),
    jobId: text('job_id').notNull(),
    jobTitle: text('job_title').notNull().default(''),
    message: text('message').notNull().default(''),
  },
  (t) => [
    index('job_applications_created_at_idx').on(t.createdAt),
    index('job_applications_status_created_at_idx').on(t.status, t.createdAt),
  ],
).enableRLS();

/** Resume bytes kept apart so listing applications never reads them. */
export const applicationResumes = pgTable('application_resumes', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => jobApplications.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  mediaType: text('media_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
}).enableRLS();

/**
 * Notes the team writes on a lead. A lead lives in its form's table, so the note names the form
 * (`lead_type`) and the lead's id instead of carrying a foreign key; erasing a lead deletes its notes.
 */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadType: text('lead_type').notNull(),
    leadId: uuid('lead_id').notNull(),
    authorId: text('author_id'),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_notes_lead_idx').on(t.leadType, t.leadId, t.createdAt)],
).enableRLS();
