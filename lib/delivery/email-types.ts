import { formOfEmailType, type EmailFormType } from '@/lib/forms';

// The email webhook's `formType` values come from the form registry, one per form.
export { EMAIL_FORM_TYPES, type EmailFormType } from '@/lib/forms';

/** The brand facts an email needs; passed in so templates render in the browser too. */
export interface EmailBrand {
  name: string;
  url: string;
  supportHours: string;
  email: { noReply: string; careers: string; salesReplyTo: string };
}

/** The subject with its brand suffix; CR/LF can never reach the header. */
export function emailSubject(formType: EmailFormType, brand: Pick<EmailBrand, 'name'>): string {
  return `${formOfEmailType(formType).email.subject} | ${brand.name}`.replace(/[\r\n]+/g, ' ');
}

/** Careers sender for applications (replies reach the hiring team), no-reply for the rest. */
export function emailSender(formType: EmailFormType, brand: EmailBrand): string {
  return formType === 'career' ? brand.email.careers : brand.email.noReply;
}

export type UserData = Record<string, string | boolean>;

/** The JSON body the email webhook receives. */
export interface EmailWebhookPayload {
  to: string;
  from: string;
  subject: string;
  userData: UserData;
  formType: EmailFormType;
}

export function emailWebhookPayload(
  formType: EmailFormType,
  to: string,
  userData: UserData,
  brand: EmailBrand,
): EmailWebhookPayload {
  return {
    to,
    from: emailSender(formType, brand),
    subject: emailSubject(formType, brand),
    userData,
    formType,
  };
}
