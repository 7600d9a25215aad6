'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError, api, errorText } from '@/components/admin/api';
import { Field, fieldAria } from '@/components/admin/field';

interface Policy {
  leadMonths: number | null;
  resumeDays: number | null;
}

/** An empty box means off; anything else goes to the server for it to check (text is refused). */
function parse(text: string): number | string | null {
  const value = text.trim();
  if (value === '') return null;
  return Number.isFinite(Number(value)) ? Number(value) : value;
}

function RetentionForm({ saved }: { saved: Policy }) {
  const id = useId();
  const client = useQueryClient();
  const [leadMonths, setLeadMonths] = useState(saved.leadMonths?.toString() ?? '');
  const [resumeDays, setResumeDays] = useState(saved.resumeDays?.toString() ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () =>
      api<Policy>('/api/admin/retention', {
        method: 'PUT',
        body: { leadMonths: parse(leadMonths), resumeDays: parse(resumeDays) },
      }),
    onSuccess: (policy) => {
      setErrors({});
      client.setQueryData(['retention'], policy);
      toast.success('Retention saved');
    },
    onError: (error) => {
      setErrors(error instanceof ApiError ? error.fieldErrors : {});
      toast.error('Retention not saved', { description: errorText(error) });
    },
  });
  return (
    <form
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Field
        id={`${id}-months`}
        label="Delete leads older than N months"
        hint="1 to 120 months; empty keeps leads."
        error={errors.leadMonths}
      >
        <Input
          inputMode="numeric"
          placeholder="Off"
          value={leadMonths}
          onChange={(event) => setLeadMonths(event.target.value)}
          {...fieldAria(`${id}-months`, errors.leadMonths, true)}
        />
      </Field>
      <Field
        id={`${id}-days`}
        label="Delete resumes older than N days"
        hint="1 to 3650 days; the application stays. Empty keeps resumes."
        error={errors.resumeDays}
      >
        <Input
          inputMode="numeric"
          placeholder="Off"
          value={resumeDays}
          onChange={(event) => setResumeDays(event.target.value)}
          {...fieldAria(`${id}-days`, errors.resumeDays, true)}
        />
      </Field>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save retention'}
      </Button>
    </form>
  );
}

/** The retention policy, applied hourly by the server: off until a number is saved. */
export function RetentionSettings() {
  const policy = useQuery({
    queryKey: ['retention'],
    queryFn: () => api<Policy>('/api/admin/retention'),
  });
  return (
    <section aria-labelledby="retention-heading" className="flex flex-col gap-3 border-t pt-4">
      <h3 id="retention-heading" className="font-medium">
        Retention
      </h3>
      {policy.isPending ? (
        <p className="text-sm text-muted-foreground">Loading retention...</p>
      ) : policy.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The retention settings could not be loaded. {policy.error.message}
        </p>
      ) : (
        <RetentionForm saved={policy.data} />
      )}
    </section>
  );
}
