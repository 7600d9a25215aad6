'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { ApiError, api, apiError, errorText } from '@/components/admin/api';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Field, fieldAria } from '@/components/admin/field';

interface ErasureCounts {
  leads: number;
  resumes: number;
  notes: number;
  deliveries: number;
  notesRedacted: number;
  leadsRedacted: number;
  deliveriesRedacted: number;
  auditRedacted: number;
}

/** What an erasure changed, place by place, as the admin reads it. */
export function erasureSummary(address: string, counts: ErasureCounts): string {
  const deleted = `${counts.leads} leads, ${counts.resumes} resumes, ${counts.notes} notes and ${counts.deliveries} deliveries deleted`;
  const redacted = `address replaced by [erased] in ${counts.leadsRedacted} other leads, ${counts.notesRedacted} notes, ${counts.deliveriesRedacted} delivery payloads and ${counts.auditRedacted} audit entries`;
  return `${address}: ${deleted}; ${redacted}.`;
}

/** Posts the address (never in the URL, so never in a log) and saves the JSON it answers with. */
async function downloadExport(email: string): Promise<void> {
  const response = await fetch('/api/admin/privacy/export', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw await apiError(response, 'The export failed.');
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? 'privacy-export.json';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Answers a person's privacy request by email address: "Export data" downloads everything stored
 * about them as JSON; "Erase data" deletes it after a confirmation.
 */
export function PrivacyRequestDialog() {
  const id = useId();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const address = email.trim();

  const fail = (title: string) => (failure: Error) => {
    const field = failure instanceof ApiError ? failure.fieldErrors.email : undefined;
    setError(field);
    toast.error(title, { description: field ?? errorText(failure) });
  };
  const exportData = useMutation({
    mutationFn: () => downloadExport(address),
    onSuccess: () => {
      setError(undefined);
      toast.success('Export downloaded', { description: `Everything stored for ${address}.` });
    },
    onError: fail('Export failed'),
  });
  const erase = useMutation({
    mutationFn: () =>
      api<ErasureCounts>('/api/admin/privacy/erase', { method: 'POST', body: { email: address } }),
    onSuccess: (counts) => {
      setConfirming(false);
      setError(undefined);
      void client.invalidateQueries({ queryKey: ['leads'] });
      toast.success('Data erased', { description: erasureSummary(address, counts) });
    },
    onError: (failure) => {
      setConfirming(false);
      fail('Erase failed')(failure);
    },
  });

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Privacy request
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Privacy request</DialogTitle>
            <DialogDescription>
              Export or erase everything stored about one person across all forms.
            </DialogDescription>
          </DialogHeader>
          <Field id={`${id}-email`} label="Email address" error={error}>
            <Input
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              {...fieldAria(`${id}-email`, error)}
            />
          </Field>
          <DialogFooter>
            <Button
              variant="outline"
              disabled={!address || exportData.isPending}
              onClick={() => exportData.mutate()}
            >
              {exportData.isPending ? 'Exporting...' : 'Export data'}
            </Button>
            <Button
              variant="destructive"
              disabled={!address || erase.isPending}
              onClick={() => setConfirming(true)}
            >
              Erase data
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Erase data"
        description={`Erase all data for ${address}? This cannot be undone.`}
        confirmLabel="Erase all data"
        pending={erase.isPending}
        onConfirm={() => erase.mutate()}
      />
    </>
  );
}
