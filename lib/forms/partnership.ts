import '@/lib/validation/zod-jitless';
import * as z from 'zod/mini';
import {
  LIMITS,
  agreementField,
  choiceField,
  emailField,
  lineField,
  messageField,
  optionalPhoneField,
  websiteField,
} from '@/lib/forms/field-schemas';
import { PARTNER_COMPANY_SIZES, PARTNER_TYPES, optionValues } from '@/lib/forms/options';
import * as entry from '@/lib/forms/shared-fields';
import type { FormDefinition } from '@/lib/forms/types';

export const partnershipSchema = z.object({
  firstName: entry.PERSON_NAME.first(),
  lastName: entry.PERSON_NAME.last(),
  email: emailField('Email is required', 'Please enter a valid email address.'),
  phone: optionalPhoneField(),
  company: lineField(LIMITS.company, 'Company name is required'),
  website: websiteField('Website is required', 'Please enter a valid website URL (https://...)'),
  partnerType: choiceField(optionValues(PARTNER_TYPES), 'Please select a partnership type'),
  companySize: choiceField(optionValues(PARTNER_COMPANY_SIZES), 'Please select company size'),
  message: messageField(),
  agreeToTerms: agreementField('You must agree to the terms and conditions'),
});

export type PartnershipLead = z.output<typeof partnershipSchema>;

/** The Partnership Inquiry Form on /partners (the variant whose terms must be ticked). */
export const partnershipForm = {
  type: 'partnership',
  title: 'Partnership Form',
  short: 'partnership',
  noun: 'partnership inquiry',
  schema: partnershipSchema,
  fields: [
    ...entry.NAME_FIELDS,
    entry.emailField('Email'),
    entry.phoneField('Phone', false),
    entry.companyField(),
    {
      name: 'website',
      label: 'Website',
      input: { kind: 'url', required: true, autoComplete: 'url', placeholder: 'https://' },
    },
    entry.choiceField('partnerType', 'Partnership Type', PARTNER_TYPES, {
      placeholder: 'Select partnership type',
    }),
    entry.choiceField('companySize', 'Company Size', PARTNER_COMPANY_SIZES, {
      placeholder: 'Select company size',
    }),
    entry.messageField(
      'Tell us about your business goals',
      'Your clients, your market and how you would like to partner (optional)',
    ),
    entry.TERMS_FIELD,
  ],
  table: 'partner_inquiries',
  webhookKey: 'partnerFormWebhook',
  email: {
    formType: 'partner',
    testPosition: 3,
    subject: 'Thank you for your partnership inquiry',
    replyPromise: 'Our partnerships team will reply within 2-3 business days.',
  },
  bodyLimit: entry.TEXT_FORM_BODY_LIMIT,
  admin: {
    search: ['firstName', 'lastName', 'email', 'phone', 'company', 'website', 'message'],
    organization: 'company',
  },
  texts: {
    name: 'Partnership inquiry',
    submit: 'Submit Partnership Inquiry',
    busy: 'Submitting...',
    success: {
      title: 'Success',
      description: 'Your partnership form has been submitted successfully!',
    },
    failure: {
      title: 'Error',
      description: 'Failed to submit the partnership form. Please try again.',
    },
    // Anything required missing first, then a malformed email.
    missingRequired: { title: 'Error', description: 'Please fill in all required fields.' },
    invalid: [
      { field: 'email', title: 'Error', description: 'Please enter a valid email address.' },
    ],
  },
} as const satisfies FormDefinition;
