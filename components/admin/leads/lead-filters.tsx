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
  /** UTM source or campaign of the lead's first or last touch. */
  source: string;
  campaign: string;
}

/** Form, status, date range, text search and campaign of the leads inbox. */
export function LeadFilters({
  value,
  onChange,
}: {
  value: LeadFilterValues;
  onChange: (value: LeadFilterValues) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
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
      <div className="flex flex-col gap-2">
        <Label htmlFor="lead-source">UTM source</Label>
        <Input
          id="lead-source"
          aria-describedby="lead-touch-hint"
          value={value.source}
          onChange={(event) => onChange({ ...value, source: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="lead-campaign">UTM campaign</Label>
        <Input
          id="lead-campaign"
          aria-describedby="lead-touch-hint"
          value={value.campaign}
          onChange={(event) => onChange({ ...value, campaign: event.target.value })}
        />
      </div>
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
