'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import { useEffect } from 'react';
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
import { LeadActions } from '@/components/admin/leads/lead-actions';
import { LeadMeetings } from '@/components/admin/leads/lead-meetings';
import { LeadNotes } from '@/components/admin/leads/lead-notes';
import { leadKey, refreshLeadLists } from '@/components/admin/leads/lead-queries';
import { leadFormLabel, type LeadDetail, type LeadSummary } from '@/lib/admin/lead-forms';
import type { TouchView } from '@/lib/leads/metadata';

function formatBytes(size: number): string {
  return size < 1024 * 1024
    ? `${Math.ceil(size / 1024)} KB`
    : `${(size / 1024 / 1024).toFixed(1)} MB`;
}

function LeadFields({ lead }: { lead: LeadDetail }) {
  return (
    <>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        {lead.fields.map((field) => (
          <div key={field.key} className="contents">
            <dt className="font-medium text-muted-foreground">{field.label}</dt>
            <dd className="break-words whitespace-pre-wrap">{field.value || '—'}</dd>
          </div>
        ))}
      </dl>
      {lead.resume ? (
        <Button asChild variant="outline" className="self-start">
          <a href={`/api/admin/leads/application/${lead.id}/resume`} download>
            <DownloadIcon aria-hidden="true" />
            Download resume ({lead.resume.fileName}, {formatBytes(lead.resume.size)})
          </a>
        </Button>
      ) : lead.type === 'application' ? (
        <p className="text-sm text-muted-foreground">Resume file removed (retention).</p>
      ) : null}
    </>
  );
}

const TOUCH_ROWS: readonly { key: keyof TouchView; label: string }[] = [
  { key: 'page', label: 'Page' },
  { key: 'referrer', label: 'Referrer' },
  { key: 'utmSource', label: 'UTM source' },
  { key: 'utmMedium', label: 'UTM medium' },
  { key: 'utmCampaign', label: 'UTM campaign' },
  { key: 'utmTerm', label: 'UTM term' },
  { key: 'utmContent', label: 'UTM content' },
];

function Touch({ title, touch, empty }: { title: string; touch: TouchView | null; empty: string }) {
  const rows = touch ? TOUCH_ROWS.filter((row) => touch[row.key]) : [];
  return (
    <div className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold">{title}</h3>
      {touch ? (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
          {rows.map((row) => (
            <div key={row.key} className="contents">
              <dt className="font-medium text-muted-foreground">{row.label}</dt>
              <dd className="break-all">{touch[row.key]}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">{empty}</p>
      )}
    </div>
  );
}

/** Where the lead's visit began (first touch) and the page where the form was sent (last touch). */
function LeadAttribution({ lead }: { lead: LeadDetail }) {
  const { first, last } = lead.attribution;
  return (
    <section aria-label="Where the lead came from" className="grid gap-4 sm:grid-cols-2">
      <Touch
        title="First touch"
        touch={first}
        empty="Not known: the visitor's consent did not let the site remember the visit."
      />
      <Touch title="Last touch" touch={last.page ? last : null} empty="Not known." />
    </section>
  );
}

/** One lead: its actions (status), its routing and meetings, every field, its resume for job applications, and notes. */
export function LeadDetailDialog({
  lead,
  onClose,
}: {
  lead: LeadSummary | null;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: leadKey(lead?.type, lead?.id),
    enabled: lead !== null,
    queryFn: () => api<LeadDetail>(`/api/admin/leads/${lead?.type}/${lead?.id}`),
  });
  // Opening an unread lead marked it read on the server: the list's bold row and the tab's
  // count catch up.
  const openedUnread = detail.data?.unread === true;
  useEffect(() => {
    if (openedUnread) refreshLeadLists(client);
  }, [openedUnread, client]);

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
            <LeadActions lead={detail.data} />
            <LeadMeetings lead={detail.data} />
            <LeadFields lead={detail.data} />
            <LeadAttribution lead={detail.data} />
            <LeadNotes lead={detail.data} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
