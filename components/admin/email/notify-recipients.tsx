'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
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
import { Textarea } from '@/components/ui/textarea';
import { ApiError, api } from '@/components/admin/api';
import { Field, fieldAria } from '@/components/admin/field';
import { LEAD_FORMS } from '@/lib/admin/lead-forms';
import type { LeadType } from '@/lib/forms';

type Lists = Record<LeadType, string[]>;

const asText = (lists: Lists) =>
  Object.fromEntries(LEAD_FORMS.map(({ type }) => [type, lists[type].join('\n')])) as Record<
    LeadType,
    string
  >;

/**
 * "Notify on new leads" per form: who is emailed (through SMTP) when a lead arrives. A form left
 * empty notifies the server's LEADS_NOTIFY_EMAIL, when that is set.
 */
export function NotifyRecipients({
  initial,
  fallback,
  smtpConfigured,
  onSaved,
}: {
  initial: Lists;
  fallback: string | null;
  smtpConfigured: boolean;
  onSaved: (lists: Lists) => void;
}) {
  const [texts, setTexts] = useState(() => asText(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: () =>
      api<{ notifyRecipients: Lists }>('/api/admin/email/notify', {
        method: 'PUT',
        body: { notifyRecipients: texts },
      }),
    onSuccess: ({ notifyRecipients }) => {
      setErrors({});
      setTexts(asText(notifyRecipients));
      onSaved(notifyRecipients);
      void client.invalidateQueries({ queryKey: ['audit'] });
      toast.success('Settings saved', { description: 'The notification recipients were saved.' });
    },
    onError: (failure) => {
      setErrors(failure instanceof ApiError ? failure.fieldErrors : {});
      toast.error('Error saving settings', {
        description: failure instanceof Error ? failure.message : undefined,
      });
    },
  });
  let fallbackText = fallback
    ? `A form left empty notifies ${fallback} (LEADS_NOTIFY_EMAIL).`
    : 'A form left empty notifies nobody (no LEADS_NOTIFY_EMAIL is set).';
  if (!smtpConfigured) fallbackText = 'They are emailed through SMTP, once SMTP_URL is set.';

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
          <CardTitle>Lead notifications</CardTitle>
          <CardDescription>
            Who is emailed about each new lead, per form: up to 10 addresses, separated by commas or
            new lines. {fallbackText}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          {LEAD_FORMS.map(({ type, label }) => {
            const id = `notify-${type}`;
            return (
              <fieldset key={type} className="flex flex-col gap-2">
                <legend className="mb-2 text-sm font-semibold">{label}</legend>
                <Field id={id} label="Notify on new leads" error={errors[type]}>
                  <Textarea
                    {...fieldAria(id, errors[type])}
                    rows={3}
                    placeholder="sales@example.com"
                    value={texts[type]}
                    onChange={(event) => setTexts({ ...texts, [type]: event.target.value })}
                  />
                </Field>
              </fieldset>
            );
          })}
        </CardContent>
        <CardFooter>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Recipients'}
          </Button>
        </CardFooter>
      </Card>
    </form>
  );
}
