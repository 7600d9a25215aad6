import type { LeadType } from '@/lib/db/schema/deliveries';

/** The four forms as the admin names them (same order as the Form Webhooks sub-tabs). */
export const LEAD_FORMS: readonly { type: LeadType; label: string; short: string }[] = [
  { type: 'contact', label: 'Contact Form', short: 'contact' },
  { type: 'partnership', label: 'Partnership Form', short: 'partnership' },
  { type: 'application', label: 'Job Applications', short: 'job application' },
  { type: 'custom-solution', label: 'Custom Solutions', short: 'custom solution' },
];

export const LEAD_TYPE_VALUES = [
  'contact',
  'partnership',
  'application',
  'custom-solution',
] as const;

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
