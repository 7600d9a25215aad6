'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ApiError, api, showSavedRecord } from '@/components/admin/api';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { AdminOriginWarning } from '@/components/admin/pixels/admin-origin-warning';
import { ConsentLogCard } from '@/components/admin/pixels/consent-log-card';
import { AnalyticsCard } from '@/components/admin/pixels/analytics-card';
import { ConsentModeCard } from '@/components/admin/pixels/consent-mode-card';
import { PixelForm, type PixelDraft } from '@/components/admin/pixels/pixel-form';
import { PixelTable } from '@/components/admin/pixels/pixel-table';
import { pixelInputSchema, type PixelInput, type PixelView } from '@/lib/pixels/pixel-schema';

const KEY = ['pixels'];

type FieldErrors = Partial<Record<keyof PixelInput, string>>;

function saveFailed() {
  toast.error('Error saving tracking pixel', {
    description: 'There was a problem saving your tracking pixel. Please try again.',
  });
}

/**
 * Tracking Pixels: add, edit, toggle and delete pixels (the system pixel is locked), the consent
 * mode they run under, and the log of visitors' consent decisions.
 */
export function PixelsTab() {
  const client = useQueryClient();
  const pixels = useQuery({ queryKey: KEY, queryFn: () => api<PixelView[]>('/api/admin/pixels') });
  const [editing, setEditing] = useState<PixelView | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirmRemoveAll, setConfirmRemoveAll] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: KEY });

  const save = useMutation({
    mutationFn: ({ id, values }: { id?: string; values: PixelInput }) =>
      id
        ? api<PixelView>(`/api/admin/pixels/${encodeURIComponent(id)}`, {
            method: 'PUT',
            body: values,
          })
        : api<PixelView>('/api/admin/pixels', { method: 'POST', body: values }),
    onSuccess: (pixel, { id }) => {
      showSavedRecord(client, KEY, pixel);
      toast.success(id ? 'Tracking pixel updated' : 'Tracking pixel added');
      setEditing(null);
      setErrors({});
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422) setErrors(error.fieldErrors);
      saveFailed();
    },
    onSettled: refresh,
  });

  const toggle = useMutation({
    mutationFn: ({ pixel, enabled }: { pixel: PixelView; enabled: boolean }) =>
      api<PixelView>(`/api/admin/pixels/${encodeURIComponent(pixel.id)}`, {
        method: 'PATCH',
        body: { enabled },
      }),
    onSuccess: (pixel) => {
      showSavedRecord(client, KEY, pixel);
      toast.success(pixel.enabled ? 'Tracking pixel enabled' : 'Tracking pixel disabled');
    },
    onError: saveFailed,
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (pixel: PixelView) =>
      api(`/api/admin/pixels/${encodeURIComponent(pixel.id)}`, { method: 'DELETE' }),
    onSuccess: () => toast.success('Tracking pixel removed'),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        toast.error('Cannot delete system pixel', {
          description: 'This is a system tracking pixel and cannot be removed.',
        });
        return;
      }
      toast.error('Error removing tracking pixels', {
        description: 'There was a problem removing your tracking pixels. Please try again.',
      });
    },
    onSettled: refresh,
  });

  const removeAll = useMutation({
    mutationFn: () => api('/api/admin/pixels', { method: 'DELETE' }),
    onSuccess: () => toast.success('User tracking pixels removed'),
    onError: () =>
      toast.error('Error removing tracking pixels', {
        description: 'There was a problem removing your tracking pixels. Please try again.',
      }),
    onSettled: () => {
      setConfirmRemoveAll(false);
      setEditing(null);
      return refresh();
    },
  });

  const submit = (draft: PixelDraft) => {
    const parsed = pixelInputSchema.safeParse({ ...draft, enabled: editing?.enabled ?? true });
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof PixelInput;
        fieldErrors[key] ??= issue.message;
      }
      setErrors(fieldErrors);
      toast.error('Validation error', { description: 'Pixel name and code are required.' });
      return;
    }
    save.mutate({ id: editing?.id, values: parsed.data });
  };

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{editing ? 'Edit Tracking Pixel' : 'Add Tracking Pixel'}</CardTitle>
          <CardDescription>
            Enabled pixels are added to every public page, as the consent mode and each
            visitor&apos;s choices for the pixel&apos;s category allow; never to the admin.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <PixelForm
            key={editing?.id ?? 'new'}
            editing={editing}
            pending={save.isPending}
            errors={errors}
            onSubmit={submit}
            onCancel={() => {
              setEditing(null);
              setErrors({});
            }}
          />
        </CardContent>
      </Card>
      <AdminOriginWarning />
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle>Tracking Pixels</CardTitle>
          <Button variant="destructive" onClick={() => setConfirmRemoveAll(true)}>
            Remove User Pixels
          </Button>
        </CardHeader>
        <CardContent>
          {pixels.isPending ? (
            <p className="text-sm text-muted-foreground">Loading pixels...</p>
          ) : pixels.isError ? (
            <p role="alert" className="text-sm text-destructive">
              The pixels could not be loaded. {pixels.error.message}
            </p>
          ) : (
            <PixelTable
              pixels={pixels.data}
              onToggle={(pixel, enabled) => toggle.mutate({ pixel, enabled })}
              onEdit={(pixel) => {
                setErrors({});
                setEditing(pixel);
              }}
              onDelete={(pixel) => remove.mutate(pixel)}
            />
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirmRemoveAll}
        onOpenChange={setConfirmRemoveAll}
        title="Remove user pixels?"
        description="Every pixel you added is deleted from all public pages. The system pixel stays."
        confirmLabel="Remove User Pixels"
        pending={removeAll.isPending}
        onConfirm={() => removeAll.mutate()}
      />
      <ConsentModeCard />
      <ConsentLogCard />
      <AnalyticsCard />
    </div>
  );
}
