'use client';

import { useQuery } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ScrollTable } from '@/components/admin/scroll-table';
import { api } from '@/components/admin/api';
import { formatDateTime } from '@/components/admin/format';
import { LeadDetailDialog } from '@/components/admin/leads/lead-detail-dialog';
import { PrivacyRequestDialog } from '@/components/admin/leads/privacy-request-dialog';
import { RetentionSettings } from '@/components/admin/leads/retention-settings';
import {
  LeadFilters,
  leadQuery,
  type LeadFilterValues,
} from '@/components/admin/leads/lead-filters';
import { LEAD_FORMS, leadFormLabel, type LeadSummary } from '@/lib/admin/lead-forms';

/** Leads: every form submission, newest first, with filters, details and CSV export. */
export function LeadsTab() {
  const [filters, setFilters] = useState<LeadFilterValues>({ form: '', from: '', to: '', q: '' });
  const deferred = useDeferredValue(filters);
  const [selected, setSelected] = useState<LeadSummary | null>(null);
  const leads = useQuery({
    queryKey: ['leads', deferred],
    queryFn: () => api<LeadSummary[]>(`/api/admin/leads?${leadQuery(deferred)}`),
  });
  const exportForms = filters.form
    ? LEAD_FORMS.filter((form) => form.type === filters.form)
    : LEAD_FORMS;
  const exportQuery = leadQuery({ ...filters, form: '' });

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Leads</CardTitle>
          <CardDescription>Submissions of all four forms, newest first.</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <PrivacyRequestDialog />
          <Button variant="outline" onClick={() => leads.refetch()} disabled={leads.isFetching}>
            Refresh
          </Button>
        </div>
      </CardHeader>
      <CardContent className="gap-4">
        <LeadFilters value={filters} onChange={setFilters} />
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium">Export CSV:</span>
          {exportForms.map((form) => (
            <Button key={form.type} asChild size="sm" variant="outline">
              <a
                href={`/api/admin/leads/${form.type}/export${exportQuery ? `?${exportQuery}` : ''}`}
                download
              >
                <DownloadIcon aria-hidden="true" />
                {form.label}
              </a>
            </Button>
          ))}
        </div>
        {leads.isPending ? (
          <p className="text-sm text-muted-foreground">Loading leads...</p>
        ) : leads.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The leads could not be loaded. {leads.error.message}
          </p>
        ) : leads.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No leads match these filters.</p>
        ) : (
          <ScrollTable label="Leads">
            <TableHeader>
              <TableRow>
                <TableHead>Received</TableHead>
                <TableHead>Form</TableHead>
                <TableHead>Name</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Company / Job</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {leads.data.map((lead) => (
                <TableRow key={`${lead.type}-${lead.id}`}>
                  <TableCell className="whitespace-nowrap">
                    {formatDateTime(lead.createdAt)}
                  </TableCell>
                  <TableCell>{leadFormLabel(lead.type)}</TableCell>
                  <TableCell className="font-medium">{lead.name}</TableCell>
                  <TableCell>{lead.email}</TableCell>
                  <TableCell>{lead.organization}</TableCell>
                  <TableCell>
                    <Button size="sm" variant="outline" onClick={() => setSelected(lead)}>
                      View<span className="sr-only"> lead from {lead.name}</span>
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ScrollTable>
        )}
        <RetentionSettings />
      </CardContent>
      <LeadDetailDialog lead={selected} onClose={() => setSelected(null)} />
    </Card>
  );
}
