import type { ZodMiniType } from 'zod/mini';
import type { Option } from '@/lib/forms/options';
import type { WebhookSettingKey } from '@/lib/config/setting-keys';

/** How a field is entered in the browser form. */
type InputKind = 'text' | 'email' | 'tel' | 'url' | 'select' | 'message' | 'terms' | 'file';

/** What the browser form shows for a field (absent for variables the server adds). */
export interface FieldInput {
  kind: InputKind;
  required?: boolean;
  options?: readonly Option[];
  placeholder?: string;
  autoComplete?: string;
  /** The field spans both columns of the form's grid. */
  wide?: boolean;
  /** The value a fresh form starts with (empty when absent). */
  defaultValue?: string;
}

/** One variable of a lead, in the order the webhook payload, admin columns and CSV list it. */
export interface FormField {
  /** camelCase name: the form-state field, the table column and the form-webhook variable. */
  name: string;
  /** What the form shows; the admin's columns, the CSV and "Test with Label Names" use it too. */
  label: string;
  input?: FieldInput;
  /** False for webhook-only variables that have no column of their own (a signed link). */
  column?: boolean;
}

/** A toast: a title and an optional description. */
export interface ToastText {
  title: string;
  description?: string;
}

/** A notice shown when the browser's check fails on this field. */
interface InvalidNotice extends ToastText {
  field: string;
}

/** The texts of a browser form rendered from its definition. */
export interface FormTexts {
  /** The form's accessible name. */
  name: string;
  submit: string;
  busy: string;
  success: ToastText;
  failure: ToastText;
  /** When any required field (or the terms box) is empty, this notice replaces the field ones. */
  missingRequired?: ToastText;
  /** Notices for fields whose check failed, the first match only. */
  invalid?: readonly InvalidNotice[];
}

/** One lead form: everything else (routes, payloads, admin, emails) is derived from it. */
export interface FormDefinition {
  /** The URL segment of `/api/forms/{type}` and the lead's type everywhere. */
  type: string;
  /** The admin's name for the form (tabs, filters, delivery log). */
  title: string;
  /** The form in the admin's messages ("the job application form webhook"). */
  short: string;
  /** One lead of this form, as the notification email's subject names it ("job application"). */
  noun: string;
  /** The same zod schema in the browser and in the route handler. */
  schema: ZodMiniType;
  fields: readonly FormField[];
  /** The SQL name of the table its leads are stored in. */
  table: string;
  webhookKey: WebhookSettingKey;
  email: {
    /** The email webhook's `formType`, as receivers know it. */
    formType: string;
    /** Where its button stands among the admin's email test buttons (1 first). */
    testPosition: number;
    /** The confirmation's subject, before the brand suffix. */
    subject: string;
    /** What the confirmation promises. */
    replyPromise: string;
  };
  /** The largest request body the route reads for this form, in bytes. */
  bodyLimit: number;
  admin: {
    /** Columns the inbox's text search looks in. */
    search: readonly string[];
    /** The column shown as the lead's organization in the inbox. */
    organization: string;
  };
  /** Texts of the shared browser form component (the application form has its own). */
  texts?: FormTexts;
}
