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
import { PERSON_NAME, TERMS_FIELD, TEXT_FORM_BODY_LIMIT } from '@/lib/forms/shared-fields';
import {
  CONTACT_INDUSTRIES,
  EMPLOYEE_COUNTS,
  SERVICE_TYPES,
  optionValues,
} from '@/lib/forms/options';
import type { FormDefinition } from '@/lib/forms/types';

export const contactSchema = z.object({
  firstName: PERSON_NAME.first(),
  lastName: PERSON_NAME.last(),
  email: emailField('Business email is required', 'Please enter a valid email address'),
  phone: phoneField('Phone number is required'),
  company: lineField(LIMITS.company, 'Company name is required'),
  industry: choiceField(optionValues(CONTACT_INDUSTRIES), 'Please select an industry'),
  employeeCount: choiceField(optionValues(EMPLOYEE_COUNTS), 'Please select company size'),
  serviceType: choiceField(optionValues(SERVICE_TYPES), 'Please select a service type'),
  message: messageField(),
  agreeToTerms: agreementField('You must agree to the terms and conditions to submit the form.'),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactLead = z.output<typeof contactSchema>;

/** The consultation request form (home #contact, /solutions, /what-you-should-know). */
export const contactForm = {
  type: 'contact',
  title: 'Contact Form',
  short: 'contact',
  noun: 'contact request',
  schema: contactSchema,
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
      label: 'Business Email',
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
        options: CONTACT_INDUSTRIES,
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
      name: 'serviceType',
      label: 'Service Type',
      input: {
        kind: 'select',
        required: true,
        options: SERVICE_TYPES,
        defaultValue: 'managed',
        wide: true,
      },
    },
    {
      name: 'message',
      label: 'Message',
      input: {
        kind: 'message',
        placeholder: 'Tell us about your call volume and goals (optional)',
        wide: true,
      },
    },
    TERMS_FIELD,
  ],
  table: 'contact_requests',
  webhookKey: 'contactFormWebhook',
  email: {
    formType: 'contact',
    subject: 'Thank you for contacting us',
    replyPromise:
      'A member of our team will contact you within 24 hours to schedule your personalized demo.',
  },
  bodyLimit: TEXT_FORM_BODY_LIMIT,
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
