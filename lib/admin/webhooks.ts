import 'server-only';
import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { storableString } from '@/lib/validation/safe-zod';
import { getDb } from '@/lib/db/client';
import type { LeadType } from '@/lib/db/schema';
import { writeAudit } from '@/lib/audit/audit-log';
import { sendLabelTestWebhook } from '@/lib/delivery/webhook-tests';
import { MAX_OUTBOUND_URL_LENGTH } from '@/lib/http/ssrf-guard';
import { FORM_WEBHOOK_KEY } from '@/lib/forms';
import {
  WEBHOOK_SETTING_KEYS,
  type WebhookSettingKey,
  type WebhookSettings,
  type WebhookSettingsView,
} from '@/lib/config/setting-keys';
import { disabledView, getDisabledEndpoints } from '@/lib/settings/endpoint-status';
import { getEndpointSecret, rotateEndpointSecret } from '@/lib/settings/stored-secrets';
import { getWebhookSettings, saveWebhookSettings } from '@/lib/settings/webhook-settings';
import { auditActor, type AdminContext } from '@/lib/admin/guard';
import { HttpError } from '@/lib/http/errors';
import { LEAD_TYPE_VALUES } from '@/lib/admin/lead-forms';

/** An admin-entered webhook URL as text ('' clears it); the address checks come after. */
export const urlText = storableString('Enter a URL')
  .trim()
  .max(MAX_OUTBOUND_URL_LENGTH, `The URL is longer than ${MAX_OUTBOUND_URL_LENGTH} characters`);

const saveSchema = z
  .object(Object.fromEntries(WEBHOOK_SETTING_KEYS.map((key) => [key, urlText.optional()])))
  .strict() as z.ZodType<Partial<Record<WebhookSettingKey, string>>>;

/** The five webhook URLs ('' when unset) and which were disabled after 410 Gone, when and why. */
export async function adminGetWebhookSettings(_admin: AdminContext) {
  return withDisabled(await getWebhookSettings(getDb()));
}

async function withDisabled(settings: WebhookSettings): Promise<WebhookSettingsView> {
  return { ...settings, disabled: disabledView(await getDisabledEndpoints(getDb())) };
}

/**
 * Saves webhook URLs ('' clears one) after the SSRF guard; a refused URL is a field error with the
 * guard's reason and nothing is saved.
 */
export async function adminSaveWebhookSettings(admin: AdminContext, input: unknown) {
  const values = saveSchema.parse(input);
  const result = await saveWebhookSettings(getDb(), values, auditActor(admin));
  if (!result.ok) {
    throw new HttpError('invalid_fields', 'A webhook URL was refused.', {
      fields: result.errors as Record<string, string>,
    });
  }
  return withDisabled(result.settings);
}

const testSchema = z.object({
  form: z.enum(LEAD_TYPE_VALUES, 'Unknown form'),
  url: urlText,
});

export interface WebhookTestView {
  ok: boolean;
  status: number | null;
  error: string | null;
}

/**
 * 'Test with Label Names': posts the form's field labels as sample values, signed like a real
 * delivery, from the server to the URL in the form, and reports the receiver's real answer.
 */
export async function adminTestFormWebhook(
  admin: AdminContext,
  input: unknown,
): Promise<WebhookTestView> {
  const { form, url } = testSchema.parse(input);
  if (!url)
    throw new HttpError('invalid_fields', 'No webhook URL', { fields: { url: 'No webhook URL' } });
  const result = await sendLabelTestWebhook(getDb(), { leadType: form as LeadType, url });
  await writeAudit(getDb(), {
    actor: auditActor(admin),
    action: 'webhook.test',
    target: FORM_WEBHOOK_KEY[form as LeadType],
    details: { status: result.status ?? null, ok: result.ok },
  });
  return { ok: result.ok, status: result.status ?? null, error: result.error ?? null };
}

export function parseSettingKey(value: string): WebhookSettingKey {
  const key = WEBHOOK_SETTING_KEYS.find((candidate) => candidate === value);
  if (!key) throw new HttpError('not_found', 'Unknown webhook endpoint.');
  return key;
}

/** An endpoint's signing secret, shown on request (the reveal is audited, the value is not). */
export async function adminRevealSecret(admin: AdminContext, key: WebhookSettingKey) {
  const secret = await getEndpointSecret(getDb(), key);
  await writeAudit(getDb(), {
    actor: auditActor(admin),
    action: 'webhook.secret.reveal',
    target: key,
  });
  return { key, secret };
}

/** Replaces an endpoint's signing secret; receivers must be given the new one. */
export async function adminRotateSecret(admin: AdminContext, key: WebhookSettingKey) {
  const secret = await rotateEndpointSecret(getDb(), key);
  await writeAudit(getDb(), {
    actor: auditActor(admin),
    action: 'webhook.secret.rotate',
    target: key,
  });
  return { key, secret };
}
