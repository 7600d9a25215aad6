import 'server-only';
import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { env } from '@/lib/config/env';
import { siteConfig } from '@/lib/config/site';
import { getDb } from '@/lib/db/client';
import { writeAudit } from '@/lib/audit/audit-log';
import { renderConfirmationEmail } from '@/lib/delivery/email-templates';
import { EMAIL_FORM_TYPES, type EmailFormType } from '@/lib/delivery/email-types';
import { sendTestEmailWebhook } from '@/lib/delivery/webhook-tests';
import { EMAIL_TEST_USER_DATA } from '@/lib/delivery/email-test-payloads';
import { getDisabledEndpoints } from '@/lib/settings/endpoint-status';
import { getWebhookSettings, saveWebhookSettings } from '@/lib/settings/webhook-settings';
import {
  getNotifyRecipients,
  parseNotifyRecipients,
  saveNotifyRecipients,
  type NotifyRecipients,
} from '@/lib/delivery/notify-recipients';
import { LEAD_TYPES } from '@/lib/forms';
import { auditActor, type AdminContext } from '@/lib/admin/guard';
import { HttpError } from '@/lib/http/errors';
import { urlText, type WebhookTestView } from '@/lib/admin/webhooks';

/** SMTP as configured by SMTP_URL: shown read-only, never with its credentials. */
function smtpStatus() {
  const { SMTP_URL, LEADS_NOTIFY_EMAIL } = env();
  if (!SMTP_URL) return { configured: false as const };
  const url = new URL(SMTP_URL);
  return {
    configured: true as const,
    server: `${url.protocol.replace(':', '')}://${url.host}`,
    notifyEmail: LEADS_NOTIFY_EMAIL ?? null,
  };
}

/** The Email Settings tab: the email webhook URL, sender addresses, SMTP status and recipients. */
export async function adminGetEmailSettings(_admin: AdminContext) {
  const { emailWebhook } = await getWebhookSettings(getDb());
  const disabled = (await getDisabledEndpoints(getDb())).emailWebhook;
  return {
    emailWebhook,
    // Switched off after the receiver answered 410 Gone; saving the URL again re-enables it.
    emailWebhookDisabled: disabled ? { at: disabled.at, reason: disabled.reason } : null,
    senders: siteConfig().email,
    smtp: smtpStatus(),
    notifyRecipients: await getNotifyRecipients(getDb()),
  };
}

const recipientsSchema = z.object({
  notifyRecipients: z.partialRecord(z.enum(LEAD_TYPES, 'Unknown form'), z.string().max(5_000)),
});

/**
 * Saves the "Notify on new leads" addresses of some forms (text with commas or new lines; '' clears
 * a form, which then falls back to LEADS_NOTIFY_EMAIL). A bad address refuses the whole save with
 * a field error naming it.
 */
export async function adminSaveNotifyRecipients(admin: AdminContext, input: unknown) {
  const { notifyRecipients } = recipientsSchema.parse(input);
  const lists: Partial<NotifyRecipients> = {};
  const errors: Record<string, string> = {};
  for (const type of LEAD_TYPES) {
    const text = notifyRecipients[type];
    if (text === undefined) continue;
    const parsed = parseNotifyRecipients(text);
    if (parsed.ok) lists[type] = parsed.recipients;
    else errors[type] = parsed.error;
  }
  const [first] = Object.values(errors);
  if (first) throw new HttpError('invalid_fields', first, { fields: errors });
  return { notifyRecipients: await saveNotifyRecipients(getDb(), lists, auditActor(admin)) };
}

/** Saves (or, with '', clears) the email webhook URL after the SSRF guard. */
export async function adminSaveEmailWebhook(admin: AdminContext, input: unknown) {
  const { emailWebhook } = z.object({ emailWebhook: urlText }).parse(input);
  const result = await saveWebhookSettings(getDb(), { emailWebhook }, auditActor(admin));
  if (!result.ok) {
    throw new HttpError('invalid_fields', 'The webhook URL was refused.', {
      fields: { emailWebhook: result.errors.emailWebhook ?? 'Refused' },
    });
  }
  return { emailWebhook: result.settings.emailWebhook, emailWebhookDisabled: null };
}

const testSchema = z.object({
  formType: z.enum(EMAIL_FORM_TYPES, 'Unknown email type'),
  url: urlText,
});

/** Test Contact / Career / Partner / Custom: sends the form type's test payload from the server. */
export async function adminTestEmailWebhook(
  admin: AdminContext,
  input: unknown,
): Promise<WebhookTestView> {
  const { formType, url } = testSchema.parse(input);
  if (!url)
    throw new HttpError('invalid_fields', 'No webhook configured', {
      fields: { url: 'No webhook configured' },
    });
  const result = await sendTestEmailWebhook(getDb(), { formType, url });
  await writeAudit(getDb(), {
    actor: auditActor(admin),
    action: 'email.test',
    target: formType,
    details: { status: result.status ?? null, ok: result.ok },
  });
  return { ok: result.ok, status: result.status ?? null, error: result.error ?? null };
}

export interface EmailTemplateSample {
  formType: EmailFormType;
  subject: string;
  html: string;
  text: string;
}

/** The four confirmation emails rendered with sample data by the real templates. */
export async function adminEmailTemplates(_admin: AdminContext): Promise<EmailTemplateSample[]> {
  const brand = siteConfig();
  return EMAIL_FORM_TYPES.map((formType) => ({
    formType,
    ...renderConfirmationEmail(formType, EMAIL_TEST_USER_DATA[formType], brand),
  }));
}
