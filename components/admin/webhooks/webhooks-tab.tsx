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
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError, api } from '@/components/admin/api';
import { FormWebhookPanel } from '@/components/admin/webhooks/form-webhook-panel';
import { LEAD_FORMS } from '@/lib/admin/lead-forms';
import { FORM_WEBHOOK_KEY } from '@/lib/forms';
import type { WebhookSettingsView } from '@/lib/config/setting-keys';

const KEY = ['webhook-settings'];

function WebhooksForm({ initial }: { initial: WebhookSettingsView }) {
  const client = useQueryClient();
  const [urls, setUrls] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () =>
      api<WebhookSettingsView>('/api/admin/webhooks', {
        method: 'PUT',
        body: Object.fromEntries(
          LEAD_FORMS.map(({ type }) => [FORM_WEBHOOK_KEY[type], urls[FORM_WEBHOOK_KEY[type]]]),
        ),
      }),
    onSuccess: (saved) => {
      setErrors({});
      client.setQueryData(KEY, saved);
      toast.success('Configuration saved', {
        description: 'All four form webhook URLs were saved.',
      });
    },
    onError: (error) => {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      setErrors(fieldErrors);
      const reasons = Object.values(fieldErrors);
      toast.error('Error saving settings', {
        description:
          reasons.length > 0 ? reasons.join(' ') : 'There was a problem saving your settings.',
      });
    },
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Card>
        <CardHeader>
          <CardTitle>Form Webhooks</CardTitle>
          <CardDescription>
            Where each form&apos;s submissions are sent (Zapier, Make or your own endpoint).
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue="contact">
            <TabsList aria-label="Forms">
              {LEAD_FORMS.map((form) => (
                <TabsTrigger key={form.type} value={form.type}>
                  {form.label}
                  {initial.disabled[FORM_WEBHOOK_KEY[form.type]] ? (
                    <span className="text-destructive"> (disabled)</span>
                  ) : null}
                  {errors[FORM_WEBHOOK_KEY[form.type]] ? (
                    <span className="text-destructive"> (!)</span>
                  ) : null}
                </TabsTrigger>
              ))}
            </TabsList>
            {LEAD_FORMS.map((form) => {
              const key = FORM_WEBHOOK_KEY[form.type];
              return (
                <TabsContent key={form.type} value={form.type}>
                  <FormWebhookPanel
                    type={form.type}
                    label={form.label}
                    short={form.short}
                    url={urls[key]}
                    error={errors[key]}
                    disabled={initial.disabled[key]}
                    onChange={(url) => setUrls({ ...urls, [key]: url })}
                  />
                </TabsContent>
              );
            })}
          </Tabs>
        </CardContent>
        <CardFooter>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Configuration'}
          </Button>
        </CardFooter>
      </Card>
    </form>
  );
}

/** Form Webhooks: one URL per form, tested and saved from the server. */
export function WebhooksTab() {
  const settings = useQuery({
    queryKey: KEY,
    queryFn: () => api<WebhookSettingsView>('/api/admin/webhooks'),
  });
  if (settings.isPending)
    return <p className="text-sm text-muted-foreground">Loading webhook settings...</p>;
  if (settings.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        The webhook settings could not be loaded. {settings.error.message}
      </p>
    );
  }
  return <WebhooksForm initial={settings.data} />;
}
