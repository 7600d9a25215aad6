import { FORMS, LEAD_TYPES, type LeadType } from '@/lib/forms';

/** The forms as the admin names them (the registry's order: the Form Webhooks sub-tabs). */
export const LEAD_FORMS: readonly { type: LeadType; label: string; short: string }[] = FORMS.map(
  (form) => ({ type: form.type, label: form.title, short: form.short }),
);

export const LEAD_TYPE_VALUES = LEAD_TYPES;

export function leadFormLabel(type: LeadType): string {
  return LEAD_FORMS.find((form) => form.type === type)?.label ?? type;
}

/** A lead in the inbox list. */
export interface LeadSummary {
  type: LeadType;
  id: string;
  createdAt: string;
  name: string;
  email: string;
  /** Company, or the job applied for. */
  organization: string;
  preview: string;
}

/** One lead with every stored field, for the detail view. */
export interface LeadDetail extends LeadSummary {
  fields: { key: string; label: string; value: string }[];
  resume: { fileName: string; mediaType: string; size: number } | null;
}
