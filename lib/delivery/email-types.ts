import type { LeadType } from '@/lib/db/schema/deliveries';

/** The email webhook's `formType` values, as receivers expect them. */
export const EMAIL_FORM_TYPES = ['contact', 'career', 'partner', 'customSolution'] as const;
export type EmailFormType = (typeof EMAIL_FORM_TYPES)[number];

export const EMAIL_FORM_TYPE_BY_LEAD: Record<LeadType, EmailFormType> = {
  contact: 'contact',
  application: 'career',
  partnership: 'partner',
  'custom-solution': 'customSolution',
};

export const LEAD_TYPE_BY_EMAIL_FORM: Record<EmailFormType, LeadType> = {
  contact: 'contact',
  career: 'application',
  partner: 'partnership',
  customSolution: 'custom-solution',
};

/** Each confirmation's subject, before the brand suffix. */
export const EMAIL_SUBJECTS: Record<EmailFormType, string> = {
  contact: 'Thank you for contacting us',
  career: 'Thank you for your job application',
  partner: 'Thank you for your partnership inquiry',
  customSolution: 'Thank you for your custom solution request',
};

/** The brand facts an email needs; passed in so templates render in the browser too. */
export interface EmailBrand {
  name: string;
  url: string;
  supportHours: string;
  email: { noReply: string; careers: string; salesReplyTo: string };
}

/** The subject with its brand suffix; CR/LF can never reach the header. */
export function emailSubject(formType: EmailFormType, brand: Pick<EmailBrand, 'name'>): string {
  return `${EMAIL_SUBJECTS[formType]} | ${brand.name}`.replace(/[\r\n]+/g, ' ');
}

/** Careers sender for applications, no-reply for everything else. */
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
