import 'server-only';
import { env } from '@/lib/config/env';
import { postToCheckedUrl, type OutboundResult } from '@/lib/delivery/outbound-request';
import { newWebhookId, signatureHeaders } from '@/lib/delivery/signing';
import type { Resolver } from '@/lib/http/ssrf-guard';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
export const JSON_CONTENT_TYPE = 'application/json';

interface SignedWebhook {
  url: string;
  /** The endpoint's `whsec_` secret. */
  secret: string;
  body: string;
  contentType: typeof FORM_CONTENT_TYPE | typeof JSON_CONTENT_TYPE;
  /** Stable across retries of one delivery; a fresh id when omitted (tests from the admin). */
  webhookId?: string;
  allowPrivate?: boolean;
  resolve?: Resolver;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface WebhookSendResult {
  /** True for a 2xx answer. */
  ok: boolean;
  webhookId: string;
  /** The receiver's real HTTP status, when it answered. */
  status?: number;
  /** Why it failed: refused by the SSRF guard, network error, timeout, or the status text. */
  error?: string;
  /** The receiver's Retry-After, in milliseconds. */
  retryAfterMs?: number;
  /** Refused by the SSRF guard: retrying cannot help until the URL changes. */
  refused?: boolean;
}

/** Retry-After as delay-seconds or an HTTP date, in milliseconds from `now`. */
export function parseRetryAfter(value: string | undefined, now: Date): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now.getTime());
}

function toSendResult(webhookId: string, result: OutboundResult): WebhookSendResult {
  if (result.kind === 'refused')
    return { ok: false, webhookId, error: result.reason, refused: true };
  if (result.kind === 'error') return { ok: false, webhookId, error: result.error };
  const ok = result.status >= 200 && result.status < 300;
  const redirect = result.status >= 300 && result.status < 400;
  return {
    ok,
    webhookId,
    status: result.status,
    error: ok
      ? undefined
      : redirect
        ? `HTTP ${result.status}: redirects are not followed`
        : `HTTP ${result.status}${result.body ? `: ${result.body.slice(0, 200)}` : ''}`,
    retryAfterMs: parseRetryAfter(result.retryAfter, new Date()),
  };
}

/**
 * Sends one signed request (Standard Webhooks headers) through the SSRF guard and reports the
 * receiver's real answer. Used by the outbox dispatcher and by the admin's webhook tests.
 */
export async function sendSignedWebhook(webhook: SignedWebhook): Promise<WebhookSendResult> {
  const webhookId = webhook.webhookId ?? newWebhookId();
  const result = await postToCheckedUrl({
    url: webhook.url,
    body: webhook.body,
    headers: {
      'content-type': webhook.contentType,
      'user-agent': `${env().BRAND_NAME.replace(/[^\w.-]+/g, '-')}-Webhooks/1.0`,
      ...signatureHeaders(webhook.secret, webhookId, webhook.body),
    },
    allowPrivate: webhook.allowPrivate,
    resolve: webhook.resolve,
    timeoutMs: webhook.timeoutMs,
    signal: webhook.signal,
  });
  return toSendResult(webhookId, result);
}
