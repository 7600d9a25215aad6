'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { api, errorText } from '@/components/admin/api';
import type { LeadType } from '@/lib/forms';

const REASONS: Record<string, string> = {
  honeypot: 'it filled in a field hidden from people',
  'too-fast': 'it was sent too soon after the form appeared',
};

/**
 * For a spam lead: why, and "Not spam", which moves it to New. A lead the spam checks caught then
 * gets its webhook and emails as any new lead; one filed as spam by hand was delivered when it
 * arrived, so nothing is sent again. Shows nothing for other leads.
 */
export function NotSpamButton({ type, id }: { type: LeadType; id: string }) {
  const client = useQueryClient();
  const path = `/api/admin/leads/${type}/${id}/not-spam`;
  const state = useQuery({
    queryKey: ['lead-spam', type, id],
    queryFn: () => api<{ spam: boolean; reason: string | null }>(path),
  });
  const restore = useMutation({
    mutationFn: () => api<{ restored: boolean; deliveries: number }>(path, { method: 'POST' }),
    onSuccess: (result) => {
      // Only a lead the checks caught is sent now; one filed as spam by hand went out on arrival.
      const caught = Boolean(REASONS[state.data?.reason ?? '']);
      toast.success(result.restored ? 'Moved to New' : 'Already restored', {
        description: !result.restored
          ? 'Someone restored this lead a moment ago.'
          : caught
            ? `The lead's webhook and emails are on their way (${result.deliveries}).`
            : 'Nothing was sent again: the lead was delivered when it arrived.',
      });
      void client.invalidateQueries({ queryKey: ['lead-spam', type, id] });
      void client.invalidateQueries({ queryKey: ['lead', type, id] });
      void client.invalidateQueries({ queryKey: ['leads'] });
    },
    onError: (error) =>
      toast.error('Could not restore the lead', { description: errorText(error) }),
  });
  if (!state.data?.spam) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 p-3 text-sm">
      {/* Without a check's reason the lead was filed as spam by hand, after it was delivered. */}
      {REASONS[state.data.reason ?? ''] ? (
        <p>Caught as spam: {REASONS[state.data.reason ?? '']}. No webhook or email was sent.</p>
      ) : (
        <p>Marked as spam by a team member after it was delivered.</p>
      )}
      <Button size="sm" disabled={restore.isPending} onClick={() => restore.mutate()}>
        {restore.isPending ? 'Restoring...' : 'Not spam'}
      </Button>
    </div>
  );
}
