'use client';

import { useId } from 'react';
import { useForm } from 'react-hook-form';
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
import { CUSTOM_INDUSTRIES, EMPLOYEE_COUNTS, SOLUTION_TYPES } from '@/lib/leads/options';
import {
  customSolutionSchema,
  type CustomSolutionInput,
  type CustomSolutionLead,
} from '@/lib/leads/schemas';

type Values = CustomSolutionInput & { [HONEYPOT_FIELD]?: string };

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
    resolver: zodResolver(customSolutionSchema),
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, formState, reset, setError, control, getValues } = form;
  const errors = formState.errors;
  const field = (name: keyof CustomSolutionInput) =>
    fieldAria(`${id}-${name}`, errors[name]?.message);

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
      onSubmit={handleSubmit(onValid)}
      aria-label="Custom solution request"
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
      <FormField id={`${id}-phone`} label="Phone Number" required error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" required {...field('phone')} {...register('phone')} />
      </FormField>
      <FormField
        id={`${id}-company`}
        label="Company Name"
        required
        error={errors.company?.message}
        className="sm:col-span-2"
      >
        <Input
          autoComplete="organization"
          required
          {...field('company')}
          {...register('company')}
        />
      </FormField>
      <FormField id={`${id}-industry`} label="Industry" required error={errors.industry?.message}>
        <NativeSelect required {...field('industry')} {...register('industry')}>
          <SelectOptions placeholder="Select your industry" options={CUSTOM_INDUSTRIES} />
        </NativeSelect>
      </FormField>
      <FormField
        id={`${id}-employeeCount`}
        label="Company Size"
        required
        error={errors.employeeCount?.message}
      >
        <NativeSelect required {...field('employeeCount')} {...register('employeeCount')}>
          <SelectOptions placeholder="Select company size" options={EMPLOYEE_COUNTS} />
        </NativeSelect>
      </FormField>
      <FormField
        id={`${id}-solutionType`}
        label="Solution Type"
        required
        error={errors.solutionType?.message}
        className="sm:col-span-2"
      >
        <NativeSelect required {...field('solutionType')} {...register('solutionType')}>
          <SelectOptions placeholder="Select the solution you need" options={SOLUTION_TYPES} />
        </NativeSelect>
      </FormField>
      <FormField
        id={`${id}-message`}
        label="Project Details"
        error={errors.message?.message}
        className="sm:col-span-2"
      >
        <Textarea
          placeholder="Describe your calls, systems and goals (optional)"
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
        {formState.isSubmitting ? 'Submitting...' : 'Request Custom Solution'}
      </Button>
    </form>
  );
}
