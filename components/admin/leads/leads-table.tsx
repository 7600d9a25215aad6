'use client';

import { Button } from '@/components/ui/button';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ScrollTable } from '@/components/admin/scroll-table';
import { formatDateTime } from '@/components/admin/format';
import { cn } from '@/lib/utils';
import {
  leadFormLabel,
  leadStatusLabel,
  type LeadPage,
  type LeadSummary,
} from '@/lib/admin/lead-forms';

interface Column {
  key: string;
  label: string;
  value: (lead: LeadSummary) => string;
}

// The all-forms inbox: what every form has; applicants have no company, so the job applied for
// stands in that column.
const INBOX_COLUMNS: readonly Column[] = [
  { key: 'form', label: 'Form', value: (lead) => leadFormLabel(lead.type) },
  { key: 'name', label: 'Name', value: (lead) => lead.name },
  { key: 'email', label: 'Email', value: (lead) => lead.email },
  { key: 'organization', label: 'Company', value: (lead) => lead.organization },
];

function columnsOf(page: LeadPage): readonly Column[] {
  if (page.columns.length === 0) return INBOX_COLUMNS;
  return page.columns.map((column) => ({
    ...column,
    value: (lead: LeadSummary) => lead.values?.[column.key] ?? '',
  }));
}

/** One page of leads; unread ones in bold (and said so to screen readers). */
export function LeadsTable({
  page,
  onOpen,
}: {
  page: LeadPage;
  onOpen: (lead: LeadSummary) => void;
}) {
  const columns = columnsOf(page);
  return (
    <ScrollTable label="Leads">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          {columns.map((column) => (
            <TableHead key={column.key}>{column.label}</TableHead>
          ))}
          <TableHead>Status</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {page.leads.map((lead) => (
          <TableRow
            key={`${lead.type}-${lead.id}`}
            data-unread={lead.unread ? 'true' : undefined}
            className={cn(lead.unread && 'font-semibold')}
          >
            <TableCell className="whitespace-nowrap">
              {lead.unread ? <span className="sr-only">Unread: </span> : null}
              {formatDateTime(lead.createdAt)}
            </TableCell>
            {columns.map((column) => (
              <TableCell key={column.key}>{column.value(lead)}</TableCell>
            ))}
            <TableCell>{leadStatusLabel(lead.status)}</TableCell>
            <TableCell>
              <Button size="sm" variant="outline" onClick={() => onOpen(lead)}>
                View<span className="sr-only"> lead from {lead.name}</span>
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
