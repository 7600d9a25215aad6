'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Field, fieldAria } from '@/components/admin/field';
import { firstErrors, type FormErrors } from '@/components/admin/scheduling/form-errors';
import {
  meetingTypeInputSchema,
  type AdminMeetingType,
  type MeetingTypeInput,
} from '@/lib/admin/scheduling-schema';

const NUMBER_FIELDS = [
  { key: 'durationMinutes', label: 'Length (minutes)', hint: undefined },
  {
    key: 'bufferBeforeMinutes',
    label: 'Buffer before (minutes)',
    hint: 'Kept free before the meeting.',
  },
  { key: 'bufferAfterMinutes', label: 'Buffer after (minutes)', hint: 'Kept free after it.' },
  {
    key: 'minimumNoticeMinutes',
    label: 'Minimum notice (minutes)',
    hint: 'How soon a lead may book: 240 is four hours from now.',
  },
  { key: 'daysAhead', label: 'Days ahead', hint: 'How far ahead slots are offered.' },
] as const;
type NumberKey = (typeof NUMBER_FIELDS)[number]['key'];

function MeetingTypeForm({
  meetingType,
  pending,
  serverErrors,
  onSubmit,
  onCancel,
}: {
  meetingType: AdminMeetingType;
  pending: boolean;
  serverErrors: FormErrors;
  onSubmit: (input: MeetingTypeInput) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(meetingType.name);
  const [numbers, setNumbers] = useState<Record<NumberKey, string>>(
    () =>
      Object.fromEntries(NUMBER_FIELDS.map(({ key }) => [key, String(meetingType[key])])) as Record<
        NumberKey,
        string
      >,
  );
  const [clientErrors, setClientErrors] = useState<FormErrors>({});
  const errors = { ...serverErrors, ...clientErrors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      name,
      ...Object.fromEntries(
        NUMBER_FIELDS.map(({ key }) => [
          key,
          numbers[key].trim() === '' ? NaN : Number(numbers[key]),
        ]),
      ),
    } as MeetingTypeInput;
    const parsed = meetingTypeInputSchema.safeParse(input);
    if (!parsed.success) {
      setClientErrors(firstErrors(parsed.error));
      return;
    }
    setClientErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field id="meeting-name" label="Name" error={errors.name}>
        <Input
          {...fieldAria('meeting-name', errors.name)}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {NUMBER_FIELDS.map(({ key, label, hint }) => (
          <Field key={key} id={`meeting-${key}`} label={label} error={errors[key]} hint={hint}>
            <Input
              {...fieldAria(`meeting-${key}`, errors[key], Boolean(hint))}
              type="number"
              inputMode="numeric"
              min={0}
              value={numbers[key]}
              onChange={(event) => setNumbers({ ...numbers, [key]: event.target.value })}
            />
          </Field>
        ))}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'Save meeting type'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Edit a meeting type's length, buffers, minimum notice and booking window. */
export function MeetingTypeDialog({
  meetingType,
  pending,
  serverErrors,
  onOpenChange,
  onSubmit,
}: {
  meetingType: AdminMeetingType | null;
  pending: boolean;
  serverErrors: FormErrors;
  onOpenChange: (open: boolean) => void;
  onSubmit: (input: MeetingTypeInput) => void;
}) {
  return (
    <Dialog open={meetingType !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-[560px]">
        <DialogHeader>
          <DialogTitle>Edit {meetingType?.name ?? 'meeting type'}</DialogTitle>
          <DialogDescription>Changes apply to slots offered from now on.</DialogDescription>
        </DialogHeader>
        {meetingType ? (
          <MeetingTypeForm
            key={meetingType.id}
            meetingType={meetingType}
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
