import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import {
  CONTACT_INDUSTRIES,
  CUSTOM_INDUSTRIES,
  EMPLOYEE_COUNTS,
  SERVICE_TYPES,
  SOLUTION_TYPES,
  type Option,
} from '@/lib/forms/options';
import { storableString } from '@/lib/validation/safe-zod';

/**
 * The Scheduling tab's inputs and answers, shared by the browser forms and the admin API (one set
 * of rules and messages). Times are minutes from the member's local midnight, as stored.
 */

export const WEEKDAYS = [
  { key: '1', label: 'Monday' },
  { key: '2', label: 'Tuesday' },
  { key: '3', label: 'Wednesday' },
  { key: '4', label: 'Thursday' },
  { key: '5', label: 'Friday' },
  { key: '6', label: 'Saturday' },
  { key: '0', label: 'Sunday' },
] as const;
export type WeekdayKey = (typeof WEEKDAYS)[number]['key'];

/** The zones a member can be in: the runtime's IANA list (plus UTC, which some runtimes omit). */
export function timeZoneNames(): string[] {
  const names = Intl.supportedValuesOf('timeZone');
  return names.includes('UTC') ? names : [...names, 'UTC'];
}

let zoneSet: Set<string> | undefined;
export function isTimeZoneName(value: string): boolean {
  zoneSet ??= new Set(timeZoneNames());
  return zoneSet.has(value);
}

/** 'HH:MM' of minutes from midnight (1440 is '24:00', the end of the day). */
export function minutesToTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Minutes from midnight of 'HH:MM' ('24:00' allowed as the end of the day), else undefined. */
export function timeToMinutes(value: string): number | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= 1440 ? minutes : undefined;
}

const requiredText = (max: number, message: string) =>
  storableString(message).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** A real calendar day as YYYY-MM-DD. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const date = new Date(`${value}T00:00:00Z`);
  return year >= 2000 && year <= 2999 && date.toISOString().slice(0, 10) === value;
}

const timeRange = z
  .object({
    start: z.int('Start must be whole minutes').min(0).max(1439, 'Start must be before 24:00'),
    end: z.int('End must be whole minutes').min(1).max(1440, 'End must be at most 24:00'),
  })
  .refine((range) => range.end > range.start, {
    message: 'The end must be after the start',
    path: ['end'],
  });

const dayRanges = z
  .array(timeRange, 'Working hours must be a list of ranges')
  .max(4, 'At most 4 ranges a day')
  .transform((ranges) => [...ranges].sort((a, b) => a.start - b.start))
  .refine(
    (ranges) =>
      ranges.every((range, index) => index === 0 || range.start >= ranges[index - 1]!.end),
    'Ranges of one day must not overlap',
  );

export const weeklyHoursSchema = z.object(
  {
    '0': dayRanges,
    '1': dayRanges,
    '2': dayRanges,
    '3': dayRanges,
    '4': dayRanges,
    '5': dayRanges,
    '6': dayRanges,
  },
  'Give the working hours of each weekday',
);

/** The calendar collection's address: http(s) only, and no user or password inside it. */
const calendarUrl = storableString('Calendar URL must be text')
  .trim()
  .max(2000, 'Must be at most 2000 characters')
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'Enter the calendar address as an http:// or https:// URL')
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return url.username === '' && url.password === '';
    } catch {
      return true;
    }
  }, 'Put the username and password in their own fields, not in the URL');

export const memberInputSchema = z.object({
  name: requiredText(100, 'Name is required'),
  email: storableString('Email is required')
    .trim()
    .max(254, 'Must be at most 254 characters')
    .pipe(z.email('Enter a valid email address')),
  timeZone: z
    .string('Choose a time zone')
    .refine(isTimeZoneName, 'Choose a time zone from the list (for example America/New_York)'),
  weeklyHours: weeklyHoursSchema,
  daysOff: z
    .array(
      z.string('Days off must be dates').refine(isCalendarDate, 'Use dates like 2026-12-24'),
      'Days off must be a list of dates',
    )
    .max(366, 'At most 366 days off')
    .default([])
    .transform((days) => [...new Set(days)].sort()),
  active: z.boolean('Say whether the member takes bookings').default(true),
  calendarUrl: calendarUrl.default(''),
  calendarUsername: storableString('Calendar username must be text')
    .trim()
    .max(200, 'Must be at most 200 characters')
    .default(''),
  /**
   * Write-only: a new password replaces the stored one; empty or left out keeps it. Clearing the
   * calendar URL removes the calendar and its password.
   */
  calendarPassword: storableString('Calendar password must be text')
    .max(500, 'Must be at most 500 characters')
    .optional(),
});
export type MemberInput = z.input<typeof memberInputSchema>;
export type MemberValues = z.output<typeof memberInputSchema>;

export const meetingTypeInputSchema = z.object({
  name: requiredText(100, 'Name is required'),
  durationMinutes: z
    .int('Length must be whole minutes')
    .min(5, 'At least 5 minutes')
    .max(480, 'At most 480 minutes'),
  bufferBeforeMinutes: z
    .int('Buffer must be whole minutes')
    .min(0, 'Cannot be negative')
    .max(240, 'At most 240 minutes'),
  bufferAfterMinutes: z
    .int('Buffer must be whole minutes')
    .min(0, 'Cannot be negative')
    .max(240, 'At most 240 minutes'),
  minimumNoticeMinutes: z
    .int('Minimum notice must be whole minutes')
    .min(0, 'Cannot be negative')
    .max(30 * 24 * 60, 'At most 30 days (43200 minutes)'),
  daysAhead: z
    .int('Days ahead must be a whole number')
    .min(1, 'At least 1 day')
    .max(90, 'At most 90 days'),
});
export type MeetingTypeInput = z.input<typeof meetingTypeInputSchema>;

/** Industries of both forms, each value once (the contact form's label where both have it). */
const INDUSTRIES: readonly Option[] = [...CONTACT_INDUSTRIES, ...CUSTOM_INDUSTRIES].filter(
  (option, index, all) => all.findIndex((other) => other.value === option.value) === index,
);

/** The answers a rule can match on, with the forms that ask them. */
export const CONDITION_FIELDS = [
  {
    key: 'industry',
    label: 'Industry',
    options: INDUSTRIES,
    forms: ['contact', 'custom-solution'],
  },
  {
    key: 'employeeCount',
    label: 'Company size',
    options: EMPLOYEE_COUNTS,
    forms: ['contact', 'custom-solution'],
  },
  { key: 'serviceType', label: 'Service type', options: SERVICE_TYPES, forms: ['contact'] },
  {
    key: 'solutionType',
    label: 'Solution type',
    options: SOLUTION_TYPES,
    forms: ['custom-solution'],
  },
] as const satisfies readonly {
  key: string;
  label: string;
  options: readonly Option[];
  forms: readonly string[];
}[];
export type ConditionKey = (typeof CONDITION_FIELDS)[number]['key'];

export const RULE_FORMS = [
  { value: '', label: 'Both forms' },
  { value: 'contact', label: 'Contact form' },
  { value: 'custom-solution', label: 'Custom solution form' },
] as const;
export type RuleForm = (typeof RULE_FORMS)[number]['value'];

const conditionList = (field: (typeof CONDITION_FIELDS)[number]) => {
  const values = new Set<string>(field.options.map((option) => option.value));
  return z
    .array(z.string(`${field.label} values must be text`), `${field.label} must be a list`)
    .refine(
      (list) => list.every((value) => values.has(value)),
      `Choose ${field.label.toLowerCase()} values from the form's options`,
    )
    .transform((list) => [...new Set(list)])
    .optional();
};

export const ruleInputSchema = z
  .object({
    name: requiredText(100, 'Name is required'),
    formType: z.enum(['', 'contact', 'custom-solution'], 'Choose a form'),
    conditions: z
      .object({
        industry: conditionList(CONDITION_FIELDS[0]),
        employeeCount: conditionList(CONDITION_FIELDS[1]),
        serviceType: conditionList(CONDITION_FIELDS[2]),
        solutionType: conditionList(CONDITION_FIELDS[3]),
      })
      .default({}),
    meetingTypeId: storableString('Choose a meeting type').min(1, 'Choose a meeting type'),
    members: z
      .array(
        z.object({
          memberId: z.uuid('Choose a team member'),
          weight: z
            .int('Weight must be a whole number')
            .min(1, 'Weight at least 1')
            .max(100, 'Weight at most 100'),
        }),
        'Members must be a list',
      )
      .min(1, 'Add at least one team member')
      .max(50, 'At most 50 members')
      .refine(
        (members) => new Set(members.map((member) => member.memberId)).size === members.length,
        'Each member can be in a rule once',
      ),
  })
  .superRefine((rule, context) => {
    // A condition on an answer the chosen form never asks would make the rule match nothing.
    for (const field of CONDITION_FIELDS) {
      const chosen = rule.conditions[field.key];
      if (!chosen?.length || rule.formType === '') continue;
      if (!(field.forms as readonly string[]).includes(rule.formType)) {
        context.addIssue({
          code: 'custom',
          path: ['conditions', field.key],
          message: `The ${rule.formType === 'contact' ? 'contact' : 'custom solution'} form does not ask for ${field.label.toLowerCase()}`,
        });
      }
    }
  })
  .transform((rule) => ({
    ...rule,
    // Only the answers with a choice are kept: an empty list matches everything anyway.
    conditions: Object.fromEntries(
      Object.entries(rule.conditions).filter(([, list]) => list && list.length > 0),
    ) as Partial<Record<ConditionKey, string[]>>,
  }));
export type RuleInput = z.input<typeof ruleInputSchema>;

export const moveSchema = z.object({
  direction: z.enum(['up', 'down'], 'Move the rule up or down'),
});

/** A team member as the admin API answers: the calendar password never leaves the server. */
export interface AdminMember {
  id: string;
  name: string;
  email: string;
  timeZone: string;
  weeklyHours: Record<WeekdayKey, { start: number; end: number }[]>;
  daysOff: string[];
  active: boolean;
  calendarUrl: string;
  calendarUsername: string;
  /** A calendar address and a stored password: busy times are read and bookings written. */
  calendarConnected: boolean;
  updatedAt: string;
}

export interface AdminMeetingType {
  id: string;
  name: string;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNoticeMinutes: number;
  daysAhead: number;
  updatedAt: string;
}

export interface AdminRule {
  id: string;
  name: string;
  position: number;
  formType: RuleForm;
  conditions: Partial<Record<ConditionKey, string[]>>;
  meetingTypeId: string;
  members: { memberId: string; weight: number }[];
  updatedAt: string;
}

/** What `GET /api/admin/scheduling` answers: the whole tab in one read. */
export interface SchedulingState {
  members: AdminMember[];
  meetingTypes: AdminMeetingType[];
  rules: AdminRule[];
  /** Whether the server has CALENDAR_ENCRYPTION_KEY, so calendar passwords can be saved. */
  canStoreCalendarPasswords: boolean;
}

export type CalendarTestResult = { ok: true; calendarName?: string } | { ok: false; error: string };
