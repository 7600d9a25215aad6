'use client';

import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/site/toast/toast';
import { FormButton } from '@/components/forms/form-controls';
import { MessageField, SelectField, TextField } from '@/components/forms/bound-fields';
import { lazyResolver } from '@/components/forms/lazy-resolver';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { applyServerErrors } from '@/components/forms/server-errors';
import { TermsCheckbox } from '@/components/forms/terms-checkbox';
import { useLeadSubmission } from '@/components/forms/use-lead-submission';
import { HONEYPOT_FIELD } from '@/lib/leads/metadata';
import { CUSTOM_INDUSTRIES, EMPLOYEE_COUNTS, SOLUTION_TYPES } from '@/lib/leads/options';
import type { CustomSolutionInput, CustomSolutionLead } from '@/lib/leads/schemas';

type Values = CustomSolutionInput & { [HONEYPOT_FIELD]?: string };

const validation = lazyResolver<Values, CustomSolutionLead>(() =>
  import('@/components/forms/lead-resolvers').then((module) => module.customSolutionResolver),
);

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  industry: '',
  employeeCount: '',
  solutionType: '',
  message: '',
  agreeToTerms: false,
  [HONEYPOT_FIELD]: '',
};

/** The custom solution request form on /custom-solutions. */
export function CustomSolutionForm() {
  const id = useId();
  const { submit, renew } = useLeadSubmission('custom-solution');
  const form = useForm<Values, unknown, CustomSolutionLead>({
    resolver: validation.resolver,
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, formState, reset, setError, getValues } = form;
  const errors = formState.errors;
  const bound = (name: keyof CustomSolutionInput) => ({ form, idPrefix: id, name });

  const onValid = async (values: CustomSolutionLead) => {
    const outcome = await submit({ ...values, [HONEYPOT_FIELD]: getValues(HONEYPOT_FIELD) });
    if (outcome.ok) {
      toast.success(
        'Request submitted successfully! Our team will be in touch with you shortly to discuss your custom solution.',
      );
      reset(EMPTY);
      renew();
      return;
    }
    applyServerErrors(setError, outcome.errors);
    toast.error('Error submitting form', {
      description: 'There was a problem submitting your request. Please try again.',
    });
  };

  return (
    <form
      noValidate
      onFocusCapture={validation.preload}
      onSubmit={handleSubmit(onValid)}
      aria-label="Custom solution request"
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <TextField {...bound('firstName')} label="First Name" required autoComplete="given-name" />
      <TextField {...bound('lastName')} label="Last Name" required autoComplete="family-name" />
      <TextField {...bound('email')} label="Email" required type="email" autoComplete="email" />
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
        options={CUSTOM_INDUSTRIES}
      />
      <SelectField
        {...bound('employeeCount')}
        label="Company Size"
        required
        placeholder="Select company size"
        options={EMPLOYEE_COUNTS}
      />
      <SelectField
        {...bound('solutionType')}
        label="Solution Type"
        required
        placeholder="Select the solution you need"
        options={SOLUTION_TYPES}
        className="sm:col-span-2"
      />
      <MessageField
        {...bound('message')}
        label="Project Details"
        placeholder="Describe your calls, systems and goals (optional)"
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
        {formState.isSubmitting ? 'Submitting...' : 'Request Custom Solution'}
      </FormButton>
    </form>
  );
}
