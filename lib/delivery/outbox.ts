import 'server-only';
import type { Transaction } from '@/lib/db/client';
import { deliveries, type LeadType } from '@/lib/db/schema';
import type { EmailDeliveryPayload } from '@/lib/delivery/attempt';
import { emailWebhookPayload, type EmailBrand, type UserData } from '@/lib/delivery/email-types';
import { heldMessage } from '@/lib/delivery/endpoint-hold';
import { HELD_UNTIL } from '@/lib/settings/held-deliveries';
import { notificationRecipients } from '@/lib/delivery/notify-recipients';
import { newWebhookId } from '@/lib/delivery/signing';
import { FORM_WEBHOOK_KEY, formDefinition } from '@/lib/forms';
import { getDisabledEndpoints } from '@/lib/settings/endpoint-status';
import type { WebhookSettingKey } from '@/lib/config/setting-keys';
import { getWebhookSettings } from '@/lib/settings/webhook-settings';
import { toStorableText } from '@/lib/validation/safe-text';

export interface OutboxLead {
  type: LeadType;
  id: string;
  submittedAt: Date;
  /** The submitter's address (confirmations go there). */
  email: string;
  /** Form-state fields by camelCase name. */
  userData: UserData;
  /**
   * Extra form-webhook variables: where the visit began and where the form was sent, and an
   * application's resume name and signed link.
   */
  webhookExtras?: Record<string, string>;
}

interface OutboxConfig {
  brand: EmailBrand;
  smtpUrl?: string;
  /** Where notifications go for a form without recipients of its own (LEADS_NOTIFY_EMAIL). */
  notifyEmail?: string;
  /** Asked once when a confirmation to the submitter would be written; false skips it. */
  allowConfirmation?: () => Promise<boolean>;
}

type DeliveryInsert = typeof deliveries.$inferInsert;

/**
 * A payload jsonb can hold: the forms refuse lone surrogates and U+0000, but a payload is also built
 * from file names and metadata, and one bad character there must not roll back the lead itself.
 */
function storable(value: unknown): unknown {
  if (typeof value === 'string') return toStorableText(value);
  if (Array.isArray(value)) return value.map(storable);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, storable(item)]));
  }
  return value;
}

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
 * webhook, the email webhook, and with SMTP_URL the confirmation and one notification per recipient
 * (the form's own list, else LEADS_NOTIFY_EMAIL). Nothing configured means no rows. Returns the new rows' ids.
 */
export async function enqueueLeadDeliveries(
  tx: Transaction,
  lead: OutboxLead,
  config: OutboxConfig,
): Promise<string[]> {
  const urls = await getWebhookSettings(tx);
  const disabled = await getDisabledEndpoints(tx);
  // A webhook disabled after 410 Gone gets its row held (not sent) until the admin saves it again.
  const held = (key: WebhookSettingKey): Partial<DeliveryInsert> => {
    const mark = disabled[key];
    if (mark?.url !== urls[key]) return {};
    return { status: 'failed', nextAttemptAt: HELD_UNTIL, lastError: heldMessage(mark) };
  };
  const formType = formDefinition(lead.type).email.formType;
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
      ...held(formKey),
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
      ...held('emailWebhook'),
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
    // One row per recipient: a refused or failing address is retried (or dies) on its own and
    // never holds back the lead or the other recipients.
    for (const recipient of await notificationRecipients(tx, lead.type, config.notifyEmail)) {
      rows.push({
        ...base,
        kind: 'smtp-notification',
        destination: recipient,
        webhookId: newWebhookId(),
        payload: { ...payload },
      });
    }
  }
  if (rows.length === 0) return [];
  for (const row of rows) row.payload = storable(row.payload) as DeliveryInsert['payload'];
  const inserted = await tx.insert(deliveries).values(rows).returning({ id: deliveries.id });
  return inserted.map((row) => row.id);
}
