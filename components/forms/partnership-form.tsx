'use client';

import { useId } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { FormField, fieldAria } from '@/components/forms/form-field';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { SelectOptions } from '@/components/forms/select-options';
import { applyServerErrors } from '@/components/forms/server-errors';
import { TermsCheckbox } from '@/components/forms/terms-checkbox';
import { useLeadSubmission } from '@/components/forms/use-lead-submission';
import { HONEYPOT_FIELD } from '@/lib/leads/metadata';
import { PARTNER_COMPANY_SIZES, PARTNER_TYPES } from '@/lib/leads/options';
import {
  partnershipSchema,
  type PartnershipInput,
  type PartnershipLead,
} from '@/lib/leads/schemas';

type Values = PartnershipInput & { [HONEYPOT_FIELD]?: string };

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
    resolver: zodResolver(partnershipSchema),
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, formState, reset, setError, control, getValues } = form;
  const errors = formState.errors;
  const field = (name: keyof PartnershipInput) => fieldAria(`${id}-${name}`, errors[name]?.message);

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
      onSubmit={handleSubmit(onValid, onInvalid)}
      aria-label="Partnership inquiry"
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <FormField
        id={`${id}-firstName`}
        label="First Name"
        required
        error={errors.firstName?.message}
      >
        <Input
          autoComplete="given-name"
          required
          {...field('firstName')}
          {...register('firstName')}
        />
      </FormField>
      <FormField id={`${id}-lastName`} label="Last Name" required error={errors.lastName?.message}>
        <Input
          autoComplete="family-name"
          required
          {...field('lastName')}
          {...register('lastName')}
        />
      </FormField>
      <FormField id={`${id}-email`} label="Email" required error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          required
          {...field('email')}
          {...register('email')}
        />
      </FormField>
      <FormField id={`${id}-phone`} label="Phone" error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...field('phone')} {...register('phone')} />
      </FormField>
      <FormField id={`${id}-company`} label="Company Name" required error={errors.company?.message}>
        <Input
          autoComplete="organization"
          required
          {...field('company')}
          {...register('company')}
        />
      </FormField>
      <FormField id={`${id}-website`} label="Website" required error={errors.website?.message}>
        <Input
          type="url"
          autoComplete="url"
          placeholder="https://"
          required
          {...field('website')}
          {...register('website')}
        />
      </FormField>
      <FormField
        id={`${id}-partnerType`}
        label="Partnership Type"
        required
        error={errors.partnerType?.message}
      >
        <NativeSelect required {...field('partnerType')} {...register('partnerType')}>
          <SelectOptions placeholder="Select partnership type" options={PARTNER_TYPES} />
        </NativeSelect>
      </FormField>
      <FormField
        id={`${id}-companySize`}
        label="Company Size"
        required
        error={errors.companySize?.message}
      >
        <NativeSelect required {...field('companySize')} {...register('companySize')}>
          <SelectOptions placeholder="Select company size" options={PARTNER_COMPANY_SIZES} />
        </NativeSelect>
      </FormField>
      <FormField
        id={`${id}-message`}
        label="Tell us about your business goals"
        error={errors.message?.message}
        className="sm:col-span-2"
      >
        <Textarea
          placeholder="Your clients, your market and how you would like to partner (optional)"
          {...field('message')}
          {...register('message')}
        />
      </FormField>
      <div className="sm:col-span-2">
        <TermsCheckbox
          id={`${id}-agreeToTerms`}
          control={control}
          name="agreeToTerms"
          error={errors.agreeToTerms?.message}
        />
      </div>
      <HoneypotField registration={register(HONEYPOT_FIELD)} />
      <Button type="submit" size="lg" disabled={formState.isSubmitting} className="sm:col-span-2">
        {formState.isSubmitting ? 'Submitting...' : 'Submit Partnership Inquiry'}
      </Button>
    </form>
  );
}
