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
import { PERSON_NAME } from '@/lib/forms/shared-fields';
import type { FormDefinition } from '@/lib/forms/types';
import { MAX_RESUME_BYTES, resumeFileSchema } from '@/lib/leads/resume-limits';

export const applicationSchema = z.object({
  firstName: PERSON_NAME.first(),
  lastName: PERSON_NAME.last(),
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
    {
      name: 'firstName',
      label: 'First Name',
      input: { kind: 'text', required: true, autoComplete: 'given-name' },
    },
    {
      name: 'lastName',
      label: 'Last Name',
      input: { kind: 'text', required: true, autoComplete: 'family-name' },
    },
    {
      name: 'email',
      label: 'Email',
      input: { kind: 'email', required: true, autoComplete: 'email' },
    },
    { name: 'phone', label: 'Phone', input: { kind: 'tel', autoComplete: 'tel' } },
    { name: 'desiredSalary', label: 'Desired Salary', input: { kind: 'text' } },
    {
      name: 'linkedinUrl',
      label: 'LinkedIn Profile URL',
      input: { kind: 'url', placeholder: 'https://www.linkedin.com/in/' },
    },
    { name: 'jobId', label: 'Job ID' },
    { name: 'jobTitle', label: 'Job Title' },
    {
      name: 'message',
      label: 'Cover Letter',
      input: { kind: 'message', placeholder: 'Why are you a great fit? (optional)', wide: true },
    },
    // The form state names the file `resumeFile`; `resumeFileName` says the same plainly.
    { name: 'resumeFile', label: 'Resume' },
    { name: 'resumeFileName', label: 'Resume File Name', column: false },
    { name: 'resumeUrl', label: 'Resume Download Link', column: false },
  ],
  table: 'job_applications',
  webhookKey: 'jobApplicationWebhook',
  email: {
    formType: 'career',
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
