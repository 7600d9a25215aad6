import { z } from 'zod';
import { JOB_FUNCTION_VALUES } from '@/lib/jobs/job-functions';
import { storableString } from '@/lib/validation/safe-zod';

const requiredText = (min: number, max: number, message: string) =>
  storableString(message).trim().min(min, message).max(max, `Must be at most ${max} characters`);

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
});

/** What the admin form holds before validation (isActive may be left out). */
export type JobFormInput = z.input<typeof jobInputSchema>;
/** A validated job posting's editable fields. */
export type JobInput = z.output<typeof jobInputSchema>;
