import { FORM_FIELDS, formOfEmailType, type FormField } from '@/lib/forms';
import { optionLabel, type Option } from '@/lib/forms/options';
import { escapeHtml } from '@/lib/http/escape-html';
import {
  emailSubject,
  type EmailBrand,
  type EmailFormType,
  type UserData,
} from '@/lib/delivery/email-types';

/**
 * Confirmation and notification emails (HTML and plain text). Pure functions of the data, so the
 * admin's "sample email templates" dialog renders exactly what a submitter receives.
 */

interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Each select field's options, so an email shows "Dental Practice" rather than "dental". */
function optionLists(formType: EmailFormType): Record<string, readonly Option[]> {
  const fields: readonly FormField[] = formOfEmailType(formType).fields;
  const lists: Record<string, readonly Option[]> = {};
  for (const field of fields) if (field.input?.options) lists[field.name] = field.input.options;
  return lists;
}

/** Variables that are bookkeeping, not something the submitter typed. */
const HIDDEN_FIELDS = new Set(['leadId', 'submittedAt', 'resumeUrl', 'jobId', 'agreeToTerms']);

/** The submitted fields as label/value pairs, option values shown by their labels. */
function summarizeUserData(
  formType: EmailFormType,
  userData: UserData,
): { label: string; value: string }[] {
  const options = optionLists(formType);
  return FORM_FIELDS[formOfEmailType(formType).type]
    .filter((field) => !HIDDEN_FIELDS.has(field.name))
    .map((field) => {
      const raw = userData[field.name];
      const text = typeof raw === 'boolean' ? (raw ? 'Yes' : 'No') : (raw ?? '');
      const list = options[field.name];
      return { label: field.label, value: list ? optionLabel(list, text) : text };
    })
    .filter((row) => row.value !== '');
}

/** A link shown as a button under the text (and as its URL in the plain-text part). */
export interface EmailAction {
  label: string;
  url: string;
}

/** The house email: heading, paragraphs, a label/value table, an optional button, the brand line. */
export function layout(
  brand: EmailBrand,
  heading: string,
  paragraphs: string[],
  rows: { label: string; value: string }[],
  action?: EmailAction,
) {
  const rowsHtml = rows
    .map(
      (row) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;color:#475569;font-weight:600;vertical-align:top">${escapeHtml(row.label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(row.value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${rows.length ? `<table role="presentation" style="border-collapse:collapse;font-size:14px;margin:16px 0">${rowsHtml}</table>` : ''}
${action ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px">${escapeHtml(action.label)}</a></p>` : ''}
<p style="font-size:12px;color:#64748b">${escapeHtml(brand.name)} · ${escapeHtml(brand.url)} · Support ${escapeHtml(brand.supportHours)}</p>
</div></body></html>`;
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...rows.map((row) => `${row.label}: ${row.value}`),
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    `${brand.name} · ${brand.url} · Support ${brand.supportHours}`,
  ].join('\n');
  return { html, text };
}

/** The confirmation a submitter receives. */
export function renderConfirmationEmail(
  formType: EmailFormType,
  userData: UserData,
  brand: EmailBrand,
): RenderedEmail {
  const firstName = typeof userData.firstName === 'string' ? userData.firstName : '';
  const { html, text } = layout(
    brand,
    `Hi ${firstName || 'there'},`,
    [
      `${emailSubject(formType, brand).split(' | ')[0]}. We have received your submission.`,
      formOfEmailType(formType).email.replyPromise,
      'Here is a copy of what you sent us:',
    ],
    summarizeUserData(formType, userData),
  );
  return { subject: emailSubject(formType, brand), html, text };
}

/** The internal notification of a new lead, sent to each of the form's notification recipients. */
export function renderNotificationEmail(
  formType: EmailFormType,
  userData: UserData,
  brand: EmailBrand,
  leadId: string,
): RenderedEmail {
  const name = [userData.firstName, userData.lastName]
    .filter((part) => typeof part === 'string')
    .join(' ');
  const kind = formOfEmailType(formType).noun;
  const subject = `New ${kind} from ${name}`.replace(/[\r\n]+/g, ' ').slice(0, 200);
  const { html, text } = layout(
    brand,
    subject,
    [`Lead id: ${leadId}`],
    summarizeUserData(formType, userData),
  );
  return { subject, html, text };
}
