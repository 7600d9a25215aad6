'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { api, showSavedRecord } from '@/components/admin/api';
import { JobFormDialog } from '@/components/admin/careers/job-form-dialog';
import { JobTable } from '@/components/admin/careers/job-table';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import type { JobInput } from '@/lib/jobs/job-schema';
import type { AdminJob as Job } from '@/lib/jobs/job-types';

const KEY = ['jobs'];

/** Careers: the Job Management table and the create/edit dialog. */
export function CareersTab() {
  const client = useQueryClient();
  const jobs = useQuery({ queryKey: KEY, queryFn: () => api<Job[]>('/api/admin/jobs') });
  const [dialog, setDialog] = useState<{ open: boolean; job: Job | null }>({
    open: false,
    job: null,
  });
  const [deleting, setDeleting] = useState<Job | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: KEY });

  const save = useMutation({
    mutationFn: ({ job, values }: { job: Job | null; values: JobInput }) =>
      job
        ? api<Job>(`/api/admin/jobs/${encodeURIComponent(job.id)}`, { method: 'PUT', body: values })
        : api<Job>('/api/admin/jobs', { method: 'POST', body: values }),
    onSuccess: (saved, { job }) => {
      showSavedRecord(client, KEY, saved);
      setDialog({ open: false, job: null });
      if (job) toast.success('Job Updated', { description: `${saved.title} has been updated.` });
      else
        toast.success('Job Created', {
          description: `${saved.title} was created as ${saved.reqNumber}.`,
        });
    },
    onError: () =>
      toast.error('Error', { description: 'There was an error saving the job listing.' }),
    onSettled: refresh,
  });

  const toggle = useMutation({
    mutationFn: (job: Job) =>
      api<Job>(`/api/admin/jobs/${encodeURIComponent(job.id)}/active`, {
        method: 'PUT',
        body: { isActive: !job.isActive },
      }),
    onSuccess: (job) => {
      showSavedRecord(client, KEY, job);
      toast.success(job.isActive ? 'Job Activated' : 'Job Deactivated', {
        description: `${job.title} is now ${job.isActive ? 'visible' : 'hidden'} on the careers page.`,
      });
    },
    onError: () =>
      toast.error('Error', { description: 'There was an error saving the job listing.' }),
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (job: Job) =>
      api(`/api/admin/jobs/${encodeURIComponent(job.id)}`, { method: 'DELETE' }),
    onSuccess: (_result, job) =>
      toast.success('Job Deleted', { description: `${job.title} has been removed.` }),
    onError: () =>
      toast.error('Error', { description: 'There was an error deleting the job listing.' }),
    onSettled: () => {
      setDeleting(null);
      return refresh();
    },
  });

  const openCreate = () => setDialog({ open: true, job: null });

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Job Management</CardTitle>
          <CardDescription>
            Active listings appear on the careers page for every visitor.
          </CardDescription>
        </div>
        <Button onClick={openCreate}>
          <PlusIcon aria-hidden="true" />
          Add New Job
        </Button>
      </CardHeader>
      <CardContent>
        {jobs.isPending ? (
          <p className="text-sm text-muted-foreground">Loading job listings...</p>
        ) : jobs.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The job listings could not be loaded. {jobs.error.message}
          </p>
        ) : jobs.data.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-8 text-center">
            <p className="text-muted-foreground">No job listings found.</p>
            <Button variant="outline" onClick={openCreate}>
              Create your first job listing
            </Button>
          </div>
        ) : (
          <JobTable
            jobs={jobs.data}
            onToggle={(job) => toggle.mutate(job)}
            onEdit={(job) => setDialog({ open: true, job })}
            onDelete={setDeleting}
          />
        )}
      </CardContent>
      <JobFormDialog
        open={dialog.open}
        job={dialog.job}
        pending={save.isPending}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        onSubmit={(values) => save.mutate({ job: dialog.job, values })}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete job listing"
        description="Are you sure you want to delete this job listing?"
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Card>
  );
}
