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
import * as entry from '@/lib/forms/shared-fields';
import {
  CONTACT_INDUSTRIES,
  EMPLOYEE_COUNTS,
  SERVICE_TYPES,
  optionValues,
} from '@/lib/forms/options';
import type { FormDefinition } from '@/lib/forms/types';

export const contactSchema = z.object({
  firstName: entry.PERSON_NAME.first(),
  lastName: entry.PERSON_NAME.last(),
  email: emailField('Business email is required', 'Please enter a valid email address'),
  phone: phoneField('Phone number is required'),
  company: lineField(LIMITS.company, 'Company name is required'),
  industry: choiceField(optionValues(CONTACT_INDUSTRIES), 'Please select an industry'),
  employeeCount: choiceField(optionValues(EMPLOYEE_COUNTS), 'Please select company size'),
  serviceType: choiceField(optionValues(SERVICE_TYPES), 'Please select a service type'),
  message: messageField(),
  agreeToTerms: agreementField('You must agree to the terms and conditions to submit the form.'),
});

export type ContactLead = z.output<typeof contactSchema>;

/** The consultation request form (home #contact, /solutions, /what-you-should-know). */
export const contactForm = {
  type: 'contact',
  title: 'Contact Form',
  short: 'contact',
  noun: 'contact request',
  schema: contactSchema,
  fields: [
    ...entry.NAME_FIELDS,
    entry.emailField('Business Email'),
    entry.phoneField('Phone Number', true),
    entry.companyField({ wide: true }),
    entry.choiceField('industry', 'Industry', CONTACT_INDUSTRIES, {
      placeholder: 'Select your industry',
    }),
    entry.choiceField('employeeCount', 'Company Size', EMPLOYEE_COUNTS, {
      placeholder: 'Select company size',
    }),
    entry.choiceField('serviceType', 'Service Type', SERVICE_TYPES, {
      defaultValue: 'managed',
      wide: true,
    }),
    entry.messageField('Message', 'Tell us about your call volume and goals (optional)'),
    entry.TERMS_FIELD,
  ],
  table: 'contact_requests',
  webhookKey: 'contactFormWebhook',
  email: {
    formType: 'contact',
    testPosition: 1,
    subject: 'Thank you for contacting us',
    replyPromise:
      'A member of our team will contact you within 24 hours to schedule your personalized demo.',
  },
  bodyLimit: entry.TEXT_FORM_BODY_LIMIT,
  admin: {
    search: ['firstName', 'lastName', 'email', 'phone', 'company', 'message'],
    organization: 'company',
  },
  texts: {
    name: 'Consultation request',
    submit: 'Schedule My Consultation',
    busy: 'Processing...',
    success: {
      title: 'Request submitted successfully!',
      description: "We'll be in touch with you shortly.",
    },
    failure: {
      title: 'Error submitting form',
      description: 'There was a problem submitting your request. Please try again.',
    },
    invalid: [
      {
        field: 'agreeToTerms',
        title: 'Please agree to the terms',
        description: 'You must agree to the terms and conditions to submit the form.',
      },
    ],
  },
} as const satisfies FormDefinition;
