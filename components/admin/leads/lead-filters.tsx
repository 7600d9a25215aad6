'use client';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { LEAD_FORMS, LEAD_STATUS_OPTIONS } from '@/lib/admin/lead-forms';

export interface LeadFilterValues {
  form: string;
  /** Empty: every status but spam. */
  status: string;
  from: string;
  to: string;
  q: string;
}

/** Form, status, date range and text search of the leads inbox. */
export function LeadFilters({
  value,
  onChange,
}: {
  value: LeadFilterValues;
  onChange: (value: LeadFilterValues) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor="lead-form">Form</Label>
        <NativeSelect
          id="lead-form"
          value={value.form}
          onChange={(event) => onChange({ ...value, form: event.target.value })}
        >
          <option value="">All forms</option>
          {LEAD_FORMS.map((form) => (
            <option key={form.type} value={form.type}>
              {form.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="lead-status">Status</Label>
        <NativeSelect
          id="lead-status"
          value={value.status}
          onChange={(event) => onChange({ ...value, status: event.target.value })}
        >
          {/* Spam is reviewed on its own, so "All" leaves it out and says so. */}
          <option value="">All but spam</option>
          {LEAD_STATUS_OPTIONS.map((status) => (
            <option key={status.value} value={status.value}>
              {status.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="lead-from">From</Label>
        <Input
          id="lead-from"
          type="date"
          value={value.from}
          onChange={(event) => onChange({ ...value, from: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="lead-to">To</Label>
        <Input
          id="lead-to"
          type="date"
          value={value.to}
          onChange={(event) => onChange({ ...value, to: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="lead-search">Search</Label>
        <Input
          id="lead-search"
          type="search"
          // The input's text stays 16 px on a phone (no zoom on focus); the hint is smaller to fit.
          className="placeholder:text-sm"
          placeholder="Name, email, company, message"
          value={value.q}
          onChange={(event) => onChange({ ...value, q: event.target.value })}
        />
      </div>
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
