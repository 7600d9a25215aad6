'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { api, errorText } from '@/components/admin/api';
import type { ConsentSettingsView } from '@/lib/admin/consent';
import { Field, fieldAria } from '@/components/admin/field';
import { CONSENT_MODES, type ConsentMode } from '@/lib/consent/contract';
import { CONSENT_MODE_LABELS } from '@/lib/consent/mode-labels';

const KEY = ['consent-settings'];

function isConsentMode(value: string): value is ConsentMode {
  return (CONSENT_MODES as readonly string[]).includes(value);
}

function ModeForm({ saved }: { saved: ConsentSettingsView }) {
  const client = useQueryClient();
  const [mode, setMode] = useState<ConsentMode>(saved.mode);
  const save = useMutation({
    mutationFn: (next: ConsentMode) =>
      api<ConsentSettingsView>('/api/admin/consent', { method: 'PUT', body: { mode: next } }),
    onSuccess: (settings) => {
      client.setQueryData(KEY, settings);
      toast.success('Consent mode saved', {
        description: CONSENT_MODE_LABELS[settings.mode].label,
      });
    },
    onError: (error) => toast.error('Error saving consent mode', { description: errorText(error) }),
  });
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(mode);
      }}
    >
      <Field id="consent-mode" label="Consent mode" hint={CONSENT_MODE_LABELS[mode].explanation}>
        <NativeSelect
          {...fieldAria('consent-mode', undefined, true)}
          value={mode}
          onChange={(event) => {
            if (isConsentMode(event.target.value)) setMode(event.target.value);
          }}
        >
          {CONSENT_MODES.map((value) => (
            <option key={value} value={value}>
              {CONSENT_MODE_LABELS[value].label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <p className="text-sm text-muted-foreground">
        Policy version {saved.policyVersion} (raising it asks every visitor again); a decision is
        remembered for {saved.maxAgeDays} days.
      </p>
      <div>
        <Button type="submit" disabled={save.isPending || mode === saved.mode}>
          {save.isPending ? 'Saving...' : 'Save Consent Mode'}
        </Button>
      </div>
    </form>
  );
}

/** The consent mode: whether pixels wait for consent, run until refused, or ignore the banner. */
export function ConsentModeCard() {
  const settings = useQuery({
    queryKey: KEY,
    queryFn: () => api<ConsentSettingsView>('/api/admin/consent'),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Consent</CardTitle>
        <CardDescription>
          How tracking pixels relate to the visitor&apos;s consent. Necessary pixels always run.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <p className="text-sm text-muted-foreground">Loading consent settings...</p>
        ) : settings.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The consent settings could not be loaded. {settings.error.message}
          </p>
        ) : (
          <ModeForm key={settings.data.mode} saved={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}
