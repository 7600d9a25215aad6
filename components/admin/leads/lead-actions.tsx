'use client';

import { LeadStatusSelect } from '@/components/admin/leads/lead-status-select';
import type { LeadDetail } from '@/lib/admin/lead-forms';

/**
 * What the team can do with an opened lead, above its fields: its status first; further actions
 * (spam review, privacy requests) take their place in this row.
 */
export function LeadActions({ lead }: { lead: LeadDetail }) {
  return (
    <div data-slot="lead-actions" className="flex flex-wrap items-end gap-3">
      <LeadStatusSelect lead={lead} />
    </div>
  );
}
