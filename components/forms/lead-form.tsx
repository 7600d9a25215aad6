'use client';

import { useId, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { FormButton } from '@/components/forms/form-controls';
import {
  BUSY_LABEL_ATTRIBUTE,
  HELD_SUBMIT_ATTRIBUTE,
  LEAD_FORM_ATTRIBUTE,
  hasHeldSubmit,
} from '@/components/forms/held-submit';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { lazyResolver } from '@/components/forms/lazy-resolver';
import { RegistryFields } from '@/components/forms/registry-field';
import { applyServerErrors } from '@/components/forms/server-errors';
import {
  FormStatus,
  failureToast,
  outcomeStatus,
  showToast,
} from '@/components/forms/submission-outcome';
import { useLeadSubmission } from '@/components/forms/use-lead-submission';
import { LazyBookingOffer } from '@/components/booking/lazy-booking-offer';
import type { FormDefinition, FormField, LeadType } from '@/lib/forms';
import type { FormTexts } from '@/lib/forms/types';
import { HONEYPOT_FIELD } from '@/lib/leads/metadata';

type Values = Record<string, unknown>;

/** A text form's definition: its type is a lead type and it has the texts this component shows. */
type TextFormDefinition = FormDefinition & { type: LeadType; texts: FormTexts };

function emptyValues(fields: readonly FormField[]): Values {
  const values: Values = { [HONEYPOT_FIELD]: '' };
  for (const { name, input } of fields) {
    if (input) values[name] = input.kind === 'terms' ? false : (input.defaultValue ?? '');
  }
  return values;
}

/** The notice for a failed browser check: missing required fields first, then a field's own. */
function invalidNotice(form: TextFormDefinition, values: Values, invalid: FieldErrors<Values>) {
  const { missingRequired, invalid: notices = [] } = form.texts;
  const missing = form.fields.some(({ name, input }) =>
    input?.kind === 'terms'
      ? values[name] !== true
      : input?.required && String(values[name] ?? '').trim() === '',
  );
  if (missingRequired && missing) return missingRequired;
  return notices.find((notice) => invalid[notice.field]);
}

/**
 * Any text lead form, rendered from its registry definition: the fields in order, the honeypot,
 * the submit button, the toasts and an in-form status region that states the outcome. A lead
 * routed to a team member gets the meeting offer below the form, its code loaded only then.
 */
export function LeadForm({ form: definition }: { form: TextFormDefinition }) {
  const id = useId();
  const [validation] = useState(() =>
    lazyResolver<Values, Values>(() =>
      import('@/components/forms/lead-resolvers').then((module) =>
        module.resolverFor(definition.schema),
      ),
    ),
  );
  const [empty] = useState(() => emptyValues(definition.fields));
  // A submit held before hydration keeps its busy button until it is replayed.
  const [held, setHeld] = useState(() => hasHeldSubmit(definition.type));
  const [status, setStatus] = useState('');
  const [bookingToken, setBookingToken] = useState<string>();
  const { submit, renew } = useLeadSubmission(definition.type);
  const form = useForm<Values, unknown, Values>({
    resolver: validation.resolver,
    defaultValues: empty,
  });
  const { register, handleSubmit, formState, reset, setError, getValues } = form;
  const { texts } = definition;

  const onValid = async (values: Values) => {
    const outcome = await submit({ ...values, [HONEYPOT_FIELD]: getValues(HONEYPOT_FIELD) });
    setStatus(outcomeStatus(definition.noun, outcome));
    if (outcome.ok) {
      showToast('success', texts.success);
      setBookingToken(outcome.bookingToken);
      reset(empty);
      renew();
      return;
    }
    applyServerErrors(setError, outcome.errors);
    showToast('error', failureToast(texts.failure, outcome));
  };

  const onInvalid = (invalid: FieldErrors<Values>) => {
    const notice = invalidNotice(definition, getValues(), invalid);
    if (notice) showToast('error', notice);
  };

  const busy = held || formState.isSubmitting;
  return (
    <>
      <form
        noValidate
        onFocusCapture={validation.preload}
        onSubmit={(event) => {
          setHeld(false);
          setStatus('');
          void handleSubmit(onValid, onInvalid)(event);
        }}
        aria-label={texts.name}
        {...{
          [LEAD_FORM_ATTRIBUTE]: definition.type,
          [HELD_SUBMIT_ATTRIBUTE]: held ? '' : undefined,
        }}
        className="relative grid gap-5 sm:grid-cols-2"
      >
        <RegistryFields form={form} idPrefix={id} fields={definition.fields} />
        <HoneypotField registration={register(HONEYPOT_FIELD)} />
        <FormButton
          type="submit"
          size="lg"
          disabled={formState.isSubmitting}
          aria-disabled={busy || undefined}
          {...{ [BUSY_LABEL_ATTRIBUTE]: texts.busy }}
          // The full-width submit keeps the 14px text the lead forms have always shown.
          layout="text-sm sm:col-span-2"
        >
          {busy ? texts.busy : texts.submit}
        </FormButton>
        <FormStatus text={status} className="sm:col-span-2" />
      </form>
      {bookingToken ? (
        <LazyBookingOffer
          key={bookingToken}
          token={bookingToken}
          meeting={definition.type === 'custom-solution' ? 'consultation' : 'demo'}
        />
      ) : null}
    </>
  );
}
