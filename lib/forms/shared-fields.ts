import { LIMITS, lineField } from '@/lib/forms/field-schemas';

/** First and last name: every form asks for them with the same messages. */
export const PERSON_NAME = {
  first: () => lineField(LIMITS.name, 'First name is required'),
  last: () => lineField(LIMITS.name, 'Last name is required'),
};

/** The consent checkbox of the contact, partnership and custom-solution forms. */
export const TERMS_FIELD = {
  name: 'agreeToTerms',
  label: 'Agree to Terms',
  input: { kind: 'terms', required: true },
} as const;

/** Body limit of a form without files: its fields are a few kilobytes at most. */
export const TEXT_FORM_BODY_LIMIT = 64 * 1024;
