'use client';

import { FilterInput, FilterSelect } from '@/components/admin/filter-controls';
import { LEAD_FORMS, LEAD_STATUS_OPTIONS } from '@/lib/admin/lead-forms';

export interface LeadFilterValues {
  form: string;
  /** Empty: every status but spam. */
  status: string;
  from: string;
  to: string;
  q: string;
  /** UTM source or campaign of the lead's first or last touch. */
  source: string;
  campaign: string;
  /** booked, not-booked, or empty for every lead. */
  meeting: string;
}

const MEETING_OPTIONS = [
  { value: 'booked', label: 'Booked' },
  { value: 'not-booked', label: 'Not booked' },
] as const;

const FORM_OPTIONS = LEAD_FORMS.map((form) => ({ value: form.type, label: form.label }));

/** Form, status, meeting, date range, text search and campaign of the leads inbox. */
export function LeadFilters({
  value,
  onChange,
}: {
  value: LeadFilterValues;
  onChange: (value: LeadFilterValues) => void;
}) {
  const set = (key: keyof LeadFilterValues) => (item: string) =>
    onChange({ ...value, [key]: item });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <FilterSelect
        id="lead-form"
        label="Form"
        all="All forms"
        options={FORM_OPTIONS}
        value={value.form}
        onChange={set('form')}
      />
      {/* Spam is reviewed on its own, so "All" leaves it out and says so. */}
      <FilterSelect
        id="lead-status"
        label="Status"
        all="All but spam"
        options={LEAD_STATUS_OPTIONS}
        value={value.status}
        onChange={set('status')}
      />
      <FilterSelect
        id="lead-meeting"
        label="Meeting"
        all="Any"
        options={MEETING_OPTIONS}
        value={value.meeting}
        onChange={set('meeting')}
      />
      <FilterInput
        id="lead-from"
        label="From"
        type="date"
        value={value.from}
        onChange={set('from')}
      />
      <FilterInput id="lead-to" label="To" type="date" value={value.to} onChange={set('to')} />
      <FilterInput
        id="lead-search"
        label="Search"
        type="search"
        // The input's text stays 16 px on a phone (no zoom on focus); the hint is smaller to fit.
        className="placeholder:text-sm"
        placeholder="Name, email, company, message"
        value={value.q}
        onChange={set('q')}
      />
      <FilterInput
        id="lead-source"
        label="UTM source"
        aria-describedby="lead-touch-hint"
        value={value.source}
        onChange={set('source')}
      />
      <FilterInput
        id="lead-campaign"
        label="UTM campaign"
        aria-describedby="lead-touch-hint"
        value={value.campaign}
        onChange={set('campaign')}
      />
      <p id="lead-touch-hint" className="self-end text-sm text-muted-foreground sm:col-span-2">
        Source and campaign match the first or the last touch of the lead&apos;s visit.
      </p>
    </div>
  );
}

/** The filters as a query string (empty ones left out). */
export function leadQuery(value: LeadFilterValues, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, item] of Object.entries({ ...value, ...extra })) {
    if (item.trim()) params.set(key, item.trim());
  }
  return params.toString();
}
