import { toast } from 'sonner';
import type { WebhookTestView } from '@/lib/admin/webhooks';

/** 'Test sent' with the receiver's status, or the error toast with what went wrong. */
export function showFormTestResult(type: string, result: WebhookTestView) {
  if (result.ok) {
    toast.success('Test sent', {
      description: `Field labels were sent to the ${type} form webhook. The receiver answered HTTP ${result.status}.`,
    });
    return;
  }
  const reason = result.status
    ? `The receiver answered HTTP ${result.status}.`
    : (result.error ?? '');
  toast.error('Error testing webhook', {
    description:
      `Failed to send test data to the ${type} form webhook. Please check the URL. ${reason}`.trim(),
  });
}
