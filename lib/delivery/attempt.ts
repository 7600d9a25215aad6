import 'server-only';
import { siteConfig } from '@/lib/config/site';
import type { Executor } from '@/lib/db/client';
import type { deliveries, DeliveryKind } from '@/lib/db/schema';
import { FORM_FIELDS, type LeadType } from '@/lib/forms';
import { signedResumeUrl } from '@/lib/delivery/resume-links';
import { renderConfirmationEmail, renderNotificationEmail } from '@/lib/delivery/email-templates';
import { emailSender, type EmailFormType, type UserData } from '@/lib/delivery/email-types';
import {
  FORM_CONTENT_TYPE,
  JSON_CONTENT_TYPE,
  sendSignedWebhook,
} from '@/lib/delivery/send-webhook';
import { sendEmail } from '@/lib/delivery/smtp';
import { disabledFor, heldMessage } from '@/lib/delivery/endpoint-hold';
import type { Resolver } from '@/lib/http/ssrf-guard';
import { isWebhookSettingKey } from '@/lib/config/setting-keys';
import { getEndpointSecret } from '@/lib/settings/stored-secrets';

export type DeliveryRow = typeof deliveries.$inferSelect;

/**
 * Sends one delivery of a kind whose sending lives above this folder (a calendar write, a reminder
 * that first checks the lead): the layer that starts the dispatcher supplies it, so delivery never
 * imports the services that enqueue those rows.
 */
export type DeliverySender = (
  db: Executor,
  row: DeliveryRow,
  options: AttemptOptions,
) => Promise<AttemptOutcome>;
export type DeliverySenders = Partial<Record<DeliveryKind, DeliverySender>>;

export interface AttemptOptions {
  /** Senders of the kinds this folder cannot send itself (see DeliverySender). */
  senders?: DeliverySenders;
  /** The clock (injectable so tests can jump ahead). */
  now?: () => Date;
  smtpUrl?: string;
  allowPrivate?: boolean;
  resolve?: Resolver;
  /** How long a receiver may take to answer (the outbound default unless given). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface AttemptOutcome {
  ok: boolean;
  status?: number;
  error?: string;
  retryAfterMs?: number;
  /** No retry can succeed (410 Gone, a refused URL, a permanent SMTP rejection). */
  permanent?: boolean;
  /** Not sent: the endpoint is disabled, so the delivery waits until its URL is saved again. */
  held?: boolean;
}

/**
 * Payload of an email rendered when it was enqueued (a booking's invite, update or cancellation):
 * what the recipient gets reflects the booking at the moment of the change, whatever came later.
 */
export interface PrerenderedEmailPayload {
  from: { name: string; address: string };
  replyTo?: { name: string; address: string };
  subject: string;
  html: string;
  text: string;
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

/** Payload of SMTP rows: rendered at send time from the submitted data. */
export interface EmailDeliveryPayload {
  formType: EmailFormType;
  userData: UserData;
  leadId: string;
}

/** Form-encoded fields in the form's own order (jsonb storage does not keep key order). */
export function formBody(leadType: LeadType, fields: Record<string, string>): string {
  const order = FORM_FIELDS[leadType].map((field) => field.name);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const entries = Object.entries(fields).sort(([a], [b]) => rank(a) - rank(b));
  return new URLSearchParams(entries).toString();
}

/**
 * A form webhook's fields as sent now: an application's resume link is signed afresh at each try,
 * so it works for its full 7 days from the delivery that carries it, even an admin's late replay.
 */
async function formFieldsToSend(
  db: Executor,
  row: DeliveryRow,
  options: AttemptOptions,
): Promise<Record<string, string>> {
  const fields = row.payload.fields as Record<string, string>;
  if (row.leadType !== 'application') return fields;
  const now = options.now?.() ?? new Date();
  const resumeUrl = await signedResumeUrl(db, row.leadId, { siteUrl: siteConfig().url, now });
  return { ...fields, resumeUrl };
}

async function attemptWebhook(
  db: Executor,
  row: DeliveryRow,
  options: AttemptOptions,
): Promise<AttemptOutcome> {
  if (!row.settingKey || !isWebhookSettingKey(row.settingKey)) {
    return { ok: false, error: `Unknown webhook setting ${row.settingKey}`, permanent: true };
  }
  const disabled = await disabledFor(db, row);
  if (disabled) return { ok: false, error: heldMessage(disabled), held: true };
  const isForm = row.kind === 'form-webhook';
  const body = isForm
    ? formBody(row.leadType, await formFieldsToSend(db, row, options))
    : JSON.stringify(row.payload);
  const result = await sendSignedWebhook({
    url: row.destination,
    secret: await getEndpointSecret(db, row.settingKey),
    webhookId: row.webhookId,
    body,
    contentType: isForm ? FORM_CONTENT_TYPE : JSON_CONTENT_TYPE,
    allowPrivate: options.allowPrivate,
    resolve: options.resolve,
    timeoutMs: options.timeoutMs,
    signal: options.signal,
  });
  return {
    ok: result.ok,
    status: result.status,
    error: result.error,
    retryAfterMs: result.retryAfterMs,
    permanent: result.status === 410 || result.refused === true,
  };
}

async function attemptEmail(row: DeliveryRow, options: AttemptOptions): Promise<AttemptOutcome> {
  if (!options.smtpUrl) return { ok: false, error: 'SMTP_URL is not set' };
  const site = siteConfig();
  const payload = row.payload as unknown as EmailDeliveryPayload;
  const confirmation = row.kind === 'smtp-confirmation';
  const rendered = confirmation
    ? renderConfirmationEmail(payload.formType, payload.userData, site)
    : renderNotificationEmail(payload.formType, payload.userData, site, payload.leadId);
  const submitterName = `${payload.userData.firstName ?? ''} ${payload.userData.lastName ?? ''}`;
  const submitterEmail = typeof payload.userData.email === 'string' ? payload.userData.email : '';
  const result = await sendEmail(options.smtpUrl, {
    from: { name: site.name, address: emailSender(payload.formType, site) },
    to: row.destination,
    replyTo: confirmation
      ? { name: site.name, address: site.email.salesReplyTo }
      : submitterEmail
        ? { name: submitterName, address: submitterEmail }
        : undefined,
    ...rendered,
  });
  return result.ok ? { ok: true } : { ok: false, error: result.error, permanent: result.permanent };
}

async function attemptPrerenderedEmail(
  row: DeliveryRow,
  options: AttemptOptions,
): Promise<AttemptOutcome> {
  if (!options.smtpUrl) return { ok: false, error: 'SMTP_URL is not set' };
  const email = row.payload as unknown as PrerenderedEmailPayload;
  const result = await sendEmail(options.smtpUrl, { ...email, to: row.destination });
  return result.ok ? { ok: true } : { ok: false, error: result.error, permanent: result.permanent };
}

/** One try of one delivery; never throws for a receiver's failure. */
export function attemptDelivery(
  db: Executor,
  row: DeliveryRow,
  options: AttemptOptions,
): Promise<AttemptOutcome> {
  const sender = options.senders?.[row.kind];
  if (sender) return sender(db, row, options);
  switch (row.kind) {
    case 'form-webhook':
    case 'email-webhook':
    case 'booking-webhook':
      return attemptWebhook(db, row, options);
    case 'smtp-confirmation':
    case 'smtp-notification':
      return attemptEmail(row, options);
    case 'booking-email':
      return attemptPrerenderedEmail(row, options);
    default:
      // Retried on the usual schedule: a process started with its senders picks it up.
      return Promise.resolve({
        ok: false,
        error: `This process has no sender for ${row.kind} deliveries`,
      });
  }
}
