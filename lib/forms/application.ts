import '@/lib/validation/zod-jitless';
import * as z from 'zod/mini';
import {
  LIMITS,
  emailField,
  lineField,
  messageField,
  optionalLineField,
  optionalPhoneField,
  optionalUrlField,
} from '@/lib/forms/field-schemas';
import * as entry from '@/lib/forms/shared-fields';
import type { FormDefinition } from '@/lib/forms/types';
import { MAX_RESUME_BYTES, resumeFileSchema } from '@/lib/forms/resume-limits';

export const applicationSchema = z.object({
  firstName: entry.PERSON_NAME.first(),
  lastName: entry.PERSON_NAME.last(),
  email: emailField('Email is required', 'Please enter a valid email address'),
  phone: optionalPhoneField(),
  desiredSalary: optionalLineField(LIMITS.shortText),
  linkedinUrl: optionalUrlField('Please enter a valid URL (https://...)'),
  message: messageField(),
  jobId: lineField(LIMITS.shortText, 'Please choose a position'),
  resume: resumeFileSchema,
});

export type ApplicationInput = z.input<typeof applicationSchema>;
export type ApplicationLead = z.output<typeof applicationSchema>;

/** The application for one job on /careers, with its resume upload (its own component). */
export const applicationForm = {
  type: 'application',
  title: 'Job Applications',
  short: 'job application',
  noun: 'job application',
  schema: applicationSchema,
  fields: [
    ...entry.NAME_FIELDS,
    entry.emailField('Email'),
    entry.phoneField('Phone', false),
    { name: 'desiredSalary', label: 'Desired Salary', input: { kind: 'text' } },
    {
      name: 'linkedinUrl',
      label: 'LinkedIn Profile URL',
      input: { kind: 'url', placeholder: 'https://www.linkedin.com/in/' },
    },
    { name: 'jobId', label: 'Job ID' },
    { name: 'jobTitle', label: 'Job Title' },
    entry.messageField('Cover Letter', 'Why are you a great fit? (optional)'),
    // The form state names the file `resumeFile`; `resumeFileName` says the same plainly.
    { name: 'resumeFile', label: 'Resume' },
    { name: 'resumeFileName', label: 'Resume File Name', column: false },
    { name: 'resumeUrl', label: 'Resume Download Link', column: false },
  ],
  table: 'job_applications',
  webhookKey: 'jobApplicationWebhook',
  email: {
    formType: 'career',
    testPosition: 2,
    subject: 'Thank you for your job application',
    replyPromise:
      'Our hiring team will review your application and contact you if your experience matches the role.',
  },
  // One resume plus the fields.
  bodyLimit: MAX_RESUME_BYTES + 256 * 1024,
  admin: {
    search: ['firstName', 'lastName', 'email', 'phone', 'jobTitle', 'message'],
    organization: 'jobTitle',
  },
} as const satisfies FormDefinition;
