import * as z from 'zod/mini';
import type { $ZodError } from 'zod/v4/core';
import {
  LIMITS,
  agreementField,
  choiceField,
  emailField,
  lineField,
  messageField,
  optionalLineField,
  optionalPhoneField,
  optionalUrlField,
  phoneField,
  urlField,
} from '@/lib/leads/field-schemas';
import {
  CONTACT_INDUSTRIES,
  CUSTOM_INDUSTRIES,
  EMPLOYEE_COUNTS,
  PARTNER_COMPANY_SIZES,
  PARTNER_TYPES,
  SERVICE_TYPES,
  SOLUTION_TYPES,
  optionValues,
} from '@/lib/leads/options';
import { resumeFileSchema } from '@/lib/leads/resume-rules';

/**
 * One schema per form (spec sections 3 and 5), used by react-hook-form in the browser and by the
 * route handlers on the server, so both show the same messages.
 */

const firstName = () => lineField(LIMITS.name, 'First name is required');
const lastName = () => lineField(LIMITS.name, 'Last name is required');

export const contactSchema = z.object({
  firstName: firstName(),
  lastName: lastName(),
  email: emailField('Business email is required', 'Please enter a valid email address'),
  phone: phoneField('Phone number is required'),
  company: lineField(LIMITS.company, 'Company name is required'),
  industry: choiceField(optionValues(CONTACT_INDUSTRIES), 'Please select an industry'),
  employeeCount: choiceField(optionValues(EMPLOYEE_COUNTS), 'Please select company size'),
  serviceType: choiceField(optionValues(SERVICE_TYPES), 'Please select a service type'),
  message: messageField(),
  agreeToTerms: agreementField('You must agree to the terms and conditions to submit the form.'),
});

export const partnershipSchema = z.object({
  firstName: firstName(),
  lastName: lastName(),
  email: emailField('Email is required', 'Please enter a valid email address.'),
  phone: optionalPhoneField(),
  company: lineField(LIMITS.company, 'Company name is required'),
  website: urlField('Website is required', 'Please enter a valid website URL (https://...)'),
  partnerType: choiceField(optionValues(PARTNER_TYPES), 'Please select a partnership type'),
  companySize: choiceField(optionValues(PARTNER_COMPANY_SIZES), 'Please select company size'),
  message: messageField(),
  agreeToTerms: agreementField('You must agree to the terms and conditions'),
});

export const customSolutionSchema = z.object({
  firstName: firstName(),
  lastName: lastName(),
  email: emailField('Invalid email address', 'Invalid email address'),
  phone: phoneField('Phone number is required'),
  company: lineField(LIMITS.company, 'Company name is required'),
  industry: choiceField(optionValues(CUSTOM_INDUSTRIES), 'Please select an industry'),
  employeeCount: choiceField(optionValues(EMPLOYEE_COUNTS), 'Please select company size'),
  solutionType: choiceField(
    optionValues(SOLUTION_TYPES),
    'Please select at least one solution type',
  ),
  message: messageField(),
  agreeToTerms: agreementField('You must agree to the terms and conditions'),
});

export const applicationSchema = z.object({
  firstName: firstName(),
  lastName: lastName(),
  email: emailField('Email is required', 'Please enter a valid email address'),
  phone: optionalPhoneField(),
  desiredSalary: optionalLineField(LIMITS.shortText),
  linkedinUrl: optionalUrlField('Please enter a valid URL (https://...)'),
  message: messageField(),
  jobId: lineField(LIMITS.shortText, 'Please choose a position'),
  resume: resumeFileSchema,
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactLead = z.output<typeof contactSchema>;
export type PartnershipInput = z.input<typeof partnershipSchema>;
export type PartnershipLead = z.output<typeof partnershipSchema>;
export type CustomSolutionInput = z.input<typeof customSolutionSchema>;
export type CustomSolutionLead = z.output<typeof customSolutionSchema>;
export type ApplicationInput = z.input<typeof applicationSchema>;
export type ApplicationLead = z.output<typeof applicationSchema>;

/** Field errors as the API returns them: the first message per field. */
export type FieldErrors = Record<string, string>;

/** The first message of each field of a failed parse. */
export function fieldErrors(error: $ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}
