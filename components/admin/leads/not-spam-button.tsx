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
 * For a lead the spam checks caught: why, and "Not spam", which moves it to New and sends its
 * webhook and emails as for any new lead. Shows nothing for other leads.
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
      toast.success(result.restored ? 'Moved to New' : 'Already restored', {
        description: result.restored
          ? `The lead's webhook and emails are on their way (${result.deliveries}).`
          : 'Someone restored this lead a moment ago.',
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
      <p>
        Caught as spam: {REASONS[state.data.reason ?? ''] ?? 'the spam checks caught it'}. No
        webhook or email was sent.
      </p>
      <Button size="sm" disabled={restore.isPending} onClick={() => restore.mutate()}>
        {restore.isPending ? 'Restoring...' : 'Not spam'}
      </Button>
    </div>
  );
}
