import '@/lib/validation/zod-jitless';
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
import * as entry from '@/lib/forms/shared-fields';
import type { FormDefinition } from '@/lib/forms/types';

export const customSolutionSchema = z.object({
  firstName: entry.PERSON_NAME.first(),
  lastName: entry.PERSON_NAME.last(),
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

export type CustomSolutionLead = z.output<typeof customSolutionSchema>;

/** The custom solution request form on /custom-solutions. */
export const customSolutionForm = {
  type: 'custom-solution',
  title: 'Custom Solutions',
  short: 'custom solution',
  noun: 'custom solution request',
  schema: customSolutionSchema,
  fields: [
    ...entry.NAME_FIELDS,
    entry.emailField('Email'),
    entry.phoneField('Phone Number', true),
    entry.companyField({ wide: true }),
    entry.choiceField('industry', 'Industry', CUSTOM_INDUSTRIES, {
      placeholder: 'Select your industry',
    }),
    entry.choiceField('employeeCount', 'Company Size', EMPLOYEE_COUNTS, {
      placeholder: 'Select company size',
    }),
    entry.choiceField('solutionType', 'Solution Type', SOLUTION_TYPES, {
      placeholder: 'Select the solution you need',
      wide: true,
    }),
    entry.messageField('Project Details', 'Describe your calls, systems and goals (optional)'),
    entry.TERMS_FIELD,
  ],
  table: 'custom_solution_requests',
  webhookKey: 'customSolutionWebhook',
  email: {
    formType: 'customSolution',
    testPosition: 4,
    subject: 'Thank you for your custom solution request',
    replyPromise: 'Our solutions team will reply within 1-2 business days to discuss your project.',
  },
  bodyLimit: entry.TEXT_FORM_BODY_LIMIT,
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
