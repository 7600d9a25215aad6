'use client';

import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { api } from '@/components/admin/api';
import type { WebhookTestView } from '@/lib/admin/webhooks';

const TESTS = [
  { formType: 'contact', label: 'Test Contact' },
  { formType: 'career', label: 'Test Career' },
  { formType: 'partner', label: 'Test Partner' },
  { formType: 'customSolution', label: 'Test Custom' },
] as const;

/** Test Contact / Career / Partner / Custom: one sample email per form, sent from the server. */
export function EmailTests({ url }: { url: string }) {
  const test = useMutation({
    mutationFn: (formType: string) =>
      api<WebhookTestView>('/api/admin/email/test', { method: 'POST', body: { formType, url } }),
    onSuccess: (result) => {
      if (result.ok) {
        toast.success('Test email sent', {
          description: `The webhook answered HTTP ${result.status}.`,
        });
        return;
      }
      toast.error('Error sending test email', {
        description: `There was a problem sending the test email. ${
          result.status ? `The webhook answered HTTP ${result.status}.` : (result.error ?? '')
        }`.trim(),
      });
    },
    onError: () =>
      toast.error('Error sending test email', {
        description: 'There was a problem sending the test email.',
      }),
  });
  const run = (formType: string) => {
    if (!url.trim()) {
      toast.error('No webhook configured', {
        description: 'Please enter a webhook URL to test email sending.',
      });
      return;
    }
    test.mutate(formType);
  };
  return (
    <div className="flex flex-wrap gap-2">
      {TESTS.map((item) => (
        <Button
          key={item.formType}
          type="button"
          variant="secondary"
          disabled={test.isPending}
          onClick={() => run(item.formType)}
        >
          {test.isPending && test.variables === item.formType ? 'Sending...' : item.label}
        </Button>
      ))}
    </div>
  );
}
