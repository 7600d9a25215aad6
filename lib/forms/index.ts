import { applicationForm } from '@/lib/forms/application';
import { contactForm } from '@/lib/forms/contact';
import { customSolutionForm } from '@/lib/forms/custom-solution';
import { partnershipForm } from '@/lib/forms/partnership';
import type { FormDefinition, FormField } from '@/lib/forms/types';
import type { WebhookSettingKey } from '@/lib/config/setting-keys';

/**
 * The form registry: every lead form, in the admin's order (the Form Webhooks sub-tabs, the inbox
 * filter). Lead types, webhook payloads, admin columns, CSV headers, label samples, email labels
 * and body limits are all derived from these definitions; a new form is a new entry here.
 */
export const FORMS = [contactForm, partnershipForm, applicationForm, customSolutionForm] as const;

type AnyForm = (typeof FORMS)[number];
export type LeadType = AnyForm['type'];
type FormOf<T extends LeadType> = Extract<AnyForm, { type: T }>;

/** Every lead type, as the non-empty tuple `z.enum` wants. */
export const LEAD_TYPES = FORMS.map((form) => form.type) as [LeadType, ...LeadType[]];

export function isLeadType(value: string): value is LeadType {
  return (LEAD_TYPES as readonly string[]).includes(value);
}

/** The definition of a lead type. */
export function formDefinition<T extends LeadType>(type: T): FormOf<T> {
  return FORMS.find((form) => form.type === type) as FormOf<T>;
}

/** A variable of a form webhook: its name and the label "Test with Label Names" sends. */
interface WebhookVariable {
  name: string;
  label: string;
}

/** Bookkeeping variables every form webhook ends with. */
const LEAD_VARIABLES: readonly WebhookVariable[] = [
  { name: 'leadId', label: 'Lead ID' },
  { name: 'submittedAt', label: 'Submitted At' },
];

const variables = (fields: readonly FormField[]) =>
  [...fields.map(({ name, label }) => ({ name, label })), ...LEAD_VARIABLES] as const;

/**
 * Every variable a form webhook receives, per form, in payload order: the form's fields by their
 * camelCase names, then the lead's id and submission time.
 */
export const FORM_FIELDS = Object.fromEntries(
  FORMS.map((form) => [form.type, variables(form.fields)]),
) as Record<LeadType, readonly WebhookVariable[]>;

/** The form-encoded body of "Test with Label Names": each variable carries its own label. */
export function labelSamplePayload(type: LeadType): Record<string, string> {
  return Object.fromEntries(FORM_FIELDS[type].map((field) => [field.name, field.label]));
}

/** The fields the admin shows as columns (and exports), in form order. */
export function columnFields(type: LeadType): readonly FormField[] {
  const fields: readonly FormField[] = formDefinition(type).fields;
  return fields.filter((field) => field.column !== false);
}

/** Each form's own webhook setting. */
export const FORM_WEBHOOK_KEY = Object.fromEntries(
  FORMS.map((form) => [form.type, form.webhookKey]),
) as Record<LeadType, WebhookSettingKey>;

/** The email webhook's `formType` values. */
export type EmailFormType = AnyForm['email']['formType'];

/** The `formType` values, in the order of the admin's email test buttons. */
export const EMAIL_FORM_TYPES = [...FORMS]
  .sort((a, b) => a.email.testPosition - b.email.testPosition)
  .map((form) => form.email.formType) as [EmailFormType, ...EmailFormType[]];

/** The form whose confirmation email has this `formType`. */
export function formOfEmailType(formType: FormDefinition['email']['formType']): AnyForm {
  const form = FORMS.find((candidate) => candidate.email.formType === formType);
  if (!form) throw new Error(`No form sends ${formType} emails`);
  return form;
}

export type { FormDefinition, FormField } from '@/lib/forms/types';
