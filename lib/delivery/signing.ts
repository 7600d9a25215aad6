import 'server-only';
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new Standard Webhooks message id (kept on the delivery row, so retries reuse it). */
export function newWebhookId(): string {
  return `msg_${randomUUID().replace(/-/g, '')}`;
}

/**
 * The three Standard Webhooks headers: `webhook-signature` is `v1,` + base64 HMAC-SHA256 of
 * `id.timestamp.body` with the endpoint's `whsec_` secret (signed by the `standardwebhooks` package).
 */
export function signatureHeaders(
  secret: string,
  webhookId: string,
  body: string,
  timestamp: Date = new Date(),
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  return {
    'webhook-id': webhookId,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(webhookId, timestamp, body),
  };
}
