'use client';

import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { api } from '@/components/admin/api';
import { Field, fieldAria } from '@/components/admin/field';
import { showFormTestResult } from '@/components/admin/webhooks/test-result-toast';
import { SigningSecret } from '@/components/admin/webhooks/signing-secret';
import type { WebhookTestView } from '@/lib/admin/webhooks';
import { FORM_FIELDS, FORM_WEBHOOK_KEY, type LeadType } from '@/lib/forms';
import type { DisabledEndpointView } from '@/lib/config/setting-keys';
import { DisabledNotice } from '@/components/admin/webhooks/disabled-notice';
import { ATTRIBUTION_FIELD_LABELS } from '@/lib/leads/metadata';

function VariableList({ variables }: { variables: readonly { name: string; label: string }[] }) {
  return (
    <ul className="grid gap-1 text-sm sm:grid-cols-2">
      {variables.map((variable) => (
        <li key={variable.name}>
          <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{variable.name}</code>{' '}
          <span className="text-muted-foreground">{variable.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** One form's webhook: URL, 'Test with Label Names', its payload variables and signing secret. */
export function FormWebhookPanel({
  type,
  label,
  short,
  url,
  error,
  disabled,
  onChange,
}: {
  type: LeadType;
  label: string;
  short: string;
  url: string;
  error?: string;
  disabled?: DisabledEndpointView;
  onChange: (url: string) => void;
}) {
  const test = useMutation({
    mutationFn: () =>
      api<WebhookTestView>('/api/admin/webhooks/test', {
        method: 'POST',
        body: { form: type, url },
      }),
    onSuccess: (result) => showFormTestResult(short, result),
    onError: () =>
      toast.error('Error testing webhook', {
        description: `Failed to send test data to the ${short} form webhook. Please check the URL.`,
      }),
  });
  const runTest = () => {
    if (!url.trim()) {
      toast.error('No webhook URL', {
        description: `Please enter a ${short} form webhook URL first.`,
      });
      return;
    }
    test.mutate();
  };
  const id = `${type}-webhook-url`;
  return (
    <div className="flex flex-col gap-5">
      <DisabledNotice disabled={disabled} />
      <Field
        id={id}
        label={`${label} webhook URL`}
        error={error}
        hint="Submissions are posted here form-encoded, signed, and retried until the receiver answers 2xx."
      >
        <Input
          {...fieldAria(id, error, true)}
          type="url"
          inputMode="url"
          placeholder="https://hooks.example.com/..."
          value={url}
          onChange={(event) => onChange(event.target.value)}
        />
      </Field>
      <Button
        type="button"
        variant="secondary"
        className="self-start"
        disabled={!url.trim() || test.isPending}
        onClick={runTest}
      >
        {test.isPending ? 'Testing...' : 'Test with Label Names'}
      </Button>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">Payload variables</h3>
        <VariableList variables={FORM_FIELDS[type]} />
        <h4 className="text-sm font-medium">Where the visit came from</h4>
        <p className="text-sm text-muted-foreground">
          First touch is the first page of the visit (empty when the visitor&apos;s consent did not
          let the site remember it); last touch is the page where the form was sent.
        </p>
        <VariableList variables={ATTRIBUTION_FIELD_LABELS} />
      </div>
      <SigningSecret settingKey={FORM_WEBHOOK_KEY[type]} />
    </div>
  );
}
