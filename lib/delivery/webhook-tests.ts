import 'server-only';
import { siteConfig } from '@/lib/config/site';
import type { Executor } from '@/lib/db/client';
import type { LeadType } from '@/lib/db/schema';
import type { EmailFormType } from '@/lib/delivery/email-types';
import {
  FORM_CONTENT_TYPE,
  JSON_CONTENT_TYPE,
  sendSignedWebhook,
  type WebhookSendResult,
} from '@/lib/delivery/send-webhook';
import type { OutboundUrlOptions } from '@/lib/http/ssrf-guard';
import { emailTestPayload } from '@/lib/delivery/email-test-payloads';
import { FORM_WEBHOOK_KEY, labelSamplePayload } from '@/lib/forms';
import { getEndpointSecret } from '@/lib/settings/stored-secrets';

/**
 * "Test with Label Names": sends each variable of the form with its label as the value, form-encoded
 * and signed with the form endpoint's secret. Resolves to the receiver's real status or the error.
 */
export async function sendLabelTestWebhook(
  db: Executor,
  { leadType, url, ...guard }: { leadType: LeadType; url: string } & OutboundUrlOptions,
): Promise<WebhookSendResult> {
  return sendSignedWebhook({
    url,
    secret: await getEndpointSecret(db, FORM_WEBHOOK_KEY[leadType]),
    body: new URLSearchParams(labelSamplePayload(leadType)).toString(),
    contentType: FORM_CONTENT_TYPE,
    ...guard,
  });
}

/**
 * Test Contact / Career / Partner / Custom: the test email JSON (a test address, the right
 * sender and subject, sample person data) to the email webhook, signed with its secret.
 */
export async function sendTestEmailWebhook(
  db: Executor,
  { formType, url, ...guard }: { formType: EmailFormType; url: string } & OutboundUrlOptions,
): Promise<WebhookSendResult> {
  return sendSignedWebhook({
    url,
    secret: await getEndpointSecret(db, 'emailWebhook'),
    body: JSON.stringify(emailTestPayload(formType, siteConfig())),
    contentType: JSON_CONTENT_TYPE,
    ...guard,
  });
}
