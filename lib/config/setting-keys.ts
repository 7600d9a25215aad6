/** The five webhook settings, by the names receivers and old exports know (safe in the browser). */
export const WEBHOOK_SETTING_KEYS = [
  'contactFormWebhook',
  'partnerFormWebhook',
  'jobApplicationWebhook',
  'customSolutionWebhook',
  'emailWebhook',
] as const;
export type WebhookSettingKey = (typeof WEBHOOK_SETTING_KEYS)[number];

export type WebhookSettings = Record<WebhookSettingKey, string>;

export function isWebhookSettingKey(value: string): value is WebhookSettingKey {
  return (WEBHOOK_SETTING_KEYS as readonly string[]).includes(value);
}

/** Settings row holding an endpoint's signing secret. */
export function endpointSecretKey(key: WebhookSettingKey): string {
  return `webhookSecret.${key}`;
}

/** Settings rows of generated server secrets (never shown, never set by hand). */
export const INTERNAL_SECRET_KEYS = {
  rateLimitSalt: 'internal.rateLimitSalt',
  resumeLinkKey: 'internal.resumeLinkKey',
  blogPreviewKey: 'internal.blogPreviewKey',
} as const;

/** An endpoint switched off after its receiver answered 410 Gone, as the admin sees it. */
export interface DisabledEndpointView {
  /** When it was disabled (ISO). */
  at: string;
  reason: string;
}

/** The Form Webhooks tab's data: the URLs and which endpoints are disabled. */
export type WebhookSettingsView = WebhookSettings & {
  disabled: Partial<Record<WebhookSettingKey, DisabledEndpointView>>;
};
