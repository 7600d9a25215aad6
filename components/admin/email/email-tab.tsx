'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ApiError, api } from '@/components/admin/api';
import { EmailTemplatesDialog } from '@/components/admin/email/email-templates-dialog';
import { EmailTests } from '@/components/admin/email/email-tests';
import { Field, fieldAria } from '@/components/admin/field';
import { SigningSecret } from '@/components/admin/webhooks/signing-secret';
import { DisabledNotice } from '@/components/admin/webhooks/disabled-notice';
import { NotifyRecipients } from '@/components/admin/email/notify-recipients';
import type { LeadType } from '@/lib/forms';
import type { DisabledEndpointView } from '@/lib/config/setting-keys';

interface EmailSettings {
  emailWebhook: string;
  emailWebhookDisabled: DisabledEndpointView | null;
  senders: { noReply: string; careers: string; salesReplyTo: string };
  smtp: { configured: false } | { configured: true; server: string; notifyEmail: string | null };
  notifyRecipients: Record<LeadType, string[]>;
}

const KEY = ['email-settings'];

function EmailForm({ initial }: { initial: EmailSettings }) {
  const client = useQueryClient();
  const [url, setUrl] = useState(initial.emailWebhook);
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: (emailWebhook: string) =>
      api<{ emailWebhook: string }>('/api/admin/email', { method: 'PUT', body: { emailWebhook } }),
    onSuccess: ({ emailWebhook }) => {
      setError(undefined);
      setUrl(emailWebhook);
      client.setQueryData(KEY, { ...initial, emailWebhook, emailWebhookDisabled: null });
      if (emailWebhook)
        toast.success('Settings saved', { description: 'The email webhook URL was saved.' });
      else
        toast.success('Settings cleared', {
          description: 'Confirmation emails are no longer sent to a webhook.',
        });
    },
    onError: (failure) => {
      const reason = failure instanceof ApiError ? failure.fieldErrors.emailWebhook : undefined;
      setError(reason);
      toast.error('Error saving settings', {
        description: reason ?? 'There was a problem saving your settings.',
      });
    },
  });
  const { senders, smtp } = initial;

  return (
    <div className="flex flex-col gap-6">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(url.trim());
        }}
      >
        <Card>
          <CardHeader>
            <CardTitle>Email Settings</CardTitle>
            <CardDescription>
              Confirmation emails are posted as JSON (to, from, subject, userData, formType) to this
              webhook.
            </CardDescription>
          </CardHeader>
          <CardContent className="gap-5">
            <DisabledNotice disabled={initial.emailWebhookDisabled} />
            <Field id="email-webhook" label="Email webhook URL" error={error}>
              <Input
                {...fieldAria('email-webhook', error)}
                type="url"
                inputMode="url"
                placeholder="https://hooks.example.com/..."
                value={url}
                onChange={(event) => setUrl(event.target.value)}
              />
            </Field>
            <div className="rounded-md bg-muted p-4 text-sm">
              <p className="font-medium">Sender addresses</p>
              <ul className="mt-2 list-disc pl-5 text-muted-foreground">
                <li>Career application emails are sent from {senders.careers}.</li>
                <li>All other emails are sent from {senders.noReply}.</li>
                <li>Replies go to {senders.salesReplyTo}.</li>
              </ul>
            </div>
            <div className="flex flex-wrap gap-2">
              <EmailTemplatesDialog />
            </div>
            <EmailTests url={url} />
            <SigningSecret settingKey="emailWebhook" />
          </CardContent>
          <CardFooter className="flex-wrap">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Settings'}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={save.isPending || !initial.emailWebhook}
              onClick={() => save.mutate('')}
            >
              Clear
            </Button>
          </CardFooter>
        </Card>
      </form>
      <Card>
        <CardHeader>
          <CardTitle>SMTP</CardTitle>
          <CardDescription>
            Set by the server&apos;s environment (SMTP_URL); read-only here.
          </CardDescription>
        </CardHeader>
        <CardContent className="text-sm">
          {smtp.configured ? (
            <>
              <p>
                Configured: <span className="font-mono">{smtp.server}</span>
              </p>
              <p className="text-muted-foreground">
                {smtp.notifyEmail
                  ? `Forms without notification recipients of their own notify ${smtp.notifyEmail} (LEADS_NOTIFY_EMAIL).`
                  : 'No fallback notification address (LEADS_NOTIFY_EMAIL) is set.'}
              </p>
            </>
          ) : (
            <p className="text-muted-foreground">
              Not configured. Set SMTP_URL to send confirmation emails directly.
            </p>
          )}
        </CardContent>
      </Card>
      <NotifyRecipients
        initial={initial.notifyRecipients}
        fallback={smtp.configured ? smtp.notifyEmail : null}
        smtpConfigured={smtp.configured}
        onSaved={(notifyRecipients) =>
          client.setQueryData<EmailSettings>(KEY, (data) => data && { ...data, notifyRecipients })
        }
      />
    </div>
  );
}

/** Email Settings: the email webhook, sender notes, template samples, tests and SMTP status. */
export function EmailTab() {
  const settings = useQuery({
    queryKey: KEY,
    queryFn: () => api<EmailSettings>('/api/admin/email'),
  });
  if (settings.isPending)
    return <p className="text-sm text-muted-foreground">Loading email settings...</p>;
  if (settings.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        The email settings could not be loaded. {settings.error.message}
      </p>
    );
  }
  return <EmailForm initial={settings.data} />;
}
