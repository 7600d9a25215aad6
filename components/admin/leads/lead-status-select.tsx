'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { api, errorText } from '@/components/admin/api';
import { leadKey, refreshLeadLists } from '@/components/admin/leads/lead-queries';
import {
  LEAD_STATUS_OPTIONS,
  leadStatusLabel,
  type LeadDetail,
  type LeadStatus,
} from '@/lib/admin/lead-forms';

/** The lead's status, saved as soon as another one is chosen. */
export function LeadStatusSelect({ lead }: { lead: LeadDetail }) {
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (status: LeadStatus) =>
      api<{ status: LeadStatus }>(`/api/admin/leads/${lead.type}/${encodeURIComponent(lead.id)}`, {
        method: 'PATCH',
        body: { status },
      }),
    onSuccess: ({ status }) => {
      client.setQueryData<LeadDetail>(leadKey(lead.type, lead.id), (detail) =>
        detail ? { ...detail, status } : detail,
      );
      toast.success('Status updated', {
        description: `The lead is now ${leadStatusLabel(status)}.`,
      });
    },
    onError: (error) => toast.error('Error', { description: errorText(error) }),
    onSettled: () => refreshLeadLists(client),
  });
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="lead-detail-status">Status</Label>
      <NativeSelect
        id="lead-detail-status"
        className="w-44"
        value={save.isPending ? save.variables : lead.status}
        disabled={save.isPending}
        onChange={(event) => save.mutate(event.target.value as LeadStatus)}
      >
        {LEAD_STATUS_OPTIONS.map((status) => (
          <option key={status.value} value={status.value}>
            {status.label}
          </option>
        ))}
      </NativeSelect>
      {/* The outcome, or why the change was refused, is announced beside the control as well as
          in the toast. */}
      <p aria-live="polite" className="text-xs text-muted-foreground">
        {save.isSuccess ? `Saved: ${leadStatusLabel(save.data.status)}` : ''}
        {save.isError ? errorText(save.error) : ''}
      </p>
    </div>
  );
}
