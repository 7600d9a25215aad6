import { FORMS, LEAD_TYPES, type LeadType } from '@/lib/forms';
// A type only: the browser bundle must not carry the database schema.
import type { LeadStatus } from '@/lib/db/schema/leads';
import type { Attribution } from '@/lib/leads/metadata';

/** The forms as the admin names them (the registry's order: the Form Webhooks sub-tabs). */
export const LEAD_FORMS: readonly { type: LeadType; label: string; short: string }[] = FORMS.map(
  (form) => ({ type: form.type, label: form.title, short: form.short }),
);

export const LEAD_TYPE_VALUES = LEAD_TYPES;

export function leadFormLabel(type: LeadType): string {
  return LEAD_FORMS.find((form) => form.type === type)?.label ?? type;
}

export type { LeadStatus };

/** Every status (the type makes the list complete), in the order the team works a lead. */
const STATUS_LABELS = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
} as const satisfies Record<LeadStatus, string>;

/** The statuses with the labels the admin shows. */
export const LEAD_STATUS_OPTIONS = (Object.keys(STATUS_LABELS) as LeadStatus[]).map((value) => ({
  value,
  label: STATUS_LABELS[value],
}));

export function leadStatusLabel(status: LeadStatus): string {
  return STATUS_LABELS[status] ?? status;
}

/** The page sizes the inbox offers. */
export const LEAD_PAGE_SIZES = [25, 50, 100] as const;

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
  status: LeadStatus;
  /** No admin has opened it yet. */
  unread: boolean;
  /** A one-form view's own columns (key to value); absent in the all-forms inbox. */
  values?: Record<string, string>;
}

/** A column of a one-form view, from the form's definition. */
export interface LeadColumn {
  key: string;
  label: string;
}

/** One page of the inbox with the count of every lead the filters match. */
export interface LeadPage {
  leads: LeadSummary[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** The form's own columns when one form is chosen; empty for the all-forms inbox. */
  columns: LeadColumn[];
}

/** A note the team wrote on a lead. */
export interface LeadNoteView {
  id: string;
  authorName: string;
  body: string;
  createdAt: string;
}

/** One lead with every stored field, for the detail view. */
/** Who a lead was routed to and why, as recorded when it arrived. */
export interface LeadRouting {
  reason: string;
  ruleName: string;
  /** Null when the member has since been deleted. */
  memberName: string | null;
  createdAt: string;
}

/** One meeting booked for a lead (a reschedule cancels the old one and books a new one). */
export interface LeadBooking {
  id: string;
  startsAt: string;
  endsAt: string;
  status: 'booked' | 'cancelled';
  /** Where the event stands on the member's calendar: none, pending, written, removed, failed. */
  calendarState: string;
  visitorTimeZone: string;
  /** This booking replaced an earlier one. */
  rescheduled: boolean;
  cancelledAt: string | null;
  memberName: string;
  meetingTypeName: string;
}

export interface LeadDetail extends LeadSummary {
  fields: { key: string; label: string; value: string }[];
  attribution: Attribution;
  resume: { fileName: string; mediaType: string; size: number } | null;
  viewedAt: string | null;
  /** Newest first. */
  notes: LeadNoteView[];
  /** The routing decision (contact and custom-solution leads), null when none was made. */
  routing: LeadRouting | null;
  /** Newest first. */
  bookings: LeadBooking[];
}
