'use client';

import { useId } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from '@/components/site/toast/toast';
import { FormButton } from '@/components/forms/form-controls';
import { MessageField, SelectField, TextField } from '@/components/forms/bound-fields';
import { lazyResolver } from '@/components/forms/lazy-resolver';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { applyServerErrors } from '@/components/forms/server-errors';
import { TermsCheckbox } from '@/components/forms/terms-checkbox';
import { useLeadSubmission } from '@/components/forms/use-lead-submission';
import { HONEYPOT_FIELD } from '@/lib/leads/metadata';
import { PARTNER_COMPANY_SIZES, PARTNER_TYPES } from '@/lib/leads/options';
import type { PartnershipInput, PartnershipLead } from '@/lib/leads/schemas';

type Values = PartnershipInput & { [HONEYPOT_FIELD]?: string };

const validation = lazyResolver<Values, PartnershipLead>(() =>
  import('@/components/forms/lead-resolvers').then((module) => module.partnershipResolver),
);

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  website: '',
  partnerType: '',
  companySize: '',
  message: '',
  agreeToTerms: false,
  [HONEYPOT_FIELD]: '',
};

const REQUIRED: (keyof PartnershipInput)[] = [
  'firstName',
  'lastName',
  'email',
  'company',
  'website',
  'partnerType',
  'companySize',
];

/** The Partnership Inquiry Form on /partners (spec variant A: terms must be ticked). */
export function PartnershipForm() {
  const id = useId();
  const { submit, renew } = useLeadSubmission('partnership');
  const form = useForm<Values, unknown, PartnershipLead>({
    resolver: validation.resolver,
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, formState, reset, setError, getValues } = form;
  const errors = formState.errors;
  const bound = (name: keyof PartnershipInput) => ({ form, idPrefix: id, name });

  const onValid = async (values: PartnershipLead) => {
    const outcome = await submit({ ...values, [HONEYPOT_FIELD]: getValues(HONEYPOT_FIELD) });
    if (outcome.ok) {
      toast.success('Success', {
        description: 'Your partnership form has been submitted successfully!',
      });
      reset(EMPTY);
      renew();
      return;
    }
    applyServerErrors(setError, outcome.errors);
    toast.error('Error', {
      description: 'Failed to submit the partnership form. Please try again.',
    });
  };

  // The spec's two notices: anything required missing first, then a malformed email.
  const onInvalid = (invalid: FieldErrors<Values>) => {
    const values = getValues();
    const missing =
      REQUIRED.some((name) => String(values[name] ?? '').trim() === '') || !values.agreeToTerms;
    if (missing) toast.error('Error', { description: 'Please fill in all required fields.' });
    else if (invalid.email)
      toast.error('Error', { description: 'Please enter a valid email address.' });
  };

  return (
    <form
      noValidate
      onFocusCapture={validation.preload}
      onSubmit={handleSubmit(onValid, onInvalid)}
      aria-label="Partnership inquiry"
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <TextField {...bound('firstName')} label="First Name" required autoComplete="given-name" />
      <TextField {...bound('lastName')} label="Last Name" required autoComplete="family-name" />
      <TextField {...bound('email')} label="Email" required type="email" autoComplete="email" />
      <TextField {...bound('phone')} label="Phone" type="tel" autoComplete="tel" />
      <TextField {...bound('company')} label="Company Name" required autoComplete="organization" />
      <TextField
        {...bound('website')}
        label="Website"
        required
        type="url"
        autoComplete="url"
        placeholder="https://"
      />
      <SelectField
        {...bound('partnerType')}
        label="Partnership Type"
        required
        placeholder="Select partnership type"
        options={PARTNER_TYPES}
      />
      <SelectField
        {...bound('companySize')}
        label="Company Size"
        required
        placeholder="Select company size"
        options={PARTNER_COMPANY_SIZES}
      />
      <MessageField
        {...bound('message')}
        label="Tell us about your business goals"
        placeholder="Your clients, your market and how you would like to partner (optional)"
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <TermsCheckbox
          id={`${id}-agreeToTerms`}
          register={register}
          name="agreeToTerms"
          error={errors.agreeToTerms?.message}
        />
      </div>
      <HoneypotField registration={register(HONEYPOT_FIELD)} />
      <FormButton type="submit" size="lg" disabled={formState.isSubmitting} layout="sm:col-span-2">
        {formState.isSubmitting ? 'Submitting...' : 'Submit Partnership Inquiry'}
      </FormButton>
    </form>
  );
}
