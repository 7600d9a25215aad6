'use client';

import { useState, type FormEvent } from 'react';
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
  CONDITION_FIELDS,
  RULE_FORMS,
  ruleInputSchema,
  type AdminMeetingType,
  type AdminMember,
  type AdminRule,
  type ConditionKey,
  type RuleForm,
  type RuleInput,
} from '@/lib/admin/scheduling-schema';

interface RuleValues {
  name: string;
  formType: RuleForm;
  conditions: Record<ConditionKey, string[]>;
  meetingTypeId: string;
  /** Every member's place in the group: chosen or not, and the weight typed. */
  members: Record<string, { chosen: boolean; weight: string }>;
}

function ruleValues(
  rule: AdminRule | null,
  members: AdminMember[],
  meetingTypes: AdminMeetingType[],
): RuleValues {
  const group = new Map(rule?.members.map((entry) => [entry.memberId, entry.weight]) ?? []);
  return {
    name: rule?.name ?? '',
    formType: rule?.formType ?? 'contact',
    conditions: Object.fromEntries(
      CONDITION_FIELDS.map(({ key }) => [key, rule?.conditions[key] ?? []]),
    ) as Record<ConditionKey, string[]>,
    meetingTypeId: rule?.meetingTypeId ?? meetingTypes[0]?.id ?? '',
    members: Object.fromEntries(
      members.map((member) => [
        member.id,
        { chosen: group.has(member.id), weight: String(group.get(member.id) ?? 1) },
      ]),
    ),
  };
}

/** The fields a form asks: both forms' fields when the rule is for both. */
function fieldsFor(formType: RuleForm) {
  return CONDITION_FIELDS.filter(
    (field) => formType === '' || (field.forms as readonly string[]).includes(formType),
  );
}

function toInput(values: RuleValues, members: AdminMember[]): RuleInput {
  const shown = new Set<string>(fieldsFor(values.formType).map((field) => field.key));
  return {
    name: values.name,
    formType: values.formType,
    // Conditions on questions the chosen form does not ask are dropped, not sent.
    conditions: Object.fromEntries(
      Object.entries(values.conditions).filter(([key, list]) => shown.has(key) && list.length > 0),
    ),
    meetingTypeId: values.meetingTypeId,
    members: members
      .filter((member) => values.members[member.id]?.chosen)
      .map((member) => ({
        memberId: member.id,
        weight: Number(values.members[member.id]?.weight || Number.NaN),
      })),
  };
}

function RuleFormBody({
  rule,
  members,
  meetingTypes,
  pending,
  serverErrors,
  onSubmit,
  onCancel,
}: {
  rule: AdminRule | null;
  members: AdminMember[];
  meetingTypes: AdminMeetingType[];
  pending: boolean;
  serverErrors: FormErrors;
  onSubmit: (input: RuleInput) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(() => ruleValues(rule, members, meetingTypes));
  const [clientErrors, setClientErrors] = useState<FormErrors>({});
  const errors = { ...serverErrors, ...clientErrors };
  const set = <K extends keyof RuleValues>(key: K, value: RuleValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = toInput(values, members);
    const parsed = ruleInputSchema.safeParse(input);
    if (!parsed.success) {
      setClientErrors(firstErrors(parsed.error));
      return;
    }
    setClientErrors({});
    onSubmit(input);
  };

  const toggleCondition = (key: ConditionKey, value: string, on: boolean) => {
    const list = values.conditions[key].filter((item) => item !== value);
    set('conditions', { ...values.conditions, [key]: on ? [...list, value] : list });
  };
  const membersError = Object.entries(errors).find(([field]) => field.startsWith('members'))?.[1];

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field id="rule-name" label="Name" error={errors.name} hint="Shown on each lead it routes.">
        <Input
          {...fieldAria('rule-name', errors.name, true)}
          placeholder="e.g. Dental"
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="rule-formType" label="Form" error={errors.formType}>
          <NativeSelect
            {...fieldAria('rule-formType', errors.formType)}
            value={values.formType}
            onChange={(event) => set('formType', event.target.value as RuleForm)}
          >
            {RULE_FORMS.map((form) => (
              <option key={form.value} value={form.value}>
                {form.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="rule-meetingTypeId" label="Meeting type" error={errors.meetingTypeId}>
          <NativeSelect
            {...fieldAria('rule-meetingTypeId', errors.meetingTypeId)}
            value={values.meetingTypeId}
            onChange={(event) => set('meetingTypeId', event.target.value)}
          >
            {meetingTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name} ({type.durationMinutes} min)
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <p className="text-sm text-muted-foreground">
        Conditions: a lead matches when each answer with ticked values holds one of them. Tick
        nothing to match every lead of the form.
      </p>
      {fieldsFor(values.formType).map((field) => {
        const error = errors[`conditions.${field.key}`];
        return (
          <fieldset key={field.key} className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{field.label}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {field.options.map((option) => {
                const id = `rule-${field.key}-${option.value}`;
                return (
                  <div key={option.value} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={values.conditions[field.key].includes(option.value)}
                      onCheckedChange={(checked) =>
                        toggleCondition(field.key, option.value, checked === true)
                      }
                    />
                    <Label htmlFor={id} className="font-normal">
                      {option.label}
                    </Label>
                  </div>
                );
              })}
            </div>
            {error ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Team members and weights</legend>
        <p className="text-sm text-muted-foreground">
          Leads are shared by weight (1 to 100): weights 2 and 1 send two leads to the first for
          each one to the second. A member without a free slot is skipped.
        </p>
        {members.length === 0 ? (
          <p className="text-sm text-muted-foreground">Add a team member first.</p>
        ) : (
          members.map((member) => {
            const entry = values.members[member.id] ?? { chosen: false, weight: '1' };
            const id = `rule-member-${member.id}`;
            return (
              <div key={member.id} className="grid grid-cols-[1fr_7rem] items-center gap-2">
                <div className="flex items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={entry.chosen}
                    onCheckedChange={(checked) =>
                      set('members', {
                        ...values.members,
                        [member.id]: { ...entry, chosen: checked === true },
                      })
                    }
                  />
                  <Label htmlFor={id} className="font-normal">
                    {member.name}
                    {member.active ? '' : ' (not taking bookings)'}
                  </Label>
                </div>
                <Input
                  type="number"
                  min={1}
                  max={100}
                  inputMode="numeric"
                  aria-label={`Weight of ${member.name}`}
                  disabled={!entry.chosen}
                  value={entry.weight}
                  onChange={(event) =>
                    set('members', {
                      ...values.members,
                      [member.id]: { ...entry, weight: event.target.value },
                    })
                  }
                />
              </div>
            );
          })
        )}
        {membersError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {membersError}
          </p>
        ) : null}
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : rule ? 'Save rule' : 'Add rule'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Add or edit a routing rule: which leads it matches and the group that shares them. */
export function RuleFormDialog({
  open,
  rule,
  members,
  meetingTypes,
  pending,
  serverErrors,
  onOpenChange,
  onSubmit,
}: {
  open: boolean;
  rule: AdminRule | null;
  members: AdminMember[];
  meetingTypes: AdminMeetingType[];
  pending: boolean;
  serverErrors: FormErrors;
  onOpenChange: (open: boolean) => void;
  onSubmit: (input: RuleInput) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-[640px]">
        <DialogHeader>
          <DialogTitle>{rule ? `Edit rule ${rule.name}` : 'Add routing rule'}</DialogTitle>
          <DialogDescription>
            Rules are tried in order; the first that matches a lead picks its group.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <RuleFormBody
            key={rule?.id ?? 'new'}
            rule={rule}
            members={members}
            meetingTypes={meetingTypes}
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
