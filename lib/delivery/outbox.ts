import 'server-only';
import type { Transaction } from '@/lib/db/client';
import { deliveries, type LeadType } from '@/lib/db/schema';
import type { EmailDeliveryPayload } from '@/lib/delivery/attempt';
import {
  EMAIL_FORM_TYPE_BY_LEAD,
  emailWebhookPayload,
  type EmailBrand,
  type UserData,
} from '@/lib/delivery/email-types';
import { newWebhookId } from '@/lib/delivery/signing';
import { FORM_WEBHOOK_KEY } from '@/lib/settings/keys';
import { getWebhookSettings } from '@/lib/settings/webhook-settings';

export interface OutboxLead {
  type: LeadType;
  id: string;
  submittedAt: Date;
  /** The submitter's address (confirmations go there). */
  email: string;
  /** Form-state fields by camelCase name. */
  userData: UserData;
  /** Extra form-webhook variables (an application's resume name and signed link). */
  webhookExtras?: Record<string, string>;
}

export interface OutboxConfig {
  brand: EmailBrand;
  smtpUrl?: string;
  notifyEmail?: string;
  /** Asked once when a confirmation to the submitter would be written; false skips it. */
  allowConfirmation?: () => Promise<boolean>;
}

type DeliveryInsert = typeof deliveries.$inferInsert;

/** Form webhooks carry text only: booleans as `true`/`false`. */
function formWebhookFields(lead: OutboxLead): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(lead.userData)) fields[name] = String(value);
  return {
    ...fields,
    ...lead.webhookExtras,
    leadId: lead.id,
    submittedAt: lead.submittedAt.toISOString(),
  };
}

/**
 * Writes one outbox row per configured destination, inside the lead's own transaction: the form's
 * webhook, the email webhook, and with SMTP_URL the confirmation (and LEADS_NOTIFY_EMAIL's
 * notification). Nothing configured means no rows. Returns the new rows' ids.
 */
export async function enqueueLeadDeliveries(
  tx: Transaction,
  lead: OutboxLead,
  config: OutboxConfig,
): Promise<string[]> {
  const urls = await getWebhookSettings(tx);
  const formType = EMAIL_FORM_TYPE_BY_LEAD[lead.type];
  const base = {
    leadType: lead.type,
    leadId: lead.id,
    nextAttemptAt: lead.submittedAt,
    createdAt: lead.submittedAt,
    updatedAt: lead.submittedAt,
  };
  const rows: DeliveryInsert[] = [];
  // Both the email webhook and SMTP confirmation mail the submitter's address.
  const confirm =
    urls.emailWebhook || config.smtpUrl ? ((await config.allowConfirmation?.()) ?? true) : false;
  const formKey = FORM_WEBHOOK_KEY[lead.type];
  if (urls[formKey]) {
    rows.push({
      ...base,
      kind: 'form-webhook',
      destination: urls[formKey],
      settingKey: formKey,
      webhookId: newWebhookId(),
      payload: { fields: formWebhookFields(lead) },
    });
  }
  if (urls.emailWebhook && confirm) {
    const payload = emailWebhookPayload(formType, lead.email, lead.userData, config.brand);
    rows.push({
      ...base,
      kind: 'email-webhook',
      destination: urls.emailWebhook,
      settingKey: 'emailWebhook',
      webhookId: newWebhookId(),
      payload: { ...payload },
    });
  }
  if (config.smtpUrl) {
    const payload: EmailDeliveryPayload = { formType, userData: lead.userData, leadId: lead.id };
    if (confirm) {
      rows.push({
        ...base,
        kind: 'smtp-confirmation',
        destination: lead.email,
        webhookId: newWebhookId(),
        payload: { ...payload },
      });
    }
    if (config.notifyEmail) {
      rows.push({
        ...base,
        kind: 'smtp-notification',
        destination: config.notifyEmail,
        webhookId: newWebhookId(),
        payload: { ...payload },
      });
    }
  }
  if (rows.length === 0) return [];
  const inserted = await tx.insert(deliveries).values(rows).returning({ id: deliveries.id });
  return inserted.map((row) => row.id);
}
