'use client';

import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Field, fieldAria } from '@/components/admin/field';
import { firstErrors, type FormErrors } from '@/components/admin/scheduling/form-errors';
import {
  memberInputSchema,
  minutesToTime,
  timeToMinutes,
  timeZoneNames,
  WEEKDAYS,
  type AdminMember,
  type MemberInput,
  type WeekdayKey,
} from '@/lib/admin/scheduling-schema';

interface DayValues {
  works: boolean;
  start: string;
  end: string;
}

interface MemberValues {
  name: string;
  email: string;
  timeZone: string;
  days: Record<WeekdayKey, DayValues>;
  daysOff: string[];
  active: boolean;
  calendarUrl: string;
  calendarUsername: string;
  calendarPassword: string;
}

const WORKDAY: DayValues = { works: true, start: '09:00', end: '18:00' };
const DAY_OFF: DayValues = { works: false, start: '09:00', end: '18:00' };

/** A new member works Monday to Friday, 9 to 6, in the admin's own zone (or New York). */
function emptyValues(): MemberValues {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return {
    name: '',
    email: '',
    timeZone: timeZoneNames().includes(zone) ? zone : 'America/New_York',
    days: {
      '0': DAY_OFF,
      '1': WORKDAY,
      '2': WORKDAY,
      '3': WORKDAY,
      '4': WORKDAY,
      '5': WORKDAY,
      '6': DAY_OFF,
    },
    daysOff: [],
    active: true,
    calendarUrl: '',
    calendarUsername: '',
    calendarPassword: '',
  };
}

/**
 * A stored member as form values. The form edits one range a day: a day stored with several
 * ranges shows from its first start to its last end.
 */
function memberValues(member: AdminMember | null): MemberValues {
  if (!member) return emptyValues();
  const days = Object.fromEntries(
    WEEKDAYS.map(({ key }) => {
      const ranges = member.weeklyHours[key] ?? [];
      const first = ranges[0];
      const last = ranges[ranges.length - 1];
      return [
        key,
        first && last
          ? { works: true, start: minutesToTime(first.start), end: minutesToTime(last.end) }
          : DAY_OFF,
      ];
    }),
  ) as Record<WeekdayKey, DayValues>;
  return {
    name: member.name,
    email: member.email,
    timeZone: member.timeZone,
    days,
    daysOff: member.daysOff,
    active: member.active,
    calendarUrl: member.calendarUrl,
    calendarUsername: member.calendarUsername,
    calendarPassword: '',
  };
}

/** The form as the API's input; a time that cannot be read is left for the schema to refuse. */
function toInput(values: MemberValues): MemberInput {
  const weeklyHours = Object.fromEntries(
    WEEKDAYS.map(({ key }) => {
      const day = values.days[key];
      return [
        key,
        day.works
          ? [
              {
                start: timeToMinutes(day.start) ?? Number.NaN,
                end: timeToMinutes(day.end) ?? Number.NaN,
              },
            ]
          : [],
      ];
    }),
  ) as MemberInput['weeklyHours'];
  return {
    name: values.name,
    email: values.email,
    timeZone: values.timeZone,
    weeklyHours,
    daysOff: values.daysOff,
    active: values.active,
    calendarUrl: values.calendarUrl,
    calendarUsername: values.calendarUsername,
    ...(values.calendarPassword ? { calendarPassword: values.calendarPassword } : {}),
  };
}

/** The first error of a weekday's hours (any of its ranges' fields). */
function dayError(errors: FormErrors, key: string): string | undefined {
  const prefix = `weeklyHours.${key}`;
  const match = Object.entries(errors).find(
    ([field]) => field === prefix || field.startsWith(`${prefix}.`),
  );
  return match?.[1];
}

function WeeklyHours({
  values,
  errors,
  onChange,
}: {
  values: MemberValues['days'];
  errors: FormErrors;
  onChange: (key: WeekdayKey, day: DayValues) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">Weekly hours (in the member&apos;s zone)</legend>
      {WEEKDAYS.map(({ key, label }) => {
        const day = values[key];
        const error = dayError(errors, key);
        const errorId = `member-day-${key}-error`;
        return (
          <div key={key} className="flex flex-col gap-1">
            <div className="grid grid-cols-[8rem_1fr_1fr] items-center gap-2">
              <div className="flex items-center gap-2">
                <Checkbox
                  id={`member-day-${key}`}
                  checked={day.works}
                  onCheckedChange={(checked) => onChange(key, { ...day, works: checked === true })}
                />
                <Label htmlFor={`member-day-${key}`}>{label}</Label>
              </div>
              <Input
                type="time"
                step={300}
                aria-label={`${label} start`}
                disabled={!day.works}
                value={day.start}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => onChange(key, { ...day, start: event.target.value })}
              />
              <Input
                type="time"
                step={300}
                aria-label={`${label} end`}
                disabled={!day.works}
                value={day.end}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => onChange(key, { ...day, end: event.target.value })}
              />
            </div>
            {error ? (
              <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
                {label}: {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}

function DaysOff({
  days,
  error,
  onChange,
}: {
  days: string[];
  error?: string;
  onChange: (days: string[]) => void;
}) {
  const [day, setDay] = useState('');
  const add = () => {
    if (!day) return;
    onChange([...new Set([...days, day])].sort());
    setDay('');
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">Days off</legend>
      <div className="flex items-end gap-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor="member-day-off">Date</Label>
          <Input
            id="member-day-off"
            type="date"
            value={day}
            onChange={(event) => setDay(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
        </div>
        <Button type="button" variant="outline" onClick={add} disabled={!day}>
          Add day off
        </Button>
      </div>
      {days.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Days off">
          {days.map((item) => (
            <li key={item} className="flex items-center gap-1 rounded-md border px-2 py-1 text-sm">
              {item}
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove day off ${item}`}
                onClick={() => onChange(days.filter((other) => other !== item))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No days off.</p>
      )}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function MemberForm({
  member,
  canStorePasswords,
  pending,
  serverErrors,
  onSubmit,
  onCancel,
}: {
  member: AdminMember | null;
  canStorePasswords: boolean;
  pending: boolean;
  serverErrors: FormErrors;
  onSubmit: (input: MemberInput) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<MemberValues>(() => memberValues(member));
  const [clientErrors, setClientErrors] = useState<FormErrors>({});
  const zones = useMemo(() => timeZoneNames(), []);
  const errors = { ...serverErrors, ...clientErrors };
  const set = <K extends keyof MemberValues>(key: K, value: MemberValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = toInput(values);
    const parsed = memberInputSchema.safeParse(input);
    if (!parsed.success) {
      setClientErrors(firstErrors(parsed.error));
      return;
    }
    setClientErrors({});
    onSubmit(input);
  };

  const text = (
    name: 'name' | 'email' | 'calendarUrl' | 'calendarUsername',
    label: string,
    extra: { type?: string; autoComplete?: string; hint?: string } = {},
  ) => (
    <Field id={`member-${name}`} label={label} error={errors[name]} hint={extra.hint}>
      <Input
        {...fieldAria(`member-${name}`, errors[name], Boolean(extra.hint))}
        type={extra.type ?? 'text'}
        autoComplete={extra.autoComplete ?? 'off'}
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
      />
    </Field>
  );

  const passwordHint = !canStorePasswords
    ? 'Passwords cannot be stored until the server has CALENDAR_ENCRYPTION_KEY.'
    : member?.calendarConnected
      ? 'A password is saved (never shown). Leave empty to keep it; type a new one to replace it.'
      : 'Stored encrypted and never shown again. Use an app password where the provider offers one.';

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {text('name', 'Name')}
      {text('email', 'Email', { type: 'email' })}
      <Field id="member-timeZone" label="Time zone" error={errors.timeZone}>
        <NativeSelect
          {...fieldAria('member-timeZone', errors.timeZone)}
          value={values.timeZone}
          onChange={(event) => set('timeZone', event.target.value)}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <WeeklyHours
        values={values.days}
        errors={errors}
        onChange={(key, day) => set('days', { ...values.days, [key]: day })}
      />
      <DaysOff
        days={values.daysOff}
        error={Object.entries(errors).find(([field]) => field.startsWith('daysOff'))?.[1]}
        onChange={(days) => set('daysOff', days)}
      />
      <div className="flex items-center gap-3">
        <Checkbox
          id="member-active"
          checked={values.active}
          onCheckedChange={(checked) => set('active', checked === true)}
        />
        <Label htmlFor="member-active">Takes bookings (leads are routed to this member)</Label>
      </div>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-medium">Calendar (CalDAV, optional)</legend>
        {text('calendarUrl', 'Calendar URL', {
          type: 'url',
          hint: 'The calendar collection’s address. Leave empty to work from the hours above alone (clearing it removes the saved password).',
        })}
        {text('calendarUsername', 'Calendar username', { autoComplete: 'off' })}
        <Field
          id="member-calendarPassword"
          label="Calendar password"
          error={errors.calendarPassword}
          hint={passwordHint}
        >
          <Input
            {...fieldAria('member-calendarPassword', errors.calendarPassword, true)}
            type="password"
            autoComplete="new-password"
            disabled={!canStorePasswords}
            value={values.calendarPassword}
            onChange={(event) => set('calendarPassword', event.target.value)}
          />
        </Field>
      </fieldset>
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : member ? 'Save member' : 'Add member'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Add or edit a team member: zone, weekly hours, days off and calendar. */
export function MemberFormDialog({
  open,
  member,
  canStorePasswords,
  pending,
  serverErrors,
  onOpenChange,
  onSubmit,
}: {
  open: boolean;
  member: AdminMember | null;
  canStorePasswords: boolean;
  pending: boolean;
  serverErrors: FormErrors;
  onOpenChange: (open: boolean) => void;
  onSubmit: (input: MemberInput) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-[640px]">
        <DialogHeader>
          <DialogTitle>{member ? `Edit ${member.name}` : 'Add team member'}</DialogTitle>
          <DialogDescription>
            Leads can book this member inside their weekly hours, outside days off and busy times.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <MemberForm
            key={member?.id ?? 'new'}
            member={member}
            canStorePasswords={canStorePasswords}
            pending={pending}
            serverErrors={serverErrors}
            onSubmit={onSubmit}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
