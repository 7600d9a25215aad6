import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { EMPLOYMENT_TYPE_VALUES } from '@/lib/jobs/employment-types';
import { JOB_FUNCTION_VALUES } from '@/lib/jobs/job-functions';
import { storableString } from '@/lib/validation/safe-zod';

const requiredText = (min: number, max: number, message: string) =>
  storableString(message).trim().min(min, message).max(max, `Must be at most ${max} characters`);

const CLOSING_DATE_MESSAGE = 'Enter the closing date as a valid date';
export const CLOSING_BEFORE_POSTED_MESSAGE = 'The closing date must be on or after the posted date';

/** A real calendar day as YYYY-MM-DD, within years PostgreSQL and browsers agree on. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const date = new Date(`${value}T00:00:00Z`);
  return year >= 2000 && year <= 9999 && date.toISOString().slice(0, 10) === value;
}

/** Empty (or left out) means "the default": 60 days after posting, or unchanged on an edit. */
const closingDate = z
  .string({ error: CLOSING_DATE_MESSAGE })
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), CLOSING_DATE_MESSAGE)
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * The admin job form, shared by the browser form and the server (one set of rules and messages):
 * minimum lengths and their messages, plus upper bounds so a posting stays a reasonable size.
 */
export const jobInputSchema = z.object({
  title: requiredText(2, 120, 'Job title is required'),
  function: z.enum(JOB_FUNCTION_VALUES, { error: 'Please select a job function' }),
  description: requiredText(10, 5_000, 'Job description is required'),
  qualifications: requiredText(10, 5_000, 'Qualifications are required'),
  location: requiredText(2, 120, 'Location is required'),
  salaryRange: requiredText(2, 120, 'Salary range is required'),
  isActive: z.boolean({ error: 'Status must be active or inactive' }).default(true),
  employmentType: z
    .enum(EMPLOYMENT_TYPE_VALUES, { error: 'Please select an employment type' })
    .default('FULL_TIME'),
  validThrough: closingDate,
  remote: z.boolean({ error: 'Remote must be yes or no' }).default(false),
});

/** What the admin form holds before validation (isActive may be left out). */
export type JobFormInput = z.input<typeof jobInputSchema>;
/** A validated job posting's editable fields. */
export type JobInput = z.output<typeof jobInputSchema>;

/**
 * The admin form's rules for a posting dated `datePosted` (today for a new job): the shared schema
 * plus the closing date's order, so the browser shows the server's message before sending.
 */
export function jobFormSchema(datePosted: string) {
  return jobInputSchema.refine(
    (values) => !values.validThrough || values.validThrough >= datePosted,
    { path: ['validThrough'], message: CLOSING_BEFORE_POSTED_MESSAGE },
  );
}

/**
 * Checks a closing date against the posting's date, known only on the server (today for a new
 * job, the stored date for an edit); a failure is a field error like the schema's own.
 */
export function checkClosingDate(validThrough: string, datePosted: string): void {
  z.object({
    validThrough: z.string().refine((value) => value >= datePosted, CLOSING_BEFORE_POSTED_MESSAGE),
  }).parse({ validThrough });
}
