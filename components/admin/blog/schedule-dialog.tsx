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
import {
  browserTimeZone,
  instantToZonedInput,
  zonedInputToInstant,
  zoneLabel,
} from '@/components/admin/blog/zoned-time';

/** In an hour, to the minute: a starting point the admin adjusts. */
function defaultValue(publishAt: string | null, zone: string): string {
  if (publishAt && Date.parse(publishAt) > Date.now()) return instantToZonedInput(publishAt, zone);
  const inAnHour = new Date(Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000);
  return instantToZonedInput(inAnHour, zone);
}

/** Checked when the form is sent (the server checks again against its own clock). */
const isFuture = (instant: Date) => instant.getTime() > Date.now();

function ScheduleForm({
  publishAt,
  pending,
  serverError,
  onSchedule,
  onCancel,
}: {
  publishAt: string | null;
  pending: boolean;
  serverError?: string;
  onSchedule: (instant: string) => void;
  onCancel: () => void;
}) {
  const zone = browserTimeZone();
  const [value, setValue] = useState(() => defaultValue(publishAt, zone));
  const [error, setError] = useState<string>();
  const instant = zonedInputToInstant(value, zone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!instant) return setError('Enter a date and a time');
    if (!isFuture(instant)) return setError('Choose a publishing time in the future');
    setError(undefined);
    onSchedule(instant.toISOString());
  };
  const shown = error ?? serverError;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field
        id="post-publishAt"
        label={`Publish at (${zoneLabel(zone, instant ?? new Date())})`}
        error={shown}
        hint={
          instant
            ? `That is ${instant.toISOString().slice(0, 16).replace('T', ' ')} UTC.`
            : 'Your own time zone.'
        }
      >
        <Input
          {...fieldAria('post-publishAt', shown, true)}
          type="datetime-local"
          step={1}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Scheduling...' : 'Schedule'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * Picks when a post goes live, as a date and time in the admin's own time zone (named beside the
 * field); the API is sent the instant it names, in UTC.
 */
export function ScheduleDialog({
  open,
  publishAt,
  pending,
  serverError,
  onOpenChange,
  onSchedule,
  fallbackFocus,
}: {
  open: boolean;
  /** The current schedule, if any: the field starts from it. */
  publishAt: string | null;
  pending: boolean;
  serverError?: string;
  onOpenChange: (open: boolean) => void;
  onSchedule: (instant: string) => void;
  fallbackFocus?: () => HTMLElement | null | undefined;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-[480px]" fallbackFocus={fallbackFocus}>
        <DialogHeader>
          <DialogTitle>{publishAt ? 'Change schedule' : 'Schedule post'}</DialogTitle>
          <DialogDescription>
            The post goes live on the blog by itself at this time; until then only the admin sees
            it.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <ScheduleForm
            publishAt={publishAt}
            pending={pending}
            serverError={serverError}
            onSchedule={onSchedule}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
