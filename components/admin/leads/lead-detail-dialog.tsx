'use client';

import { useQuery } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { api } from '@/components/admin/api';
import { formatDateTime } from '@/components/admin/format';
import { NotSpamButton } from '@/components/admin/leads/not-spam-button';
import { leadFormLabel, type LeadDetail, type LeadSummary } from '@/lib/admin/lead-forms';

function formatBytes(size: number): string {
  return size < 1024 * 1024
    ? `${Math.ceil(size / 1024)} KB`
    : `${(size / 1024 / 1024).toFixed(1)} MB`;
}

/** Every field of one lead, and its resume download for job applications. */
export function LeadDetailDialog({
  lead,
  onClose,
}: {
  lead: LeadSummary | null;
  onClose: () => void;
}) {
  const detail = useQuery({
    queryKey: ['lead', lead?.type, lead?.id],
    enabled: lead !== null,
    queryFn: () => api<LeadDetail>(`/api/admin/leads/${lead?.type}/${lead?.id}`),
  });
  return (
    <Dialog open={lead !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-[640px]">
        <DialogHeader>
          <DialogTitle>{lead?.name || 'Lead'}</DialogTitle>
          <DialogDescription>
            {lead ? `${leadFormLabel(lead.type)} · ${formatDateTime(lead.createdAt)}` : ''}
          </DialogDescription>
        </DialogHeader>
        {detail.isPending ? (
          <p className="text-sm text-muted-foreground">Loading...</p>
        ) : detail.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The lead could not be loaded. {detail.error.message}
          </p>
        ) : (
          <>
            {lead ? <NotSpamButton type={lead.type} id={lead.id} /> : null}
            <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
              {detail.data.fields.map((field) => (
                <div key={field.key} className="contents">
                  <dt className="font-medium text-muted-foreground">{field.label}</dt>
                  <dd className="break-words whitespace-pre-wrap">{field.value || '—'}</dd>
                </div>
              ))}
            </dl>
            {detail.data.resume ? (
              <Button asChild variant="outline" className="self-start">
                <a href={`/api/admin/leads/application/${detail.data.id}/resume`} download>
                  <DownloadIcon aria-hidden="true" />
                  Download resume ({detail.data.resume.fileName},{' '}
                  {formatBytes(detail.data.resume.size)})
                </a>
              </Button>
            ) : lead?.type === 'application' ? (
              <p className="text-sm text-muted-foreground">Resume file removed (retention).</p>
            ) : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
