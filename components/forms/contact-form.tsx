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
import { TermsCheckbox } from '@/components/forms/terms-checkbox';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useLeadSubmission } from '@/components/forms/use-lead-submission';
import { HONEYPOT_FIELD } from '@/lib/leads/metadata';
import { CONTACT_INDUSTRIES, EMPLOYEE_COUNTS, SERVICE_TYPES } from '@/lib/leads/options';
import { contactSchema, type ContactInput, type ContactLead } from '@/lib/leads/schemas';

type Values = ContactInput & { [HONEYPOT_FIELD]?: string };

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
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, formState, reset, setError, control } = form;
  const errors = formState.errors;
  const field = (name: keyof ContactInput) => fieldAria(`${id}-${name}`, errors[name]?.message);

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
      onSubmit={handleSubmit(onValid, onInvalid)}
      aria-label="Consultation request"
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
      <FormField id={`${id}-email`} label="Business Email" required error={errors.email?.message}>
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
          <SelectOptions placeholder="Select your industry" options={CONTACT_INDUSTRIES} />
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
        id={`${id}-serviceType`}
        label="Service Type"
        required
        error={errors.serviceType?.message}
        className="sm:col-span-2"
      >
        <NativeSelect required {...field('serviceType')} {...register('serviceType')}>
          <SelectOptions options={SERVICE_TYPES} />
        </NativeSelect>
      </FormField>
      <FormField
        id={`${id}-message`}
        label="Message"
        error={errors.message?.message}
        className="sm:col-span-2"
      >
        <Textarea
          placeholder="Tell us about your call volume and goals (optional)"
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
        {formState.isSubmitting ? 'Processing...' : 'Schedule My Consultation'}
      </Button>
    </form>
  );
}
