'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { api } from '@/components/admin/api';
import { LeadDetailDialog } from '@/components/admin/leads/lead-detail-dialog';
import { PrivacyRequestDialog } from '@/components/admin/leads/privacy-request-dialog';
import { RetentionSettings } from '@/components/admin/leads/retention-settings';
import {
  LeadFilters,
  leadQuery,
  type LeadFilterValues,
} from '@/components/admin/leads/lead-filters';
import { LeadPagination } from '@/components/admin/leads/lead-pagination';
import { LEADS_KEY } from '@/components/admin/leads/lead-queries';
import { LeadsTable } from '@/components/admin/leads/leads-table';
import {
  LEAD_FORMS,
  LEAD_PAGE_SIZES,
  type LeadPage,
  type LeadSummary,
} from '@/lib/admin/lead-forms';

const NO_FILTERS: LeadFilterValues = {
  form: '',
  status: '',
  from: '',
  to: '',
  q: '',
  source: '',
  campaign: '',
  meeting: '',
};

function ExportLinks({ filters }: { filters: LeadFilterValues }) {
  const forms = filters.form ? LEAD_FORMS.filter((form) => form.type === filters.form) : LEAD_FORMS;
  const query = leadQuery({ ...filters, form: '' });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium">Export CSV:</span>
      {forms.map((form) => (
        <Button key={form.type} asChild size="sm" variant="outline">
          <a href={`/api/admin/leads/${form.type}/export${query ? `?${query}` : ''}`} download>
            <DownloadIcon aria-hidden="true" />
            {form.label}
          </a>
        </Button>
      ))}
    </div>
  );
}

/**
 * Leads: the submissions of every form in one inbox (or one form with its own columns), newest
 * first, a page at a time, with filters, details, status, notes and CSV export.
 */
export function LeadsTab() {
  const [filters, setFilters] = useState<LeadFilterValues>(NO_FILTERS);
  const [paging, setPaging] = useState({ page: 1, pageSize: LEAD_PAGE_SIZES[0] as number });
  const deferred = useDeferredValue(filters);
  const [selected, setSelected] = useState<LeadSummary | null>(null);
  const leads = useQuery({
    queryKey: [...LEADS_KEY, deferred, paging],
    queryFn: () =>
      api<LeadPage>(
        `/api/admin/leads?${leadQuery(deferred, { page: String(paging.page), pageSize: String(paging.pageSize) })}`,
      ),
    placeholderData: keepPreviousData,
  });
  const changeFilters = (next: LeadFilterValues) => {
    setFilters(next);
    setPaging((current) => ({ ...current, page: 1 }));
  };

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Leads</CardTitle>
          <CardDescription>
            Submissions of all four forms, newest first. Spam is listed only under the Spam status.
          </CardDescription>
        </div>
        <div data-slot="leads-toolbar" className="flex flex-wrap gap-2">
          <PrivacyRequestDialog />
          <Button variant="outline" onClick={() => leads.refetch()} disabled={leads.isFetching}>
            Refresh
          </Button>
        </div>
      </CardHeader>
      <CardContent className="gap-4">
        <LeadFilters value={filters} onChange={changeFilters} />
        <ExportLinks filters={filters} />
        {leads.isPending ? (
          <p className="text-sm text-muted-foreground">Loading leads...</p>
        ) : leads.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The leads could not be loaded. {leads.error.message}
          </p>
        ) : (
          <>
            <p className="text-sm font-medium" aria-live="polite">
              {leads.data.total === 1 ? '1 lead' : `${leads.data.total.toLocaleString()} leads`}
            </p>
            {leads.data.leads.length === 0 ? (
              <p className="text-sm text-muted-foreground">No leads match these filters.</p>
            ) : (
              <LeadsTable page={leads.data} onOpen={setSelected} />
            )}
            <LeadPagination
              page={leads.data.page}
              pageCount={leads.data.pageCount}
              pageSize={leads.data.pageSize}
              busy={leads.isFetching}
              onPage={(page) => setPaging((current) => ({ ...current, page }))}
              onPageSize={(pageSize) => setPaging({ page: 1, pageSize })}
            />
          </>
        )}
        <RetentionSettings />
      </CardContent>
      <LeadDetailDialog lead={selected} onClose={() => setSelected(null)} />
    </Card>
  );
}
