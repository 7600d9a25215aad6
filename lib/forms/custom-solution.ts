import * as z from 'zod/mini';
import {
  LIMITS,
  agreementField,
  choiceField,
  emailField,
  lineField,
  messageField,
  phoneField,
} from '@/lib/forms/field-schemas';
import {
  CUSTOM_INDUSTRIES,
  EMPLOYEE_COUNTS,
  SOLUTION_TYPES,
  optionValues,
} from '@/lib/forms/options';
import { PERSON_NAME, TERMS_FIELD, TEXT_FORM_BODY_LIMIT } from '@/lib/forms/shared-fields';
import type { FormDefinition } from '@/lib/forms/types';

export const customSolutionSchema = z.object({
  firstName: PERSON_NAME.first(),
  lastName: PERSON_NAME.last(),
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

export type CustomSolutionInput = z.input<typeof customSolutionSchema>;
export type CustomSolutionLead = z.output<typeof customSolutionSchema>;

/** The custom solution request form on /custom-solutions. */
export const customSolutionForm = {
  type: 'custom-solution',
  title: 'Custom Solutions',
  short: 'custom solution',
  noun: 'custom solution request',
  schema: customSolutionSchema,
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
    {
      name: 'phone',
      label: 'Phone Number',
      input: { kind: 'tel', required: true, autoComplete: 'tel' },
    },
    {
      name: 'company',
      label: 'Company Name',
      input: { kind: 'text', required: true, autoComplete: 'organization', wide: true },
    },
    {
      name: 'industry',
      label: 'Industry',
      input: {
        kind: 'select',
        required: true,
        placeholder: 'Select your industry',
        options: CUSTOM_INDUSTRIES,
      },
    },
    {
      name: 'employeeCount',
      label: 'Company Size',
      input: {
        kind: 'select',
        required: true,
        placeholder: 'Select company size',
        options: EMPLOYEE_COUNTS,
      },
    },
    {
      name: 'solutionType',
      label: 'Solution Type',
      input: {
        kind: 'select',
        required: true,
        placeholder: 'Select the solution you need',
        options: SOLUTION_TYPES,
        wide: true,
      },
    },
    {
      name: 'message',
      label: 'Project Details',
      input: {
        kind: 'message',
        placeholder: 'Describe your calls, systems and goals (optional)',
        wide: true,
      },
    },
    TERMS_FIELD,
  ],
  table: 'custom_solution_requests',
  webhookKey: 'customSolutionWebhook',
  email: {
    formType: 'customSolution',
    subject: 'Thank you for your custom solution request',
    replyPromise: 'Our solutions team will reply within 1-2 business days to discuss your project.',
  },
  bodyLimit: TEXT_FORM_BODY_LIMIT,
  admin: {
    search: ['firstName', 'lastName', 'email', 'phone', 'company', 'message'],
    organization: 'company',
  },
  texts: {
    name: 'Custom solution request',
    submit: 'Request Custom Solution',
    busy: 'Submitting...',
    success: {
      title:
        'Request submitted successfully! Our team will be in touch with you shortly to discuss your custom solution.',
    },
    failure: {
      title: 'Error submitting form',
      description: 'There was a problem submitting your request. Please try again.',
    },
  },
} as const satisfies FormDefinition;
