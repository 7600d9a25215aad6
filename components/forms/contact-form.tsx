'use client';

import { useId } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from '@/components/site/toast/toast';
import { FormButton } from '@/components/forms/form-controls';
import { MessageField, SelectField, TextField } from '@/components/forms/bound-fields';
import { lazyResolver } from '@/components/forms/lazy-resolver';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { TermsCheckbox } from '@/components/forms/terms-checkbox';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useLeadSubmission } from '@/components/forms/use-lead-submission';
import { HONEYPOT_FIELD } from '@/lib/leads/metadata';
import { CONTACT_INDUSTRIES, EMPLOYEE_COUNTS, SERVICE_TYPES } from '@/lib/leads/options';
import type { ContactInput, ContactLead } from '@/lib/leads/schemas';

type Values = ContactInput & { [HONEYPOT_FIELD]?: string };

const validation = lazyResolver<Values, ContactLead>(() =>
  import('@/components/forms/lead-resolvers').then((module) => module.contactResolver),
);

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  industry: '',
  employeeCount: '',
  serviceType: 'managed',
  message: '',
  agreeToTerms: false,
  [HONEYPOT_FIELD]: '',
};

/** The consultation request form (home #contact, /solutions, /what-you-should-know). */
export function ContactForm() {
  const id = useId();
  const { submit, renew } = useLeadSubmission('contact');
  const form = useForm<Values, unknown, ContactLead>({
    resolver: validation.resolver,
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, formState, reset, setError } = form;
  const errors = formState.errors;
  const bound = (name: keyof ContactInput) => ({ form, idPrefix: id, name });

  const onValid = async (values: ContactLead) => {
    const outcome = await submit({ ...values, [HONEYPOT_FIELD]: form.getValues(HONEYPOT_FIELD) });
    if (outcome.ok) {
      toast.success('Request submitted successfully!', {
        description: "We'll be in touch with you shortly.",
      });
      reset(EMPTY);
      renew();
      return;
    }
    applyServerErrors(setError, outcome.errors);
    toast.error('Error submitting form', {
      description: 'There was a problem submitting your request. Please try again.',
    });
  };

  const onInvalid = (invalid: FieldErrors<Values>) => {
    if (invalid.agreeToTerms) {
      toast.error('Please agree to the terms', {
        description: 'You must agree to the terms and conditions to submit the form.',
      });
    }
  };

  return (
    <form
      noValidate
      onFocusCapture={validation.preload}
      onSubmit={handleSubmit(onValid, onInvalid)}
      aria-label="Consultation request"
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <TextField {...bound('firstName')} label="First Name" required autoComplete="given-name" />
      <TextField {...bound('lastName')} label="Last Name" required autoComplete="family-name" />
      <TextField
        {...bound('email')}
        label="Business Email"
        required
        type="email"
        autoComplete="email"
      />
      <TextField {...bound('phone')} label="Phone Number" required type="tel" autoComplete="tel" />
      <TextField
        {...bound('company')}
        label="Company Name"
        required
        autoComplete="organization"
        className="sm:col-span-2"
      />
      <SelectField
        {...bound('industry')}
        label="Industry"
        required
        placeholder="Select your industry"
        options={CONTACT_INDUSTRIES}
      />
      <SelectField
        {...bound('employeeCount')}
        label="Company Size"
        required
        placeholder="Select company size"
        options={EMPLOYEE_COUNTS}
      />
      <SelectField
        {...bound('serviceType')}
        label="Service Type"
        required
        options={SERVICE_TYPES}
        className="sm:col-span-2"
      />
      <MessageField
        {...bound('message')}
        label="Message"
        placeholder="Tell us about your call volume and goals (optional)"
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
        {formState.isSubmitting ? 'Processing...' : 'Schedule My Consultation'}
      </FormButton>
    </form>
  );
}
