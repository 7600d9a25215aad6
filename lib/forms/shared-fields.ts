import { LIMITS, lineField } from '@/lib/forms/field-schemas';
import type { Option } from '@/lib/forms/options';
import type { FieldInput, FormField } from '@/lib/forms/types';

/** First and last name: every form asks for them with the same messages. */
export const PERSON_NAME = {
  first: () => lineField(LIMITS.name, 'First name is required'),
  last: () => lineField(LIMITS.name, 'Last name is required'),
};

/** First Name and Last Name, as every form starts. */
export const NAME_FIELDS: readonly FormField[] = [
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
];

/** The submitter's address (confirmations go there): always required. */
export function emailField(label: string): FormField {
  return { name: 'email', label, input: { kind: 'email', required: true, autoComplete: 'email' } };
}

export function phoneField(label: string, required: boolean): FormField {
  return { name: 'phone', label, input: { kind: 'tel', required, autoComplete: 'tel' } };
}

export function companyField(layout: Pick<FieldInput, 'wide'> = {}): FormField {
  return {
    name: 'company',
    label: 'Company Name',
    input: { kind: 'text', required: true, autoComplete: 'organization', ...layout },
  };
}

/** A required choice from a list, with an empty "Select…" first option when a placeholder is given. */
export function choiceField(
  name: string,
  label: string,
  options: readonly Option[],
  extra: Pick<FieldInput, 'placeholder' | 'wide' | 'defaultValue'> = {},
): FormField {
  return { name, label, input: { kind: 'select', required: true, options, ...extra } };
}

/** The optional free-text message, wide, with its own label and hint. */
export function messageField(label: string, placeholder: string): FormField {
  return { name: 'message', label, input: { kind: 'message', placeholder, wide: true } };
}

/** The consent checkbox of the contact, partnership and custom-solution forms. */
export const TERMS_FIELD: FormField = {
  name: 'agreeToTerms',
  label: 'Agree to Terms',
  input: { kind: 'terms', required: true },
};

/** Body limit of a form without files: its fields are a few kilobytes at most. */
export const TEXT_FORM_BODY_LIMIT = 64 * 1024;
