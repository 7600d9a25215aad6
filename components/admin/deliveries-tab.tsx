'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ScrollTable } from '@/components/admin/scroll-table';
import { api, errorText } from '@/components/admin/api';
import { useAdminNavigation } from '@/components/admin/overview/admin-navigation';
import { formatDateTime } from '@/components/admin/format';
import { leadFormLabel } from '@/lib/admin/lead-forms';
import type { LeadType } from '@/lib/forms';

interface DeliveryView {
  id: string;
  leadType: LeadType;
  leadId: string;
  kind: string;
  destination: string;
  status: 'pending' | 'succeeded' | 'failed' | 'dead';
  attempts: number;
  nextAttemptAt: string;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: string;
}

const STATUS_VARIANT = {
  pending: 'secondary',
  succeeded: 'default',
  failed: 'outline',
  dead: 'destructive',
} as const;

const KIND_LABEL: Record<string, string> = {
  'form-webhook': 'Form webhook',
  'email-webhook': 'Email webhook',
  'smtp-confirmation': 'Confirmation email',
  'smtp-notification': 'Notification email',
  'booking-email': 'Booking email',
  'booking-reminder': 'Pick-a-time reminder',
  'booking-webhook': 'Booking webhook',
  'calendar-write': 'Calendar event',
};

/** Deliveries: every webhook and email sent for a lead, with 'Retry now' for failed ones. */
export function DeliveriesTab() {
  const client = useQueryClient();
  const { deliveryFilter } = useAdminNavigation();
  const [status, setStatus] = useState(deliveryFilter);
  const deliveries = useQuery({
    queryKey: ['deliveries', status],
    queryFn: () =>
      api<{ rows: DeliveryView[]; total: number }>(
        `/api/admin/deliveries?limit=200${status ? `&status=${status}` : ''}`,
      ),
  });
  const retry = useMutation({
    mutationFn: (id: string) =>
      api<DeliveryView>(`/api/admin/deliveries/${id}/retry`, { method: 'POST' }),
    onSuccess: (row) =>
      row.status === 'succeeded'
        ? toast.success('Delivery sent', {
            description: `The receiver answered ${row.lastStatusCode ?? 'OK'}.`,
          })
        : toast.error('Delivery failed again', {
            description: row.lastError ?? `The receiver answered ${row.lastStatusCode}.`,
          }),
    onError: (error) => toast.error('Retry failed', { description: errorText(error) }),
    onSettled: () => client.invalidateQueries({ queryKey: ['deliveries'] }),
  });

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Deliveries</CardTitle>
          <CardDescription>
            Webhooks and emails sent for each lead, retried automatically on failure.
          </CardDescription>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="delivery-status">Status</Label>
          <NativeSelect
            id="delivery-status"
            value={status}
            onChange={(e) => setStatus(e.target.value)}
          >
            <option value="">All</option>
            <option value="pending">Pending</option>
            <option value="succeeded">Succeeded</option>
            <option value="failed">Failed</option>
            <option value="dead">Dead</option>
          </NativeSelect>
        </div>
      </CardHeader>
      <CardContent>
        {deliveries.isPending ? (
          <p className="text-sm text-muted-foreground">Loading deliveries...</p>
        ) : deliveries.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The deliveries could not be loaded. {deliveries.error.message}
          </p>
        ) : deliveries.data.rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No deliveries yet.</p>
        ) : (
          <ScrollTable label="Deliveries">
            <TableHeader>
              <TableRow>
                <TableHead>Created</TableHead>
                <TableHead>Form</TableHead>
                <TableHead>Destination</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Attempts</TableHead>
                <TableHead>Last response</TableHead>
                <TableHead>Next attempt</TableHead>
                <TableHead>Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {deliveries.data.rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell className="whitespace-nowrap">
                    {formatDateTime(row.createdAt)}
                  </TableCell>
                  <TableCell>{leadFormLabel(row.leadType)}</TableCell>
                  <TableCell className="max-w-64">
                    <span className="block text-xs text-muted-foreground">
                      {KIND_LABEL[row.kind] ?? row.kind}
                    </span>
                    <span className="block truncate" title={row.destination}>
                      {row.destination}
                    </span>
                  </TableCell>
                  <TableCell>
                    <Badge variant={STATUS_VARIANT[row.status]}>{row.status}</Badge>
                  </TableCell>
                  <TableCell>{row.attempts}</TableCell>
                  <TableCell className="max-w-56 text-xs">
                    {row.lastStatusCode ? `HTTP ${row.lastStatusCode}` : ''}
                    {row.lastError ? (
                      <span className="block text-destructive">{row.lastError}</span>
                    ) : null}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {row.status === 'pending' || row.status === 'failed'
                      ? formatDateTime(row.nextAttemptAt)
                      : '—'}
                  </TableCell>
                  <TableCell>
                    {row.status === 'failed' || row.status === 'dead' ? (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={retry.isPending}
                        onClick={() => retry.mutate(row.id)}
                      >
                        Retry now
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ScrollTable>
        )}
      </CardContent>
    </Card>
  );
}
